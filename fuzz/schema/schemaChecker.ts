import type { ValidateFunction } from 'ajv';
import { advertisedAjv } from './ajvFactory.ts';
import { rootIdOf } from './schemaRefs.ts';
import { DATA_KEYWORDS, isSchemaObject, type Draft, type JsonSchema } from './schemaTypes.ts';

/** Judges values against subschemas of one root, as ajv (with ajv-formats, full mode) does. */
export interface SchemaChecker {
  /** Whether `value` is valid against `schema`, a subschema of the root or a schema built from its parts. */
  readonly accepts: (schema: JsonSchema, value: unknown) => boolean;
}

const ROOT_KEY = 'toolfuzz:root';
let rootCount = 0;

function rebased(node: unknown, rootId: string, inData: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => rebased(item, rootId, inData));
  if (typeof node !== 'object' || node === null || inData) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const rebasedValue =
      (key === '$ref' || key === '$dynamicRef' || key === '$recursiveRef') && typeof value === 'string' && value.startsWith('#')
        ? `${rootId}${value}`
        : rebased(value, rootId, DATA_KEYWORDS.has(key));
    Object.defineProperty(out, key, { value: rebasedValue, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function guarded(validate: ValidateFunction): ValidateFunction {
  const safe = (value: unknown) => {
    try {
      return validate(value) === true;
    } catch {
      // ajv's uniqueItems (fast-deep-equal) calls an own `toString` key; a value ajv cannot judge is not kept.
      return false;
    }
  };
  return safe as unknown as ValidateFunction;
}

/**
 * A checker for one root schema. A subschema is compiled on its own with its local refs rebased onto
 * the registered root, so parts taken out of the tree (merged allOf, one oneOf branch) still resolve.
 * Compiles are lazy and cached by schema identity: only the nodes generation must filter pay.
 */
export function createSchemaChecker(root: JsonSchema, draft: Draft): SchemaChecker {
  const ajv = advertisedAjv(draft);
  const ownId = rootIdOf(root);
  const rootId = ownId ?? `${ROOT_KEY}:${++rootCount}`;
  try {
    // A root whose $id is already registered (the same tool prepared twice) is the same schema.
    if (ownId === undefined || ajv.getSchema(ownId) === undefined)
      ajv.addSchema(isSchemaObject(root) ? root : {}, ownId === undefined ? rootId : undefined);
  } catch {
    // An invalid root: subschemas that refer into it will not compile, and a checker that cannot compile accepts nothing.
  }
  const cache = new WeakMap<object, ValidateFunction>();
  const acceptAll = ajv.compile(true);
  const rejectAll = ajv.compile(false);
  const validatorOf = (schema: JsonSchema): ValidateFunction => {
    if (typeof schema === 'boolean') return schema ? acceptAll : rejectAll;
    const cached = cache.get(schema);
    if (cached !== undefined) return cached;
    const { $id: _id, $schema: _schema, ...rest } = rebased(schema, rootId, false) as Record<string, unknown>;
    let compiled: ValidateFunction;
    try {
      compiled = guarded(ajv.compile(rest));
    } catch {
      compiled = rejectAll;
    }
    cache.set(schema, compiled);
    return compiled;
  };
  return { accepts: (schema, value) => validatorOf(schema)(value) === true };
}
