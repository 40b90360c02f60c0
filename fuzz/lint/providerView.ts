import { isSchemaObject, type JsonSchema, type JsonSchemaObject } from '../schema/schemaTypes.ts';
import type { Provider } from './lintTypes.ts';
import { mapSchema, withKeyword, withoutKeywords } from '../schema/mapSchema.ts';
import { limit } from './providerLimits.ts';
import { ANTHROPIC_STRICT_FORMATS } from './rules/anthropicStrictRules.ts';
import { GEMINI_UNENFORCED_KEYWORDS } from './rules/geminiRules.ts';
import { isObjectSchema, keyword, propertyKeys, requiredKeys } from '../schema/schemaNodes.ts';

// A type list can take "null" only where nothing else in the schema would still refuse null.
const REFUSES_NULL_ELSEWHERE = ['enum', 'const', '$ref', 'anyOf', 'oneOf', 'allOf', 'not', 'if'];
// What the Anthropic SDKs keep in a strict schema (AS-2, AS-9); every other keyword moves into the description.
const ANTHROPIC_KEPT = new Set([
  'type',
  'enum',
  'const',
  'anyOf',
  'allOf',
  '$ref',
  '$defs',
  'definitions',
  'default',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'pattern',
  'description',
  'title',
  '$schema',
  '$id',
  '$anchor',
  '$comment',
]);

/** A schema that also accepts null: `type: [T, "null"]` where that is enough, else `anyOf: [schema, {type: "null"}]`. */
export function nullable(schema: unknown): unknown {
  if (schema === true || !isSchemaObject(schema)) return schema === false ? { type: 'null' } : schema;
  const type = keyword(schema, 'type');
  const plainType = typeof type === 'string' || (Array.isArray(type) && type.length > 0);
  if (plainType && !REFUSES_NULL_ELSEWHERE.some((name) => keyword(schema, name) !== undefined)) {
    const types = typeof type === 'string' ? [type] : (type as unknown[]);
    return types.includes('null') ? schema : withKeyword(schema, 'type', [...types, 'null']);
  }
  return { anyOf: [schema, { type: 'null' }] };
}

// OpenAI strict (OA-2, OA-3): every object closed and every key required, an optional one made nullable.
function strictObject(node: JsonSchemaObject): JsonSchemaObject {
  if (!isObjectSchema(node)) return node;
  const keys = propertyKeys(node);
  const required = requiredKeys(node);
  let out = node;
  if (keys.length > 0) {
    const properties = keyword(node, 'properties') as JsonSchemaObject;
    const made: Record<string, unknown> = {};
    for (const key of keys)
      Object.defineProperty(made, key, {
        value: required.includes(key) ? properties[key] : nullable(properties[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    out = withKeyword(withKeyword(out, 'properties', made), 'required', keys);
  }
  return withKeyword(out, 'additionalProperties', false);
}

// The Anthropic SDKs' strict transform (AS-9): oneOf as anyOf, objects closed, unsupported keywords moved into the description.
function anthropicStrictNode(node: JsonSchemaObject): JsonSchemaObject {
  const format = keyword(node, 'format');
  const minItems = keyword(node, 'minItems');
  const keeps = (name: string): boolean =>
    ANTHROPIC_KEPT.has(name) ||
    name === 'oneOf' ||
    (name === 'format' && typeof format === 'string' && ANTHROPIC_STRICT_FORMATS.includes(format)) ||
    (name === 'minItems' && typeof minItems === 'number' && minItems <= limit('anthropicStrictMinItems'));
  const moved = Object.keys(node).filter((name) => !keeps(name));
  let out = withoutKeywords(node, (name) => !keeps(name));
  if (keyword(out, 'oneOf') !== undefined)
    out = withKeyword(
      withoutKeywords(out, (name) => name === 'oneOf'),
      'anyOf',
      node['oneOf'],
    );
  if (moved.length > 0) {
    const note = `{${moved.map((name) => `${name}: ${JSON.stringify(node[name])}`).join(', ')}}`;
    const description = keyword(node, 'description');
    out = withKeyword(out, 'description', typeof description === 'string' && description !== '' ? `${description}\n\n${note}` : note);
  }
  return isObjectSchema(out) ? withKeyword(out, 'additionalProperties', false) : out;
}

/**
 * The schema as `provider`'s model is held to it, which is what the model sends args for:
 * - `openai-strict`: the strict rewrite (every key required, an optional one nullable, every object closed);
 * - `anthropic-strict`: what the Anthropic SDKs send (unsupported keywords moved into the description, so the model is not held to them);
 * - `gemini`, `gemini-json`: the keywords Gemini ignores (GE-10: minLength, maxLength, minItems) removed;
 * - `openai`, `anthropic`: the schema as it is (best effort: nothing is rewritten).
 * Pure: `schema` is never changed. A schema the provider would reject still gets a view; the lint says it is rejected.
 */
export function providerView(schema: JsonSchema, provider: Provider): JsonSchema {
  switch (provider) {
    case 'openai-strict':
      return mapSchema(schema, strictObject);
    case 'anthropic-strict':
      return mapSchema(schema, anthropicStrictNode);
    case 'gemini':
    case 'gemini-json':
      return mapSchema(schema, (node) => withoutKeywords(node, (name) => (GEMINI_UNENFORCED_KEYWORDS as readonly string[]).includes(name)));
    case 'openai':
    case 'anthropic':
      return mapSchema(schema, (node) => node);
  }
}

/** Whether a provider's view of `schema` differs from it: only then does the model send anything the schema itself would not produce. */
export function viewDiffers(schema: JsonSchema, provider: Provider): boolean {
  return JSON.stringify(providerView(schema, provider)) !== JSON.stringify(schema);
}
