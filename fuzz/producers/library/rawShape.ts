import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { LibraryOrigin } from '../../tool/toolUnderTest.ts';
import { converterMessage, deriveAdvertised, type DerivedSchema } from './deriveAdvertised.ts';
import { libraryPackage } from './libraryPackage.ts';
import { findProjectPackage, importFromPackage, type ProjectPackage } from './projectPackage.ts';
import { schemaLibraryOf } from './schemaLibrary.ts';

/** The zod majors a raw shape may be written in. */
export type RawShapeLibrary = 'zod' | 'zod3';

/** The options McpServer (SDK ≥ 1.23) passes its converter for an input schema, as its `tools/list` handler does. */
export const SDK_INPUT_OPTIONS = { strictUnions: true, pipeStrategy: 'input' } as const;

/** A raw shape made into the object schema a user's server checks with, and how its advertised schema is made. */
export interface RawShapeObject {
  /** `z.object(shape)`, built as the SDK builds it (its `objectFromShape`), else with the user's zod. */
  readonly schema: Record<PropertyKey, unknown>;
  readonly library: RawShapeLibrary;
  /** The SDK's conversion (`toJsonSchemaCompat`), when the user's project has an SDK that exports it; else zod's own converter applies. */
  readonly sdk?: { readonly converter: LibraryOrigin['converter']; readonly convert: (schema: unknown) => unknown };
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The zod major of a raw shape, as `McpServer.registerTool` takes one: a plain object, not itself a
 * schema, whose values are all zod schemas of one major (`{ city: z.string(), days: z.number() }`).
 * Undefined for anything else (an empty object is no shape toolfuzz can tell from a mistake).
 */
export function rawShapeLibrary(value: unknown): RawShapeLibrary | undefined {
  if (!isPlainRecord(value) || schemaLibraryOf(value) !== undefined) return undefined;
  const libraries = new Set(Object.values(value).map((field) => schemaLibraryOf(field)?.library));
  if (libraries.size !== 1) return undefined;
  const [library] = libraries;
  return library === 'zod' || library === 'zod3' ? library : undefined;
}

type Fn = (...args: unknown[]) => unknown;

async function sdkFunctions(sdk: ProjectPackage, importer: string): Promise<{ objectFromShape: Fn; toJsonSchemaCompat: Fn } | undefined> {
  const compat = await importFromPackage(sdk, './server/zod-compat.js', importer).catch(() => undefined);
  const convert = await importFromPackage(sdk, './server/zod-json-schema-compat.js', importer).catch(() => undefined);
  const objectFromShape = compat?.['objectFromShape'];
  const toJsonSchemaCompat = convert?.['toJsonSchemaCompat'];
  return typeof objectFromShape === 'function' && typeof toJsonSchemaCompat === 'function'
    ? { objectFromShape: objectFromShape as Fn, toJsonSchemaCompat: toJsonSchemaCompat as Fn }
    : undefined;
}

// The user's zod `object` for this major: zod 4 from `zod` (or `zod/v4` of a 3.25 install), zod 3 from its alias (or `zod/v3` of zod 4).
async function zodObject(library: RawShapeLibrary, modulePath: string): Promise<Fn | undefined> {
  const pkg = libraryPackage(library, modulePath);
  if (pkg === undefined) return undefined;
  const major = Number(/^(\d+)\./.exec(pkg.version ?? '')?.[1]);
  const subpaths = library === 'zod' ? (major === 3 ? ['./v4'] : ['.']) : major === 4 ? ['./v3'] : ['.'];
  for (const subpath of subpaths) {
    const object = (await importFromPackage(pkg, subpath, modulePath))?.['object'];
    if (typeof object === 'function') return object as Fn;
  }
  return undefined;
}

/**
 * `z.object(shape)` for a raw shape, the way `McpServer.registerTool` makes it: with the SDK's own
 * `objectFromShape` and `toJsonSchemaCompat` when the user's project has an SDK exporting them
 * (1.23 and later), else with the user's own zod. Undefined when neither is installed.
 */
export async function objectOfRawShape(
  shape: Record<string, unknown>,
  library: RawShapeLibrary,
  modulePath: string,
): Promise<RawShapeObject | undefined> {
  const sdk = findProjectPackage('@modelcontextprotocol/sdk', modulePath);
  const fromSdk = sdk === undefined ? undefined : await sdkFunctions(sdk, modulePath);
  if (sdk !== undefined && fromSdk !== undefined) {
    const converter: LibraryOrigin['converter'] = {
      kind: 'converter',
      package: sdk.name,
      ...(sdk.version === undefined ? {} : { version: sdk.version }),
      options: SDK_INPUT_OPTIONS,
    };
    const schema = fromSdk.objectFromShape(shape) as Record<PropertyKey, unknown>;
    return { schema, library, sdk: { converter, convert: (object) => fromSdk.toJsonSchemaCompat(object, SDK_INPUT_OPTIONS) } };
  }
  const object = await zodObject(library, modulePath);
  return object === undefined ? undefined : { schema: object(shape) as Record<PropertyKey, unknown>, library };
}

/**
 * The advertised JSON Schema of a raw shape: the SDK's `toJsonSchemaCompat` with McpServer's input
 * options where the project has it, else zod's converter at its defaults on `z.object(shape)`.
 */
export async function deriveRawShapeAdvertised(
  shape: Record<string, unknown>,
  library: RawShapeLibrary,
  modulePath: string,
): Promise<DerivedSchema> {
  const object = await objectOfRawShape(shape, library, modulePath);
  if (object === undefined) return { kind: 'missing', package: 'zod' };
  if (object.sdk === undefined) return deriveAdvertised(library, object.schema, modulePath);
  try {
    const text = JSON.stringify(object.sdk.convert(object.schema));
    if (text === undefined) return { kind: 'failed', message: 'the converter returned no JSON Schema', converter: object.sdk.converter };
    return { kind: 'derived', advertised: JSON.parse(text) as JsonSchema, converter: object.sdk.converter };
  } catch (thrown) {
    return { kind: 'failed', message: converterMessage(thrown), converter: object.sdk.converter };
  }
}
