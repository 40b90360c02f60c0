/** TypeBox marks every schema with this key (a global symbol, so any copy of TypeBox sees it). */
export const TYPEBOX_KIND = Symbol.for('TypeBox.Kind');

/** How a tool's schema checks args at run time: Standard Schema's `~standard.validate`, or TypeBox's `Value.Check`. */
export type SchemaCheck = 'standard' | 'typebox';

/** The schema library a tool's `inputSchema` comes from, told from the schema object alone. */
export interface SchemaLibrary {
  /** As users name it: `zod` (zod 4), `zod3`, `valibot`, `arktype`, `typebox`, or another Standard Schema vendor. */
  readonly library: string;
  readonly check: SchemaCheck;
}

function isObjectLike(value: unknown): value is Record<PropertyKey, unknown> {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/** The Standard Schema vendor of `schema` (`zod`, `valibot`, `arktype`, ...), when it is one. */
function standardVendor(schema: Record<PropertyKey, unknown>): string | undefined {
  const standard = schema['~standard'];
  if (!isObjectLike(standard) || typeof standard['validate'] !== 'function') return undefined;
  return typeof standard['vendor'] === 'string' ? standard['vendor'] : 'standard-schema';
}

/**
 * Which library made `schema`, or undefined when it is neither a Standard Schema nor a TypeBox
 * schema. zod 4 schemas carry `_zod` (and a `_def` too); zod 3 schemas only `_def`. An arktype
 * type is a function, so functions are looked at as well.
 */
export function schemaLibraryOf(schema: unknown): SchemaLibrary | undefined {
  if (!isObjectLike(schema)) return undefined;
  const vendor = standardVendor(schema);
  if (vendor === 'zod') return { library: '_zod' in schema ? 'zod' : 'zod3', check: 'standard' };
  if (vendor !== undefined) return { library: vendor, check: 'standard' };
  if (TYPEBOX_KIND in schema) return { library: 'typebox', check: 'typebox' };
  return undefined;
}

/** A tool entry's schema: `inputSchema`, else `parameters` (the AI SDK's and OpenAI agents' name for it). */
export function entrySchema(
  entry: Record<string, unknown>,
): { readonly field: 'inputSchema' | 'parameters'; readonly schema: unknown } | undefined {
  if (entry['inputSchema'] !== undefined) return { field: 'inputSchema', schema: entry['inputSchema'] };
  if (entry['parameters'] !== undefined) return { field: 'parameters', schema: entry['parameters'] };
  return undefined;
}
