import type { JsonSchema } from '../../model/jsonSchema.ts';
import type { LibraryOrigin } from '../../model/toolUnderTest.ts';
import { libraryPackage } from './libraryPackage.ts';
import { findProjectPackage, importFromPackage, type ProjectPackage } from './projectPackage.ts';

/** What deriving a tool's advertised JSON Schema with its library's converter gave. */
export type DerivedSchema =
  | { readonly kind: 'derived'; readonly advertised: JsonSchema; readonly converter: LibraryOrigin['converter'] }
  /** The converter is not installed in the user's project: `package` is what to install (undefined: there is none to install). */
  | { readonly kind: 'missing'; readonly package?: string }
  /** The converter threw on this schema (a transform, a narrow): the tool has no schema to fuzz against. */
  | { readonly kind: 'failed'; readonly message: string; readonly converter: LibraryOrigin['converter'] };

type Convert = (schema: unknown) => unknown;

/** A converter found in the project: where it lives and the function to call. */
interface FoundConverter {
  readonly pkg: ProjectPackage;
  readonly convert: Convert;
}

function functionOf(exports: Record<string, unknown> | undefined, ...names: string[]): Convert | undefined {
  for (const name of names) {
    const value = exports?.[name];
    if (typeof value === 'function') return value as Convert;
  }
  return undefined;
}

async function exported(pkg: ProjectPackage | undefined, subpaths: readonly string[], names: readonly string[], importer: string): Promise<FoundConverter | undefined> {
  if (pkg === undefined) return undefined;
  for (const subpath of subpaths) {
    const convert = functionOf(await importFromPackage(pkg, subpath, importer), ...names);
    if (convert !== undefined) return { pkg, convert };
  }
  return undefined;
}

/** The package each library's converter ships in, as a user installs it. */
const CONVERTER_PACKAGE: Readonly<Record<string, string>> = { zod: 'zod', zod3: 'zod-to-json-schema', valibot: '@valibot/to-json-schema' };

// Each library's own converter at its defaults, from the user's project: zod 4's z.toJSONSchema
// (from `zod`, or `zod/v4` of a zod 3.25 install), zod-to-json-schema for zod 3, valibot's package,
// arktype's and TypeBox's own schemas. Undefined when it is not installed.
async function findConverter(library: string, schema: Record<PropertyKey, unknown>, modulePath: string): Promise<FoundConverter | undefined> {
  switch (library) {
    case 'zod':
      return exported(libraryPackage('zod', modulePath), ['.', './v4'], ['toJSONSchema'], modulePath);
    case 'zod3':
      return exported(findProjectPackage('zod-to-json-schema', modulePath), ['.'], ['zodToJsonSchema', 'default'], modulePath);
    case 'valibot':
      return exported(findProjectPackage('@valibot/to-json-schema', modulePath), ['.'], ['toJsonSchema'], modulePath);
    case 'arktype': {
      const pkg = libraryPackage('arktype', modulePath);
      const method = schema['toJsonSchema'];
      return pkg === undefined || typeof method !== 'function' ? undefined : { pkg, convert: () => (method as () => unknown).call(schema) };
    }
    case 'typebox': {
      const pkg = libraryPackage('typebox', modulePath);
      // The schema is its own JSON Schema; the clone below drops TypeBox's symbol keys.
      return pkg === undefined ? undefined : { pkg, convert: (s) => s };
    }
    default:
      return undefined;
  }
}

/** What the converter said, on one line and short enough for a report (arktype's error is a multi-line object dump). */
export function converterMessage(thrown: unknown): string {
  let text: string;
  try {
    text = thrown instanceof Error ? thrown.message : String(thrown);
  } catch {
    text = 'an unreadable value was thrown';
  }
  const code = typeof thrown === 'object' && thrown !== null ? (thrown as { code?: unknown }).code : undefined;
  // arktype's message is its context object dumped; its code (`predicate`, `morph`) says what could not be converted.
  if (typeof code === 'string' && text.trimStart().startsWith('{')) return `a ${code} cannot be represented in JSON Schema`;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line || 'the converter threw';
}

/**
 * The JSON Schema a harness would show the model for `schema`: the library's converter as the
 * user's project has it, called at its defaults (zod 4's default `io: "output"` included: that is
 * what users get), the result cloned to plain JSON.
 */
export async function deriveAdvertised(library: string, schema: Record<PropertyKey, unknown>, modulePath: string): Promise<DerivedSchema> {
  const found = await findConverter(library, schema, modulePath);
  if (found === undefined) {
    const pkg = CONVERTER_PACKAGE[library] ?? (['arktype', 'typebox'].includes(library) ? library : undefined);
    return pkg === undefined ? { kind: 'missing' } : { kind: 'missing', package: pkg };
  }
  const converter: LibraryOrigin['converter'] = { kind: 'converter', package: found.pkg.manifest['name'] === undefined ? found.pkg.name : String(found.pkg.manifest['name']), ...(found.pkg.version === undefined ? {} : { version: found.pkg.version }), options: {} };
  try {
    const text = JSON.stringify(found.convert(schema));
    if (text === undefined) return { kind: 'failed', message: 'the converter returned no JSON Schema', converter };
    return { kind: 'derived', advertised: JSON.parse(text) as JsonSchema, converter };
  } catch (thrown) {
    return { kind: 'failed', message: converterMessage(thrown), converter };
  }
}
