import { generateSync, type GenerateOptions, type JsonSchema as FakerSchema, type Random } from 'json-schema-faker';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import { compileFaker } from './faker/compileFaker.ts';

// json-schema-faker 0.6's alphabet for a plain string, and how it draws one: a length in
// [minLength, maxLength ?? max(minLength + 10, 10)], then each character by `random.pick` (faker spreads
// the alphabet into a new array for every character; here it is bytes, made once).
const FAKER_ALPHABET = new TextEncoder().encode('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const ALPHABET_SIZE = FAKER_ALPHABET.length;
// Letters are written as bytes a chunk at a time and decoded once: a string grown a character at a time
// was most of a long body's case (~2x slower, and JSON.stringify then flattens it).
const CHUNK = 4096;
const chunk = new Uint8Array(CHUNK);
const latin1 = new TextDecoder('latin1');

/**
 * `length` letters as faker draws a plain string: `pick(arr)` is `arr[int(0, arr.length - 1)]` and
 * `int(0, n - 1)` is `floor(next() * n)`, the same draw inlined (the test holds it to faker's own values).
 */
function letters(random: Random, length: number): string {
  let text = '';
  for (let start = 0; start < length; start += CHUNK) {
    const size = Math.min(CHUNK, length - start);
    for (let i = 0; i < size; i++) chunk[i] = FAKER_ALPHABET[Math.floor(random.next() * ALPHABET_SIZE)] as number;
    text += latin1.decode(chunk.subarray(0, size));
  }
  return text;
}
const FORMAT_PREFIX = 'toolfuzz-faker-plain';

// Keywords whose values are data, not schemas: a `type: "string"` inside an enum member is no string node.
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);

function isPlainString(node: Record<string, unknown>): boolean {
  const bound = (key: string) => node[key] === undefined || Number.isSafeInteger(node[key]);
  return (
    node.type === 'string' &&
    node.format === undefined &&
    node.pattern === undefined &&
    !('enum' in node) &&
    !('const' in node) &&
    bound('minLength') &&
    bound('maxLength')
  );
}

/**
 * The schema json-schema-faker is given, with every plain string node (type "string", no format,
 * pattern, enum or const, integer length bounds) marked with a format of our own that draws the same
 * string from the same random draws. Why: faker spreads its 62-letter alphabet into a new array for
 * every character it picks, so a `maxLength: 5000` body cost ~3 ms per case (most of a library case).
 */
function markPlainStrings(node: unknown, formats: Record<string, (random: Random) => string>, inData: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => markPlainStrings(item, formats, inData));
  if (typeof node !== 'object' || node === null || inData) return node;
  const source = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source))
    Object.defineProperty(out, key, {
      value: markPlainStrings(value, formats, DATA_KEYWORDS.has(key)),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  if (!isPlainString(source)) return out;
  const minLength = (source.minLength as number | undefined) ?? 0;
  const maxLength = (source.maxLength as number | undefined) ?? Math.max(minLength + 10, 10);
  const format = `${FORMAT_PREFIX}:${minLength}:${maxLength}`;
  formats[format] ??= (random) => letters(random, random.int(minLength, maxLength));
  out.format = format;
  return out;
}

// Keywords under which json-schema-faker merges one subschema into another: a marked node's bounds would
// then not be the merged node's, so a schema holding any of them is left unmarked.
const MERGING_KEYWORDS = ['allOf', 'if', 'then', 'else', 'not', 'dependentSchemas', 'dependencies'];
// Keywords that may sit beside `$ref`, `anyOf` or `oneOf` without anything being merged into the branch.
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/** Whether faker may merge a subschema into another somewhere in `node` (a conservative reading). */
function mergesSubschemas(node: unknown, inData: boolean): boolean {
  if (Array.isArray(node)) return node.some((item) => mergesSubschemas(item, inData));
  if (typeof node !== 'object' || node === null || inData) return false;
  const keys = Object.keys(node);
  if (MERGING_KEYWORDS.some((key) => keys.includes(key))) return true;
  const branching = keys.filter((key) => key === '$ref' || key === 'anyOf' || key === 'oneOf');
  if (branching.length > 1 || (branching.length === 1 && keys.some((key) => key !== branching[0] && !ANNOTATIONS.has(key)))) return true;
  return Object.entries(node).some(([key, value]) => mergesSubschemas(value, DATA_KEYWORDS.has(key)));
}

/** The options of every faker case: as many optional keys as not, short arrays, shallow nesting. */
export const FAKER_OPTIONS = { optionalsProbability: 0.5, maxItems: 3, maxDepth: 5 } as const;

/**
 * json-schema-faker over one schema, its plain strings drawn without faker's per-character
 * allocation (the same values from the same seed). The marked schema is made once per schema, and
 * compiled once when compileFaker follows all of it (the same values again, without faker's walk).
 * Throws where json-schema-faker cannot follow the schema, as generateSync does.
 */
export function fakerArgs(schema: JsonSchema): (seed: number) => unknown {
  const formats: Record<string, (random: Random) => string> = {};
  const marked = (mergesSubschemas(schema, false) ? schema : markPlainStrings(schema, formats, false)) as FakerSchema;
  const compiled = compileFaker(marked, { ...FAKER_OPTIONS, formats });
  if (compiled !== undefined) return compiled;
  const options: GenerateOptions = { ...FAKER_OPTIONS, formats };
  return (seed) => generateSync(marked, { ...options, seed });
}
