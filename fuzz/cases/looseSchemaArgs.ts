import fc from 'fast-check';
import { anyJsonValue, extraKey, jsonInteger, jsonNumber, jsonString } from './typed/jsonValues.ts';
import { defineOwn } from '../json/ownProperty.ts';
import { resolveRef } from '../schema/schemaRefs.ts';
import { isSchemaObject, type JsonSchema, type JsonSchemaObject } from '../schema/schemaTypes.ts';

const ABSENT = Symbol('absent');

// Nested objects are shaped this deep; below, any JSON.
const SHAPED_DEPTH = 2;

/** The object schema a node stands for, following `$ref`s and the first object branch of a composition. */
function objectView(root: JsonSchema, schema: JsonSchema, hops = 0): JsonSchemaObject | undefined {
  if (!isSchemaObject(schema) || hops > 8) return undefined;
  if (isSchemaObject(schema.properties)) return schema;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(root, schema.$ref);
    if (target.kind === 'found') return objectView(root, target.schema, hops + 1);
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      const view = objectView(root, branch as JsonSchema, hops + 1);
      if (view !== undefined) return view;
    }
  }
  return undefined;
}

// Any JSON, leaning on the values validators get wrong: edge strings, huge and fractional numbers.
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: anyJsonValue },
  { weight: 2, arbitrary: jsonString },
  { weight: 2, arbitrary: jsonNumber },
  { weight: 1, arbitrary: jsonInteger },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, {}, []) },
);

function shapedObject(root: JsonSchema, object: JsonSchemaObject, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = object.properties as Record<string, JsonSchema>;
  const keys = Object.keys(properties);
  const entries = keys.map((key) => {
    const nested = depth < SHAPED_DEPTH ? objectView(root, properties[key] as JsonSchema) : undefined;
    const value =
      nested === undefined
        ? anyValue
        : fc.oneof({ weight: 2, arbitrary: shapedObject(root, nested, depth + 1) }, { weight: 1, arbitrary: anyValue });
    return fc.option(value, { nil: ABSENT, freq: 4 });
  });
  const extras = fc.option(fc.array(fc.tuple(extraKey, anyJsonValue), { maxLength: 2 }), { nil: [] as [string, unknown][], freq: 4 });
  return fc.tuple(fc.tuple(...entries), extras).map(([values, extra]) => {
    const out: Record<string, unknown> = {};
    // defineOwn: a `__proto__` key (declared or invented) stays an own key, as JSON.parse makes it; a key
    // met again is redefined in place, as defineProperty did.
    for (let i = 0; i < keys.length; i++) if (values[i] !== ABSENT) defineOwn(out, keys[i] as string, values[i]);
    for (const [key, value] of extra) defineOwn(out, key, value);
    return out;
  });
}

/**
 * Args shaped like the advertised schema's top-level object, with any JSON anywhere: declared keys
 * come and go, values of any type, invented keys, and now and then a top level that is no object.
 * A root with no `properties` gives objects of invented keys.
 */
export function looseSchemaArgs(root: JsonSchema): fc.Arbitrary<unknown> {
  const view = objectView(root, root) ?? { properties: {} };
  return fc.oneof({ weight: 12, arbitrary: shapedObject(root, view, 0) }, { weight: 1, arbitrary: anyValue });
}
