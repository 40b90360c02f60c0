import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { LibraryOrigin } from '../../tool/toolUnderTest.ts';
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

/** A converter found in the project: its package (as `LibraryOrigin` records it), the options it is called with, and the function to call. */
interface FoundConverter {
  readonly package: string;
  readonly version?: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly convert: Convert;
}

function fromPackage(pkg: ProjectPackage, convert: Convert): FoundConverter {
  // The package's own name: an npm alias (`zod3`) is still zod.
  const name = typeof pkg.manifest['name'] === 'string' ? pkg.manifest['name'] : pkg.name;
  return { package: name, ...(pkg.version === undefined ? {} : { version: pkg.version }), options: {}, convert };
}

// Standard JSON Schema (`~standard.jsonSchema`): the interface a vendor without a converter of its
// own may offer; harnesses ask it for the input side, and a target is required.
const STANDARD_JSON_SCHEMA_OPTIONS = { target: 'draft-2020-12' } as const;

function standardJsonSchema(library: string, schema: Record<PropertyKey, unknown>, modulePath: string): FoundConverter | undefined {
  const standard = schema['~standard'] as { jsonSchema?: { input?: unknown } } | undefined;
  const input = standard?.jsonSchema?.input;
  if (typeof input !== 'function') return undefined;
  const version = libraryPackage(library, modulePath)?.version;
  return {
    package: library,
    ...(version === undefined ? {} : { version }),
    options: { io: 'input', ...STANDARD_JSON_SCHEMA_OPTIONS },
    convert: () => (input as (options: unknown) => unknown).call(standard?.jsonSchema, STANDARD_JSON_SCHEMA_OPTIONS),
  };
}

function functionOf(exports: Record<string, unknown> | undefined, ...names: string[]): Convert | undefined {
  for (const name of names) {
    const value = exports?.[name];
    if (typeof value === 'function') return value as Convert;
  }
  return undefined;
}

async function exported(
  pkg: ProjectPackage | undefined,
  subpaths: readonly string[],
  names: readonly string[],
  importer: string,
): Promise<FoundConverter | undefined> {
  if (pkg === undefined) return undefined;
  for (const subpath of subpaths) {
    const convert = functionOf(await importFromPackage(pkg, subpath, importer), ...names);
    if (convert !== undefined) return fromPackage(pkg, convert);
  }
  return undefined;
}

/** The package each library's converter ships in, as a user installs it. */
const CONVERTER_PACKAGE: Readonly<Record<string, string>> = { zod: 'zod', zod3: 'zod-to-json-schema', valibot: '@valibot/to-json-schema' };

// Each library's own converter at its defaults, from the user's project: zod 4's z.toJSONSchema
// (from `zod`, or `zod/v4` of a zod 3.25 install), zod-to-json-schema for zod 3, valibot's package,
// arktype's and TypeBox's own schemas; another vendor's Standard JSON Schema. Undefined when there is none.
async function findConverter(
  library: string,
  schema: Record<PropertyKey, unknown>,
  modulePath: string,
): Promise<FoundConverter | undefined> {
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
      return pkg === undefined || typeof method !== 'function' ? undefined : fromPackage(pkg, () => (method as () => unknown).call(schema));
    }
    case 'typebox': {
      const pkg = libraryPackage('typebox', modulePath);
      // The schema is its own JSON Schema; the clone below drops TypeBox's symbol keys.
      return pkg === undefined ? undefined : fromPackage(pkg, (s) => s);
    }
    default:
      return standardJsonSchema(library, schema, modulePath);
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
  const converter: LibraryOrigin['converter'] = {
    kind: 'converter',
    package: found.package,
    ...(found.version === undefined ? {} : { version: found.version }),
    options: found.options,
  };
  try {
    const text = JSON.stringify(found.convert(schema));
    if (text === undefined) return { kind: 'failed', message: 'the converter returned no JSON Schema', converter };
    return { kind: 'derived', advertised: JSON.parse(text) as JsonSchema, converter };
  } catch (thrown) {
    return { kind: 'failed', message: converterMessage(thrown), converter };
  }
}
