import type { PropType } from '../reference/schemaSpec.ts';

/** A non-null, non-array object: what JSON Schema's `type: 'object'` accepts. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` has the declared type, as JSON Schema (ajv with strictNumbers) judges it. */
export function valueHasType(type: PropType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isJsonObject(value);
    case 'array':
      return Array.isArray(value);
    default:
      return false;
  }
}
