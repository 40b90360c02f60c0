import { hasOwn } from '../json/ownProperty.ts';
import { isSchemaObject, type JsonSchema, type JsonSchemaObject } from './schemaTypes.ts';
import { LIST_KEYWORDS, MAP_KEYWORDS, SINGLE_KEYWORDS } from './schemaNodes.ts';

// A plain record that keeps a `__proto__` key as data (an object literal would set the prototype).
function record(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

/**
 * A copy of `schema` with `rewrite` applied to every schema object in it, children first (so a
 * rewrite sees its subschemas already rewritten), over the subschema keywords schemaNodes walks.
 * Boolean subschemas and non-schema keywords are kept as they are; the input is never changed.
 */
export function mapSchema(schema: JsonSchema, rewrite: (node: JsonSchemaObject) => JsonSchemaObject): JsonSchema {
  const visit = (value: unknown): unknown => {
    if (!isSchemaObject(value)) return value;
    const entries = Object.keys(value).map((name): [string, unknown] => {
      const child = value[name];
      if ((MAP_KEYWORDS as readonly string[]).includes(name) && isSchemaObject(child))
        return [name, record(Object.keys(child).map((key) => [key, visit(child[key])]))];
      if (((LIST_KEYWORDS as readonly string[]).includes(name) || name === 'items') && Array.isArray(child))
        return [name, child.map(visit)];
      if ((SINGLE_KEYWORDS as readonly string[]).includes(name) || name === 'items') return [name, visit(child)];
      return [name, child];
    });
    return rewrite(record(entries));
  };
  return visit(schema) as JsonSchema;
}

/** A copy of a schema object without the keywords in `names`. */
export function withoutKeywords(node: JsonSchemaObject, names: (name: string) => boolean): JsonSchemaObject {
  return record(
    Object.keys(node)
      .filter((name) => !names(name))
      .map((name) => [name, node[name]]),
  );
}

/** A copy of a schema object with `name` set to `value` (added at the end when new). */
export function withKeyword(node: JsonSchemaObject, name: string, value: unknown): JsonSchemaObject {
  const entries = Object.keys(node).map((key): [string, unknown] => [key, key === name ? value : node[key]]);
  return record(hasOwn(node, name) ? entries : [...entries, [name, value]]);
}
