import { jsonEqual } from '../../json/jsonEqual.ts';
import { arrayShape } from '../generate/arrays.ts';
import { valueHasJsonType } from '../../schema/jsonTypeOf.ts';
import { declaredTypes, numberKeyword, type JsonType } from '../../schema/schemaTypes.ts';
import type { ArgPosition } from './argPositions.ts';
import { editAt } from './editArgs.ts';
import { judgeValue } from './judgeValue.ts';
import { planned, violator, type OperatorInput, type PlannedViolator, type ViolatorPlanFn } from './operatorInput.ts';
import { caseVariant } from './valueOperators.ts';
import { replacementVerdict, UNSOUND } from './verdicts.ts';
import { viewOf } from './schemaView.ts';
import { worst, type Verdict, type ViolatorOperator } from './violator.ts';

type ValueKind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

const VALUE_KINDS: readonly ValueKind[] = ['string', 'number', 'boolean', 'null', 'object', 'array'];

// Each kind offers a few values a model plausibly sends, some built from the value it replaces.
function valuesOfKind(kind: ValueKind, original: unknown): unknown[] {
  switch (kind) {
    case 'string':
      return original === undefined ? ['', 'x'] : [JSON.stringify(original), '', 'x'];
    case 'number':
      return [0, 1, -1, 1.5];
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'object':
      return original === undefined ? [{}] : [{ value: original }, {}];
    case 'array':
      return original === undefined ? [[]] : [[original], []];
  }
}

/** `next` in place of the value at `position`, labelled by what the keywords say of the replacement, made when asked. */
function replacement(input: OperatorInput, operator: ViolatorOperator, position: ArgPosition, next: unknown): PlannedViolator {
  return planned(operator, () =>
    violator(
      operator,
      position.path,
      editAt(input.args, position.segments, () => next),
      replacementVerdict(input.args, position, next),
    ),
  );
}

/**
 * A value of a JSON kind none of `types` accepts (no number at all where integer is declared), the
 * kind and the value turned by `turn` so a tool's positions get different kinds; undefined when every
 * kind is declared.
 */
export function wrongTypedValue(types: readonly JsonType[], original: unknown, turn: number): unknown {
  const kinds = VALUE_KINDS.filter((kind) =>
    valuesOfKind(kind, undefined).every((value) => !types.some((t) => valueHasJsonType(t, value))),
  );
  if (kinds.length === 0) return undefined;
  const values = valuesOfKind(kinds[turn % kinds.length] as ValueKind, original);
  return values[Math.floor(turn / kinds.length) % values.length];
}

const SKIP = Symbol('skip');

function replacedEach(
  input: OperatorInput,
  operator: ViolatorOperator,
  make: (position: ArgPosition, index: number) => unknown,
): PlannedViolator[] {
  const out: PlannedViolator[] = [];
  input.positions.forEach((position, index) => {
    const next = make(position, index);
    if (next === SKIP) return;
    out.push(replacement(input, operator, position, next));
  });
  return out;
}

const typesAt = (position: ArgPosition) => (position.view.plain === undefined ? undefined : declaredTypes(position.view.plain));

/** A value of a JSON type the position does not declare (`"5"`, `{}`, `null`, `[x]` where a number is), below the top level. */
export const wrongTypePlans: ViolatorPlanFn = (input) =>
  replacedEach(input, 'wrong-type', (position, index) => {
    const types = typesAt(position);
    if (position.segments.length === 0 || types === undefined) return SKIP;
    const next = wrongTypedValue(types, position.value, index);
    return next === undefined ? SKIP : next;
  });

/** `null` for a required key: models write null for a value they do not know. */
export const nullForRequiredPlans: ViolatorPlanFn = (input) =>
  replacedEach(input, 'null-for-required', (position) => (position.property?.required === true && position.value !== null ? null : SKIP));

// Beyond 2**52 adding a half rounds back to an integer, so large values get a fixed fraction.
const EXACT_HALVES_BELOW = 2 ** 52;

/** A fraction where an integer is declared: `1.5` for 1. */
export const fractionForIntegerPlans: ViolatorPlanFn = (input) =>
  replacedEach(input, 'fraction-for-integer', (position) => {
    const { value } = position;
    if (typeof value !== 'number' || typesAt(position)?.includes('integer') !== true) return SKIP;
    return Math.abs(value) < EXACT_HALVES_BELOW ? value + 0.5 : 1.5;
  });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array where an object is (the object wrapped, or `[]`), and an object where an array is (`{"0": first}`, or `{}`). */
export const containerSwapPlans: ViolatorPlanFn = (input) => [
  ...replacedEach(input, 'array-for-object', (position, index) =>
    position.segments.length > 0 && isPlainObject(position.value) ? (index % 2 === 0 ? [position.value] : []) : SKIP,
  ),
  ...replacedEach(input, 'object-for-array', (position, index) => {
    const { value } = position;
    if (!Array.isArray(value)) return SKIP;
    return index % 2 === 0 && value.length > 0 ? { 0: value[0] as unknown } : {};
  }),
];

