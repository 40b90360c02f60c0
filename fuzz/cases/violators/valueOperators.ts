import { patternRegExp } from '../generate/strings.ts';
import { declaredTypes, numberKeyword } from '../../schema/schemaTypes.ts';
import { editAt, rawJsonWith } from './editArgs.ts';
import { planned, violator, type OperatorInput, type PlannedViolator, type ViolatorPlanFn } from './operatorInput.ts';
import { replacementVerdict } from './verdicts.ts';
import type { ArgPosition } from './argPositions.ts';
import type { Violator, ViolatorOperator } from './violator.ts';

const ASTRAL = '😀';

/** A case variant a model writes for an enum value or a pattern match: upper case, or lower case when already upper. */
export function caseVariant(value: string): string {
  const upper = value.toUpperCase();
  return upper !== value ? upper : value.toLowerCase();
}

function replaced(
  input: OperatorInput,
  operator: ViolatorOperator,
  make: (value: unknown, index: number) => unknown,
  literal?: string,
): PlannedViolator[] {
  const out: PlannedViolator[] = [];
  input.positions.forEach((position, index) => {
    const next = make(position.value, index);
    if (next === SKIP) return;
    out.push(
      planned(operator, () => {
        const args = editAt(input.args, position.segments, () => next);
        const raw = literal === undefined ? undefined : rawJsonWith(input.args, position.segments, literal);
        return violator(operator, position.path, args, replacementVerdict(input.args, position, next), raw);
      }),
    );
  });
  return out;
}

const SKIP = Symbol('skip');
const isNumber = (value: unknown): value is number => typeof value === 'number';

/** A stringified JSON object, array, number or boolean where the value itself belongs: double-encoded arguments (planned). */
export const stringifiedPlans: ViolatorPlanFn = (input) => [
  ...replaced(input, 'stringified-object', (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? JSON.stringify(v) : SKIP)),
  ...replaced(input, 'stringified-array', (v) => (Array.isArray(v) ? JSON.stringify(v) : SKIP)),
  ...replaced(input, 'numeric-string', (v) => (isNumber(v) ? String(v) : SKIP)),
  ...replaced(input, 'boolean-string', (v) => (typeof v === 'boolean' ? String(v) : SKIP)),
];

/** A case variant of an enum value, and of a string a pattern matched (planned). */
export const caseVariantPlans: ViolatorPlanFn = (input) => [
  ...replaced(input, 'enum-case-variant', (v, i) => {
    const plain = input.positions[i]?.view.plain;
    return typeof v === 'string' && Array.isArray(plain?.enum) && plain.enum.includes(v) && caseVariant(v) !== v ? caseVariant(v) : SKIP;
  }),
  ...replaced(input, 'pattern-case-variant', (v, i) => {
    const plain = input.positions[i]?.view.plain;
    return typeof v === 'string' && typeof plain?.pattern === 'string' && plain.enum === undefined && caseVariant(v) !== v
      ? caseVariant(v)
      : SKIP;
  }),
];

/**
 * `1e400` (or `-1e400`) at a number position, labelled as JSON Schema's data model reads it: a whole
 * number past every double, so past every maximum and above every minimum (below every minimum and
 * under every maximum for `-1e400`; the stand-in ±Number.MAX_VALUE orders so). The args hold
 * ±Infinity, what JSON.parse makes of it; multipleOf is left to the validator.
 */
function overflow(input: OperatorInput, numeric: (i: number) => boolean, sign: 1 | -1): PlannedViolator[] {
  const out: PlannedViolator[] = [];
  const literal = sign === 1 ? '1e400' : '-1e400';
  input.positions.forEach((position, index) => {
    if (!isNumber(position.value) || !numeric(index)) return;
    out.push(planned('overflow-to-infinity', () => overflowAt(input, position, sign, literal)));
  });
  return out;
}

/** The `1e400` (or `-1e400`) violator at one number position. */
function overflowAt(input: OperatorInput, position: ArgPosition, sign: 1 | -1, literal: string): Violator {
  const args = editAt(input.args, position.segments, () => sign * Number.POSITIVE_INFINITY);
  const raw = rawJsonWith(input.args, position.segments, literal);
  const verdict =
    input.finiteNumbers === true
      ? replacementVerdict(input.args, position, sign * Number.POSITIVE_INFINITY)
      : numberKeyword(position.view.plain ?? {}, 'multipleOf') !== undefined
        ? { expected: 'either' as const, why: `multipleOf of ${literal}: exact in decimal, not in doubles` }
        : replacementVerdict(input.args, position, sign * Number.MAX_VALUE);
  return violator('overflow-to-infinity', position.path, args, verdict, raw);
}

