import { hasOwn } from '../../json/ownProperty.ts';
import { isSchemaObject } from '../../schema/schemaTypes.ts';
import { childPointer } from '../../schema/jsonPointer.ts';
import type { ArgPosition } from './argPositions.ts';
import { declaredProperties } from './argPositions.ts';
import { editAt, rekeyed } from './editArgs.ts';
import { planned, violator, type OperatorInput, type PlannedViolator, type ViolatorPlanFn } from './operatorInput.ts';
import { keyVerdict, UNSOUND } from './verdicts.ts';
import { worst, type Verdict, type Violator, type ViolatorOperator } from './violator.ts';

/** Keywords under which leaving out an optional key can still break the object. */
const KEY_COUNTING = [
  'minProperties',
  'dependentRequired',
  'dependencies',
  'dependentSchemas',
  'if',
  'propertyNames',
  'unevaluatedProperties',
];

/** Keys models add that no tool declared. */
const INVENTED_KEYS = ['reasoning', 'note', 'extra_param'];
/** Keys hostile to code that copies arguments into plain objects, with the values that make them bite. */
const HOSTILE_KEYS: readonly (readonly [string, unknown])[] = [
  ['__proto__', { polluted: true }],
  ['constructor', 'x'],
  ['toString', 'x'],
];

/** The misspelling a model makes of a key: camelCase for snake_case and back, else a plural (or singular). */
export function misspelled(key: string): string {
  if (/_[a-z0-9]/i.test(key)) return key.replace(/_([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
  if (/[a-z][A-Z]/.test(key)) return key.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a}_${b.toLowerCase()}`);
  return key.endsWith('s') && key.length > 1 ? key.slice(0, -1) : `${key}s`;
}

function objectPositions(input: OperatorInput): (ArgPosition & { value: Record<string, unknown> })[] {
  return input.positions.filter(
    (p): p is ArgPosition & { value: Record<string, unknown> } =>
      typeof p.value === 'object' && p.value !== null && !Array.isArray(p.value),
  );
}

function added(
  input: OperatorInput,
  position: ArgPosition & { value: Record<string, unknown> },
  operator: ViolatorOperator,
  key: string,
  value: unknown,
): Violator {
  const next = rekeyed(position.value, undefined, undefined, [[key, value]]);
  return violator(
    operator,
    position.path,
    editAt(input.args, position.segments, () => next),
    keyVerdict(input.ctx, input.args, position, key, value, next),
  );
}

/**
 * What an object's own keywords say once its declared `key` is gone (misspelled or left out): a
 * required key is missing; an optional one may go, unless `counted` keywords make the drop unsure.
 */
function droppedKeyVerdict(position: ArgPosition, key: string, counted = false): Verdict {
  const plain = position.view.plain;
  if (!position.sound || plain === undefined) return UNSOUND;
  if (Array.isArray(plain.required) && plain.required.includes(key))
    return { expected: 'invalid', why: `required key ${JSON.stringify(key)} is missing` };
  return counted ? UNSOUND : { expected: 'valid', why: 'the key was optional' };
}

/** A declared key under the name a model misremembers (planned: each made when asked). */
export const misspelledKeyPlans: ViolatorPlanFn = (input) =>
  objectPositions(input).flatMap((position) => {
    const declared = declaredProperties(position.view);
    return Object.keys(position.value).flatMap((key) => {
      const wrong = misspelled(key);
      if (!hasOwn(declared, key) || hasOwn(declared, wrong) || hasOwn(position.value, wrong)) return [];
      return [
        planned('misspelled-key', () => {
          const next = rekeyed(position.value, key, wrong);
          const verdict = worst(
            droppedKeyVerdict(position, key),
            keyVerdict(input.ctx, input.args, position, wrong, position.value[key], next),
          );
          return violator(
            'misspelled-key',
            childPointer(position.path, key),
            editAt(input.args, position.segments, () => next),
            verdict,
          );
        }),
      ];
    });
  });

/** A declared key left out: models skip a field they think has a default, or forget a required one (planned). */
export const omittedKeyPlans: ViolatorPlanFn = (input) =>
  objectPositions(input).flatMap((position) => {
    const declared = declaredProperties(position.view);
    return Object.keys(position.value).flatMap((key) => {
      if (!hasOwn(declared, key)) return [];
      return [
        planned('omitted-key', () => {
          const next = rekeyed(position.value, key, undefined);
          // Keywords that count or pair keys may forbid the drop even of an optional key: then say nothing sure.
          const counted = position.view.plain !== undefined && KEY_COUNTING.some((keyword) => position.view.plain?.[keyword] !== undefined);
          const verdict = droppedKeyVerdict(position, key, counted);
          return violator(
            'omitted-key',
            childPointer(position.path, key),
            editAt(input.args, position.segments, () => next),
            verdict,
          );
        }),
      ];
    });
  });

/**
 * A key the tool never declared, and the hostile `__proto__`, `constructor`, `toString` (planned). The
 * hostile keys go key by key over every object (`__proto__` everywhere first): a record below the top
 * level is where a skipped `__proto__` drifts, and it must not wait behind the top level's three keys.
 */
export const extraKeyPlans: ViolatorPlanFn = (input) => {
  const extra: PlannedViolator[] = [];
  const hostile: PlannedViolator[][] = HOSTILE_KEYS.map(() => []);
  for (const position of objectPositions(input)) {
    const declared = declaredProperties(position.view);
    const free = (key: string) => !hasOwn(declared, key) && !hasOwn(position.value, key);
    const invented = INVENTED_KEYS.find(free);
    if (invented !== undefined) extra.push(planned('extra-key', () => added(input, position, 'extra-key', invented, 'x')));
    HOSTILE_KEYS.forEach(([key, value], i) => {
      if (free(key)) hostile[i]?.push(planned('hostile-key', () => added(input, position, 'hostile-key', key, value)));
    });
  }
  return [...extra, ...hostile.flat()];
};

/** `null` and `""` for an optional field, the two ways models fill a field they mean to leave out (planned). */
export const emptyOptionalPlans: ViolatorPlanFn = (input) =>
  objectPositions(input).flatMap((position) => {
    const plain = position.view.plain;
    if (plain === undefined || !isSchemaObject(plain.properties)) return [];
    const required = Array.isArray(plain.required) ? plain.required : [];
    return Object.keys(plain.properties).flatMap((key) => {
      if (required.includes(key)) return [];
      const at = childPointer(position.path, key);
      return (
        [
          ['null-for-optional', null],
          ['empty-string-for-optional', ''],
        ] as const
      ).map(([operator, value]) =>
        planned(operator, () => {
          const next = rekeyed(position.value, key, undefined, [[key, value]]);
          return violator(
            operator,
            at,
            editAt(input.args, position.segments, () => next),
            keyVerdict(input.ctx, input.args, position, key, value, next),
          );
        }),
      );
    });
  });