/** What the array's keywords say of it with `item` pushed after its last item. */
function pushedVerdict(input: OperatorInput, position: ArgPosition, array: readonly unknown[], item: unknown): Verdict {
  const plain = position.view.plain;
  if (!position.sound || plain === undefined || position.inUniqueArray === true) return UNSOUND;
  const shape = arrayShape(plain, input.ctx.draft === '2020-12');
  const schema = array.length < shape.prefix.length ? shape.prefix[array.length] : shape.rest;
  if (schema === false) return { expected: 'invalid', why: 'no item is allowed past the tuple' };
  const view = viewOf(input.ctx, schema);
  const own: Verdict = view.plain === undefined ? UNSOUND : judgeValue(view.plain, item);
  const maxItems = numberKeyword(plain, 'maxItems');
  const count: Verdict =
    maxItems !== undefined && array.length + 1 > maxItems
      ? { expected: 'invalid', why: `over maxItems ${maxItems}` }
      : // uniqueItems and the array's other keywords may still object: only a sure violation is sure.
        { expected: 'either', why: 'the array with one more item: its own keywords decide' };
  const verdict = worst(own, count);
  return verdict.expected === 'invalid' ? verdict : count;
}

/** A wrong-typed item in an array: over an existing item, or pushed after the last one. */
export const badArrayElementPlans: ViolatorPlanFn = (input) => {
  const out: PlannedViolator[] = [];
  input.positions.forEach((position, index) => {
    const last = position.segments[position.segments.length - 1];
    const types = typesAt(position);
    if (typeof last === 'number' && types !== undefined) {
      const next = wrongTypedValue(types, position.value, index);
      if (next !== undefined) out.push(replacement(input, 'bad-array-element', position, next));
    }
    const plain = position.view.plain;
    if (!Array.isArray(position.value) || plain === undefined) return;
    const array = position.value;
    const itemSchema = arrayShape(plain, input.ctx.draft === '2020-12').rest;
    const itemTypes = itemSchema === undefined ? undefined : viewOf(input.ctx, itemSchema).plain;
    const declared = itemTypes === undefined ? undefined : declaredTypes(itemTypes);
    if (declared === undefined) return;
    const item = wrongTypedValue(declared, array[0], index);
    if (item === undefined) return;
    out.push(
      planned('bad-array-element', () =>
        violator(
          'bad-array-element',
          `${position.path}/${array.length}`,
          editAt(input.args, position.segments, () => [...array, item]),
          pushedVerdict(input, position, array, item),
        ),
      ),
    );
  });
  return out;
};

/** Whatever a model sends for the arguments object that is not one: null, [], the args wrapped, scalars, their JSON string. */
export const nonObjectTopLevelPlans: ViolatorPlanFn = (input) => {
  const root = input.positions[0];
  if (root === undefined) return [];
  // null, [], the args wrapped, 'x', 0, true and the args' JSON text, each made only when asked for.
  return [0, 1, 2, 3, 4, 5, 6].map((at) =>
    planned('non-object-top-level', () => {
      const value = at === 6 ? JSON.stringify(input.args) : [null, [], [input.args], 'x', 0, true][at];
      return violator('non-object-top-level', '', value, replacementVerdict(input.args, root, value));
    }),
  );
};

/** Near misses of an enum member (`"1"` for 1, `"true"` for true, stray whitespace, a plural), not a member, not a case variant. */
export function enumNearMissValues(value: unknown, members: readonly unknown[]): unknown[] {
  const misses: unknown[] = [];
  for (const member of [value, ...members]) {
    if (typeof member === 'string') {
      misses.push(` ${member}`, `${member} `, `${member}s`);
      const asNumber = Number(member);
      if (member.trim() !== '' && Number.isFinite(asNumber)) misses.push(asNumber);
    } else if (typeof member === 'number') misses.push(String(member), member + 1, member + 0.5);
    else if (typeof member === 'boolean') misses.push(String(member), member ? 1 : 0);
  }
  const caseVariants = typeof value === 'string' ? [caseVariant(value)] : [];
  const unique = misses.filter((miss, i) => misses.findIndex((other) => jsonEqual(other, miss)) === i);
  return unique.filter((miss) => !members.some((member) => jsonEqual(member, miss)) && !caseVariants.includes(miss as string));
}

/** An enum value's near miss, where the position holds an enum member. */
export const enumNearMissPlans: ViolatorPlanFn = (input) =>
  input.positions.flatMap((position) => {
    const members = position.view.plain?.enum;
    if (!Array.isArray(members) || !members.some((member) => jsonEqual(member, position.value))) return [];
    return enumNearMissValues(position.value, members).map((next) => replacement(input, 'enum-near-miss', position, next));
  });