/**
 * Number edges: `1e400` (a number past every double; Infinity after JSON.parse), `-1e400` where no
 * lower bound is declared, `-0`, and `1e21` where multipleOf applies (ajv's parseInt check breaks
 * there). Under a `minimum` or `exclusiveMinimum`, `-1e400` is out of range in every reading, doubles
 * or decimals: a mistake any runtime refuses, which would take half the rounds of the one that tells
 * the readings apart (a budget of a dozen cases lost the `1e400` of a `minimum: 1` page).
 */
export const numberEdgePlans: ViolatorPlanFn = (input) => {
  const numeric = (i: number) =>
    declaredTypes(input.positions[i]?.view.plain ?? {})?.some((t) => t === 'number' || t === 'integer') === true;
  const unboundedBelow = (i: number) => {
    const plain = input.positions[i]?.view.plain ?? {};
    return numeric(i) && numberKeyword(plain, 'minimum') === undefined && numberKeyword(plain, 'exclusiveMinimum') === undefined;
  };
  return [
    ...overflow(input, numeric, 1),
    ...overflow(input, unboundedBelow, -1),
    ...replaced(input, 'negative-zero', (v) => (isNumber(v) && !Object.is(v, -0) ? -0 : SKIP), '-0'),
    ...replaced(input, 'exponent-multiple', (v, i) =>
      isNumber(v) && numberKeyword(input.positions[i]?.view.plain ?? {}, 'multipleOf') !== undefined ? 1e21 : SKIP,
    ),
  ];
};

function lengthEdges(input: OperatorInput, i: number, side: 'at' | 'past'): string | typeof SKIP {
  const plain = input.positions[i]?.view.plain;
  if (plain === undefined || typeof input.positions[i]?.value !== 'string') return SKIP;
  const max = numberKeyword(plain, 'maxLength');
  const min = numberKeyword(plain, 'minLength');
  const minSide = min !== undefined && min >= 2 && min <= 256;
  // Past minLength: one astral character and min - 2 others have min UTF-16 units but one code point
  // too few, so a UTF-16-counting runtime accepts it; it also fits an exact length (minLength == maxLength).
  // Past maxLength, astral characters are too long in both counts: the min side, when there is one, is the test.
  if (side === 'past' && minSide) return ASTRAL + 'a'.repeat(min - 2);
  if (max !== undefined && max >= 1 && max <= 256) return ASTRAL.repeat(side === 'at' ? max : max + 1);
  if (minSide) return ASTRAL.repeat(min);
  return SKIP;
}

function dotPatternVariant(pattern: string, value: string): string | typeof SKIP {
  const withU = patternRegExp(pattern);
  if (withU === undefined || !/(^|[^\\])\./.test(pattern) || !withU.test(value)) return SKIP;
  let withoutU: RegExp;
  try {
    withoutU = new RegExp(pattern);
  } catch {
    return SKIP;
  }
  const points = [...value];
  for (let i = 0; i < points.length; i++) {
    const candidate = [...points.slice(0, i), ASTRAL, ...points.slice(i + 1)].join('');
    // Only where `.` reading one code point (u) and one UTF-16 unit disagree is the astral character a test.
    if (withU.test(candidate) !== withoutU.test(candidate)) return candidate;
  }
  return SKIP;
}

/** Astral-plane characters at string length bounds (code points, not UTF-16 units) and under `.` in patterns (planned). */
export const astralStringPlans: ViolatorPlanFn = (input) => [
  ...replaced(input, 'astral-at-length-bound', (_, i) => lengthEdges(input, i, 'at')),
  ...replaced(input, 'astral-past-length-bound', (_, i) => lengthEdges(input, i, 'past')),
  ...replaced(input, 'astral-in-dot-pattern', (v, i) => {
    const pattern = input.positions[i]?.view.plain?.pattern;
    return typeof v === 'string' && typeof pattern === 'string' ? dotPatternVariant(pattern, v) : SKIP;
  }),
];
