import fc from 'fast-check';
import { numberKeyword, type JsonSchemaObject } from '../../schema/schemaTypes.ts';
import { guardedFilter, type BuildContext } from './buildContext.ts';
import { unsatisfiable, type Gen } from './gen.ts';

/** The numeric bounds of a schema, exclusive forms folded in (draft-04's boolean form as well). */
export interface NumericBounds {
  readonly lower?: { readonly value: number; readonly exclusive: boolean };
  readonly upper?: { readonly value: number; readonly exclusive: boolean };
  readonly multipleOf?: number;
}

function bound(
  schema: JsonSchemaObject,
  inclusiveKey: string,
  exclusiveKey: string,
  pickTighter: (a: number, b: number) => boolean,
): NumericBounds['lower'] {
  const inclusive = numberKeyword(schema, inclusiveKey);
  const exclusiveValue = schema[exclusiveKey] === true ? inclusive : numberKeyword(schema, exclusiveKey);
  if (inclusive === undefined && exclusiveValue === undefined) return undefined;
  if (exclusiveValue === undefined) return { value: inclusive as number, exclusive: false };
  if (inclusive === undefined || !pickTighter(inclusive, exclusiveValue)) return { value: exclusiveValue, exclusive: true };
  return { value: inclusive, exclusive: false };
}

// Bounds by schema node: the violators judge every number they place against its node's bounds. Schema
// nodes are never changed once built (merges make new ones), so a node's bounds stay what they were.
const boundsOf = new WeakMap<JsonSchemaObject, NumericBounds>();

/** Reads minimum, maximum, their exclusive forms and multipleOf. */
export function numericBounds(schema: JsonSchemaObject): NumericBounds {
  const known = boundsOf.get(schema);
  if (known !== undefined) return known;
  const bounds = readBounds(schema);
  boundsOf.set(schema, bounds);
  return bounds;
}

function readBounds(schema: JsonSchemaObject): NumericBounds {
  const lower = bound(schema, 'minimum', 'exclusiveMinimum', (inc, exc) => inc > exc);
  const upper = bound(schema, 'maximum', 'exclusiveMaximum', (inc, exc) => inc < exc);
  const m = numberKeyword(schema, 'multipleOf');
  return { ...(lower && { lower }), ...(upper && { upper }), ...(m !== undefined && m > 0 && { multipleOf: m }) };
}

/** Whether ajv's multipleOf accepts `value`: it checks `value / m` against `parseInt`, so 1e21 / 1 fails. */
export function ajvMultipleOf(value: number, m: number): boolean {
  const ratio = value / m;
  return Number.isFinite(ratio) && ratio === Number.parseInt(String(ratio), 10);
}

/** Whether `value` satisfies the bounds (and integrality when asked), as ajv judges it. */
export function withinBounds(value: number, bounds: NumericBounds, integer: boolean): boolean {
  const { lower, upper, multipleOf } = bounds;
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return false;
  if (lower !== undefined && (lower.exclusive ? value <= lower.value : value < lower.value)) return false;
  if (upper !== undefined && (upper.exclusive ? value >= upper.value : value > upper.value)) return false;
  return multipleOf === undefined || ajvMultipleOf(value, multipleOf);
}

const EDGES = [0, -0, 1, -1, 0.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e20, 1e308, -1e308, Number.MIN_VALUE];
// Keeps k * m (and its ratio to m) far from 1e21, where ajv's parseInt check breaks down.
const MAX_MULTIPLE_INDEX = 1e12;

function integerRange(bounds: NumericBounds): { min: number; max: number } {
  const { lower, upper } = bounds;
  const min = lower === undefined ? -Number.MAX_SAFE_INTEGER : lower.exclusive ? Math.floor(lower.value) + 1 : Math.ceil(lower.value);
  const max = upper === undefined ? Number.MAX_SAFE_INTEGER : upper.exclusive ? Math.ceil(upper.value) - 1 : Math.floor(upper.value);
  return { min, max };
}

