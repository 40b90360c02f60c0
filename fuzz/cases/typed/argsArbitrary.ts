import fc from 'fast-check';
import { keyPath } from '../../model/argsPath.ts';
import type { InferArgs } from '../../reference/inferArgs.ts';
import { defineOwn } from '../../json/ownProperty.ts';
import { ABSENT, type DrawnEntry, DrawnObjectArbitrary } from './drawnObject.ts';
import type { PropSpec, SchemaSpec } from '../../reference/schemaSpec.ts';
import { anyJsonValue, extraKey, jsonInteger, jsonNumber, jsonString } from './jsonValues.ts';
import { enumNearMisses, typeNearMisses } from './nearMisses.ts';
import { propIsSatisfiable, UnsatisfiableSpecError, usableEnumMembers } from './satisfiable.ts';

/** How args are generated; every field optional, completed by `withDefaults`. */
export interface ArgsConstraints {
  /** Longest array generated for an array prop (default 3: array sizes dominate a case's cost). */
  maxArrayLength?: number;
  /** Whether objects get undeclared (hallucinated) keys, which the spec allows (default true). */
  extraKeys?: boolean;
  /**
   * `valid`: args satisfy the spec (InferArgs). `loose`: the same shapes, but any value may be any
   * JSON, required keys may be missing and the top level may not be an object.
   */
  mode?: 'valid' | 'loose';
  /**
   * Whether the arbitrary shrinks (default true, for properties). False: generation only, as
   * CaseFactory draws: the same values from the same seed, without fast-check's shrink bookkeeping.
   */
  shrink?: boolean;
}

type Completed = Required<ArgsConstraints>;

function withDefaults(constraints: ArgsConstraints): Completed {
  return {
    maxArrayLength: constraints.maxArrayLength ?? 3,
    extraKeys: constraints.extraKeys ?? true,
    mode: constraints.mode ?? 'valid',
    shrink: constraints.shrink ?? true,
  };
}

function scalarArbitrary(prop: PropSpec): fc.Arbitrary<unknown> {
  switch (prop.type) {
    case 'string':
      return jsonString;
    case 'number':
      return jsonNumber;
    case 'integer':
      return jsonInteger;
    case 'boolean':
      return fc.boolean();
    case 'object':
      return fc.dictionary(extraKey, anyJsonValue, { maxKeys: 3, noNullPrototype: true });
    default:
      return fc.array(anyJsonValue, { maxLength: 3 });
  }
}

function propArbitrary(prop: PropSpec, path: string, c: Completed): fc.Arbitrary<unknown> {
  const valid = validPropArbitrary(prop, path, c);
  if (c.mode === 'valid') return valid;
  const misses = prop.enum === undefined ? [] : enumNearMisses(prop.enum);
  return fc.oneof(
    { weight: 8, arbitrary: valid },
    { weight: 1, arbitrary: anyJsonValue },
    { weight: 1, arbitrary: typeNearMisses(prop) },
    { weight: misses.length > 0 ? 2 : 0, arbitrary: misses.length > 0 ? fc.constantFrom(...misses) : anyJsonValue },
  );
}

function validPropArbitrary(prop: PropSpec, path: string, c: Completed): fc.Arbitrary<unknown> {
  if (!propIsSatisfiable(prop)) {
    if (c.mode === 'loose') return anyJsonValue;
    throw new UnsatisfiableSpecError(path);
  }
  const members = usableEnumMembers(prop);
  if (members !== undefined) return fc.constantFrom(...members);
  if (prop.type === 'object' && prop.properties !== undefined) return objectArbitrary(prop.properties, path, c);
  if (prop.type === 'array' && prop.items !== undefined) {
    // An array whose items nothing satisfies can still be valid: empty.
    if (c.mode === 'valid' && !propIsSatisfiable(prop.items)) return fc.constant([]);
    return fc.array(propArbitrary(prop.items, `${path}[]`, c), { maxLength: c.maxArrayLength });
  }
  if (prop.type === 'array') return fc.array(anyJsonValue, { maxLength: c.maxArrayLength });
  return scalarArbitrary(prop);
}

/** How one declared key is drawn: always (odds undefined), as fc.option with freq `odds`, or never (undefined). */
function entryPlan(key: string, prop: PropSpec, path: string, c: Completed): DrawnEntry | undefined {
  const mustBePresent = prop.required === true && c.mode === 'valid';
  if (!mustBePresent && c.mode === 'valid' && !propIsSatisfiable(prop)) return undefined;
  const arbitrary = propArbitrary(prop, keyPath(path, key), c);
  return { key, arbitrary, odds: mustBePresent ? undefined : prop.required === true ? 8 : 3 };
}

function entryArbitrary(plan: DrawnEntry | undefined): fc.Arbitrary<unknown> {
  if (plan === undefined) return fc.constant(ABSENT);
  return plan.odds === undefined ? plan.arbitrary : fc.option(plan.arbitrary, { nil: ABSENT, freq: plan.odds });
}

function objectArbitrary(spec: SchemaSpec, path: string, c: Completed): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(spec);
  const plans = keys.map((key) => entryPlan(key, spec[key] as PropSpec, path, c));
  // A plain array, not uniqueArray (costly): a repeated key just overwrites the earlier one.
  const extraEntries = c.extraKeys ? fc.array(fc.tuple(extraKey, anyJsonValue), { maxLength: 2 }) : undefined;
  if (!c.shrink)
    return new DrawnObjectArbitrary(
      keys,
      plans.filter((plan) => plan !== undefined),
      extraEntries,
      3,
    );
  const entries = plans.map(entryArbitrary);
  const extras =
    extraEntries === undefined
      ? fc.constant([] as [string, unknown][])
      : fc.option(extraEntries, { nil: [] as [string, unknown][], freq: 3 });
  const declared = new Set(keys);
  return fc.tuple(fc.tuple(...entries), extras).map(([values, extra]) => {
    const object: Record<string, unknown> = {};
    // defineOwn, not assignment: a declared `__proto__` must become a key, not the prototype.
    values.forEach((value, index) => {
      if (value !== ABSENT) defineOwn(object, keys[index] as string, value);
    });
    for (const [key, value] of extra) if (!declared.has(key)) defineOwn(object, key, value);
    return object;
  });
}

/**
 * Args valid by construction for `spec`: optional keys present and absent, hallucinated extra keys,
 * edge values, every enum member. Throws `UnsatisfiableSpecError` when no args satisfy the spec.
 */
export function argsArbitrary<const S extends SchemaSpec>(
  spec: S,
  constraints: Omit<ArgsConstraints, 'mode'> = {},
): fc.Arbitrary<InferArgs<S>> {
  // The recursion is checked at runtime; the cast is the single place the type is asserted.
  return objectArbitrary(spec, '', withDefaults({ ...constraints, mode: 'valid' })) as fc.Arbitrary<InferArgs<S>>;
}

/** Args shaped like `spec` whose values, keys and top level may each be wrong: for agreement checks. */
export function looseArgsArbitrary(spec: SchemaSpec, constraints: Omit<ArgsConstraints, 'mode'> = {}): fc.Arbitrary<unknown> {
  const c = withDefaults({ ...constraints, mode: 'loose' });
  return fc.oneof({ weight: 12, arbitrary: objectArbitrary(spec, '', c) }, { weight: 1, arbitrary: anyJsonValue });
}
