import type { PropType, SchemaSpec } from '../reference/schemaSpec.ts';
import { UsageError } from '../errors/usageError.ts';
import { describeJsonValue, jsonPathIndex, jsonPathKey } from './describeJson.ts';

const PROP_TYPES: readonly PropType[] = ['string', 'number', 'integer', 'boolean', 'object', 'array'];
const EXPECTED_TYPES = 'expected string, number, integer, boolean, object or array';
const KEYWORDS: readonly string[] = ['type', 'description', 'required', 'enum', 'default', 'properties', 'items'];

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Own keys only: JSON.parse makes `__proto__` an own key, and an inherited `constructor` is never a keyword.
function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

function has(object: JsonObject, key: string): boolean {
  return Object.hasOwn(object, key);
}

function isPropType(value: unknown): value is PropType {
  return typeof value === 'string' && (PROP_TYPES as readonly string[]).includes(value);
}

class SpecChecker {
  constructor(private readonly where: string) {}

  fail(path: string, problem: string): never {
    throw new UsageError(`${this.where}: ${path}: ${problem}`);
  }

  properties(value: unknown, path: string, what: string): void {
    if (!isObject(value)) this.fail(path, `${what} must be an object mapping property names to specs, got ${describeJsonValue(value)}`);
    // Every own key is a property name, including `__proto__`, `constructor`, `""`, `type` and `properties`.
    for (const name of Object.keys(value)) this.prop(value[name], jsonPathKey(path, name));
  }

  prop(value: unknown, path: string): void {
    if (!isObject(value)) this.fail(path, `expected a property spec object ({ "type": ... }), got ${describeJsonValue(value)}`);
    for (const key of Object.keys(value)) {
      if (!KEYWORDS.includes(key)) {
        this.fail(jsonPathKey(path, key), `unknown keyword ${JSON.stringify(key)} (allowed: ${KEYWORDS.join(', ')})`);
      }
    }
    if (!has(value, 'type')) this.fail(path, `missing "type" (${EXPECTED_TYPES})`);
    const type = own(value, 'type');
    if (!isPropType(type)) {
      const shown = typeof type === 'string' ? JSON.stringify(type) : describeJsonValue(type);
      this.fail(jsonPathKey(path, 'type'), `unknown type ${shown} (${EXPECTED_TYPES})`);
    }
    if (has(value, 'description') && typeof own(value, 'description') !== 'string') {
      this.fail(jsonPathKey(path, 'description'), `"description" must be a string, got ${describeJsonValue(own(value, 'description'))}`);
    }
    if (has(value, 'required') && typeof own(value, 'required') !== 'boolean') {
      this.fail(jsonPathKey(path, 'required'), `"required" must be a boolean, got ${describeJsonValue(own(value, 'required'))}`);
    }
    if (has(value, 'enum')) this.enum(own(value, 'enum'), jsonPathKey(path, 'enum'));
    if (has(value, 'properties')) {
      if (type !== 'object') this.fail(jsonPathKey(path, 'properties'), `"properties" is only allowed on type "object", not "${type}"`);
      this.properties(own(value, 'properties'), jsonPathKey(path, 'properties'), '"properties"');
    }
    if (has(value, 'items')) {
      if (type !== 'array') this.fail(jsonPathKey(path, 'items'), `"items" is only allowed on type "array", not "${type}"`);
      const items = own(value, 'items');
      if (!isObject(items))
        this.fail(jsonPathKey(path, 'items'), `"items" must be a property spec object, got ${describeJsonValue(items)}`);
      this.prop(items, jsonPathKey(path, 'items'));
    }
  }

  // An enum on an object or array is allowed: the DSL permits it (docs/subject-contract.md, enum; no member can ever
  // match, so the prop is unsatisfiable, which the fuzzer handles) and real specs do it: BFCL has
  // three array props with a string enum meant for their items.
  enum(value: unknown, path: string): void {
    if (!Array.isArray(value) || value.length === 0) {
      this.fail(
        path,
        `"enum" must be a non-empty array of strings, numbers and booleans, got ${Array.isArray(value) ? 'an empty array' : describeJsonValue(value)}`,
      );
    }
    const members: unknown[] = value;
    members.forEach((member, index) => {
      const memberPath = jsonPathIndex(path, index);
      const isJsonScalar =
        typeof member === 'string' || typeof member === 'boolean' || (typeof member === 'number' && Number.isFinite(member));
      if (!isJsonScalar)
        this.fail(memberPath, `an enum member must be a string, a finite number or a boolean, got ${describeJsonValue(member)}`);
      // JSON equality on scalars is `===` (which also makes 0 and -0 one member, as JSON Schema does).
      const first = members.indexOf(member);
      if (first !== index) this.fail(memberPath, `duplicate enum member ${JSON.stringify(member)} (same as ${jsonPathIndex(path, first)})`);
    });
  }
}

/**
 * Checks that `value` is a SchemaSpec exactly as docs/tool-layer.md defines it and returns it typed;
 * otherwise throws a UsageError naming `where` (the file) and the JSON path of the first fault,
 * e.g. `x.json: $.tools[2].schema.opts.properties.mode.type: unknown type "date" (...)`.
 * `path` is where the spec sits inside its file (`$` for a file that is one spec).
 */
export function checkSpec(value: unknown, where: string, path = '$'): SchemaSpec {
  const checker = new SpecChecker(where);
  if (!isObject(value)) {
    checker.fail(path, `expected a spec object mapping property names to { "type": ... }, got ${describeJsonValue(value)}`);
  }
  checker.properties(value, path, 'a spec');
  return value as SchemaSpec;
}
