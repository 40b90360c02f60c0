/**
 * A JSON Schema document or subschema as toolfuzz handles it: plain JSON data (draft-07, 2019-09 or
 * 2020-12). Kept loose on purpose: schemas come from converters, servers and users, and every
 * reader checks the keywords it relies on.
 */
export type JsonSchema = boolean | JsonSchemaObject;

/** A schema that is an object (every schema but `true` and `false`). */
export interface JsonSchemaObject {
  readonly [keyword: string]: unknown;
}

/** Whether `value` is a schema object (not a boolean schema, not an array). */
export function isSchemaObject(value: unknown): value is JsonSchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
