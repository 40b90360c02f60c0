import { isJsonObject } from '../json/jsonTypes.ts';
import type { JsonType } from './schemaTypes.ts';

/** Whether `value` has the JSON type, as ajv with strictNumbers judges it (integers are numbers too). */
export function valueHasJsonType(type: JsonType, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isJsonObject(value);
  }
}
