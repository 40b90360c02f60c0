import { hasOwn } from '../json/ownProperty.ts';
import { isSchemaObject, type JsonSchema, type JsonSchemaObject } from './schemaTypes.ts';
import { childPointer } from './jsonPointer.ts';

/** One schema object inside a tool's schema, where it is and how deep in objects. */
export interface SchemaNode {
  readonly schema: JsonSchemaObject;
  /** JSON Pointer from the tool's schema root. */
  readonly path: string;
  /** How many object schemas enclose this one (0 for the root and for what sits beside it). */
  readonly objectDepth: number;
}

/** Keywords whose value is a map of name -> subschema. */
export const MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;
/** Keywords whose value is a list of subschemas (`items` may be one too, in draft-07). */
export const LIST_KEYWORDS = ['prefixItems', 'anyOf', 'oneOf', 'allOf'] as const;
/** Keywords whose value is one subschema (`items` may be one too). */
export const SINGLE_KEYWORDS = [
  'additionalProperties',
  'additionalItems',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
] as const;

/** The value of an own keyword of a schema, never one inherited from Object.prototype (`constructor`, `__proto__`). */
export function keyword(schema: JsonSchemaObject, name: string): unknown {
  return hasOwn(schema, name) ? schema[name] : undefined;
}

/** The declared types of a schema: `type` as a list, empty when absent or malformed. */
export function typesOf(schema: JsonSchemaObject): string[] {
  const type = keyword(schema, 'type');
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

/** Whether a schema describes an object: it says `type: "object"`, or it has `properties` and no type. */
export function isObjectSchema(schema: JsonSchemaObject): boolean {
  const types = typesOf(schema);
  return types.includes('object') || (types.length === 0 && isSchemaObject(keyword(schema, 'properties')));
}

/** The keys of an object schema's `properties` (own keys only, so `__proto__` counts). */
export function propertyKeys(schema: JsonSchemaObject): string[] {
  const properties = keyword(schema, 'properties');
  return isSchemaObject(properties) ? Object.keys(properties) : [];
}

/** The names in a schema's `required` list (non-strings dropped). */
export function requiredKeys(schema: JsonSchemaObject): string[] {
  const required = keyword(schema, 'required');
  return Array.isArray(required) ? required.filter((k): k is string => typeof k === 'string') : [];
}

/**
 * Every schema object in `root`, parents before children, with its JSON Pointer: the root,
 * then what sits under properties, patternProperties, additionalProperties, items (a schema or,
 * draft-07, a list), prefixItems, anyOf/oneOf/allOf, not/if/then/else, $defs/definitions,
 * dependentSchemas, contains, propertyNames and the unevaluated keywords. Boolean subschemas are
 * not nodes. A cycle (only code can build one, never JSON) is not followed back into itself.
 */
export function schemaNodes(root: JsonSchema): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  // Only the ancestors: a subschema object shared by two places (code can build that) is two nodes.
  const ancestors = new Set<object>();
  const visit = (value: unknown, path: string, objectDepth: number): void => {
    if (!isSchemaObject(value) || ancestors.has(value)) return;
    ancestors.add(value);
    nodes.push({ schema: value, path, objectDepth });
    const below = objectDepth + (isObjectSchema(value) ? 1 : 0);
    for (const name of MAP_KEYWORDS) {
      const map = keyword(value, name);
      if (isSchemaObject(map)) for (const key of Object.keys(map)) visit(map[key], childPointer(childPointer(path, name), key), below);
    }
    const items = keyword(value, 'items');
    if (Array.isArray(items)) items.forEach((item, i) => visit(item, childPointer(childPointer(path, 'items'), i), below));
    else visit(items, childPointer(path, 'items'), below);
    for (const name of LIST_KEYWORDS) {
      const list = keyword(value, name);
      // Branches of a combinator describe the same value as their parent: they sit at its depth.
      const depth = name === 'prefixItems' ? below : objectDepth;
      if (Array.isArray(list)) list.forEach((item, i) => visit(item, childPointer(childPointer(path, name), i), depth));
    }
    for (const name of SINGLE_KEYWORDS)
      visit(keyword(value, name), childPointer(path, name), ['not', 'if', 'then', 'else'].includes(name) ? objectDepth : below);
    ancestors.delete(value);
  };
  visit(root, '', 0);
  return nodes;
}