function candidates(bounds: NumericBounds, integer: boolean): fc.Arbitrary<number> | 'empty' {
  const { lower, upper, multipleOf } = bounds;
  if (multipleOf !== undefined) {
    let kMin = lower === undefined ? -MAX_MULTIPLE_INDEX : Math.max(-MAX_MULTIPLE_INDEX, Math.ceil(lower.value / multipleOf));
    let kMax = upper === undefined ? MAX_MULTIPLE_INDEX : Math.min(MAX_MULTIPLE_INDEX, Math.floor(upper.value / multipleOf));
    if (lower?.exclusive === true && kMin * multipleOf <= lower.value) kMin++;
    if (upper?.exclusive === true && kMax * multipleOf >= upper.value) kMax--;
    if (kMin > kMax) return 'empty';
    return fc.integer({ min: kMin, max: kMax }).map((k) => k * multipleOf);
  }
  const { min, max } = integerRange(bounds);
  const safeMin = Math.max(min, -Number.MAX_SAFE_INTEGER);
  const safeMax = Math.min(max, Number.MAX_SAFE_INTEGER);
  const integers = safeMin <= safeMax ? fc.integer({ min: safeMin, max: safeMax }) : undefined;
  const smallMin = Math.max(safeMin, -1000);
  const smallMax = Math.min(safeMax, 1000);
  const edges = EDGES.filter((e) => withinBounds(e, bounds, integer));
  const parts: fc.Arbitrary<number>[] = [];
  // Small integers are what models send most; far bounds leave them out.
  if (smallMin <= smallMax) parts.push(fc.integer({ min: smallMin, max: smallMax }));
  if (integers !== undefined) parts.push(integers);
  if (!integer && (lower === undefined || upper === undefined || lower.value < upper.value)) {
    const double = fc.double({
      noNaN: true,
      noDefaultInfinity: true,
      min: lower?.value ?? -Number.MAX_VALUE,
      max: upper?.value ?? Number.MAX_VALUE,
      minExcluded: lower?.exclusive ?? false,
      maxExcluded: upper?.exclusive ?? false,
    });
    parts.push(double, double);
  }
  if (!integer && lower !== undefined && upper !== undefined && lower.value === upper.value && !lower.exclusive && !upper.exclusive)
    parts.push(fc.constant(lower.value));
  if (edges.length > 0) parts.push(fc.constantFrom(...edges));
  // Bounds beyond the safe range: the bounds themselves are integers a double can hold.
  if (parts.length === 0 && min <= max && Number.isFinite(min)) parts.push(fc.constantFrom(...[min, max].filter(Number.isFinite)));
  return parts.length === 0 ? 'empty' : fc.oneof(...parts);
}

/** Numbers (or integers) within minimum/maximum, their exclusive forms, multipleOf, and int32/int64 formats. */
export function numberGen(ctx: BuildContext, schema: JsonSchemaObject, at: string, type: 'number' | 'integer'): Gen {
  const format = schema.format;
  const integer = type === 'integer' || format === 'int32' || format === 'int64';
  let bounds = numericBounds(schema);
  if (format === 'int32') {
    const tighten = <B extends NumericBounds['lower']>(b: B, limit: number, lowerSide: boolean) =>
      b === undefined || (lowerSide ? b.value < limit : b.value > limit) ? { value: limit, exclusive: false } : b;
    bounds = { ...bounds, lower: tighten(bounds.lower, -(2 ** 31), true), upper: tighten(bounds.upper, 2 ** 31 - 1, false) };
  }
  const arbitrary = candidates(bounds, integer);
  if (arbitrary === 'empty') return unsatisfiable(at, `no ${integer ? 'integer' : 'number'} within the bounds`);
  // Floating multipleOf and rounding at the bounds: the local check is exact where k * m is not.
  // An integer multipleOf is exact while k * m stays within the safe integers.
  const certain =
    bounds.multipleOf === undefined ||
    (Number.isInteger(bounds.multipleOf) && bounds.multipleOf * MAX_MULTIPLE_INDEX <= Number.MAX_SAFE_INTEGER);
  return guardedFilter(ctx, arbitrary, (v) => withinBounds(v as number, bounds, integer), { at, kind: 'local', certain });
}
