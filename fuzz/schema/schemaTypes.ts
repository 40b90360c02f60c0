/**
 * A JSON Schema document or subschema as toolfuzz handles it: plain JSON data (draft-07, 2019-09 or
 * 2020-12), an object of keywords or `true` / `false`. Kept loose on purpose: schemas come from
 * converters, servers and users, and every reader checks the keywords it relies on.
 */
export type JsonSchema = boolean | JsonSchemaObject;

/** A JSON Schema object: keywords are read defensively, since real tool schemas are untyped JSON. */
export type JsonSchemaObject = Readonly<Record<string, unknown>>;

/** The JSON Schema drafts generation understands; `$schema` decides, 2020-12 when absent. */
export type Draft = 'draft-07' | '2019-09' | '2020-12';

/** The JSON types of JSON Schema's `type` keyword. */
export type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

/** Every JSON type, in the order generation tries them for an untyped schema. */
export const JSON_TYPES: readonly JsonType[] = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

/** Keywords that do not constrain values (annotations, and the containers of definitions). */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$id',
  '$schema',
  '$defs',
  'definitions',
  '$anchor',
  '$vocabulary',
]);

/** Keywords whose values are data, not schemas: a `$ref` key in an enum member is not a reference. */
export const DATA_KEYWORDS: ReadonlySet<string> = new Set(['enum', 'const', 'default', 'examples']);

/** The draft a root schema declares through `$schema` (draft-04/06 are read as 07: same keywords for tools). */
export function draftOf(root: JsonSchema): Draft {
  const uri = typeof root === 'object' && typeof root.$schema === 'string' ? root.$schema : '';
  if (/draft-0[467]/.test(uri)) return 'draft-07';
  if (uri.includes('2019-09')) return '2019-09';
  return '2020-12';
}

/** Whether `value` is a schema object (not a boolean schema, not an array). */
export function isSchemaObject(value: unknown): value is JsonSchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` can stand as a subschema (an object or a boolean). */
export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'boolean' || isSchemaObject(value);
}

/** A keyword's value when it is a finite number, else undefined. */
export function numberKeyword(schema: JsonSchemaObject, keyword: string): number | undefined {
  const value = schema[keyword];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The declared types of a schema (`type` as a string or an array), or undefined when it declares none. */
export function declaredTypes(schema: JsonSchemaObject): readonly JsonType[] | undefined {
  const type = schema.type;
  if (typeof type === 'string') return JSON_TYPES.includes(type as JsonType) ? [type as JsonType] : [];
  if (Array.isArray(type)) return JSON_TYPES.filter((t) => type.includes(t));
  return undefined;
}

/** The schema objects in a keyword holding a list of subschemas (`anyOf`, `allOf`, `prefixItems`...). */
export function schemaList(schema: JsonSchemaObject, keyword: string): readonly JsonSchema[] | undefined {
  const value = schema[keyword];
  return Array.isArray(value) ? value.filter(isSchema) : undefined;
}
