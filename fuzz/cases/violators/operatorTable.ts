import type { SubjectDictionary } from '../dictionary/subjectDictionary.ts';
import { dictionaryValuePlans } from './dictionaryOperator.ts';
import { formatEdgePlans } from './formatOperators.ts';
import { emptyOptionalPlans, extraKeyPlans, misspelledKeyPlans, omittedKeyPlans } from './keyOperators.ts';
import { madeAll, type ViolatorOperatorFn, type ViolatorPlanFn } from './operatorInput.ts';
import { omittedArguments, tupleTails, twoOneOfBranches } from './shapeOperators.ts';
import {
  badArrayElementPlans,
  containerSwapPlans,
  enumNearMissPlans,
  fractionForIntegerPlans,
  nonObjectTopLevelPlans,
  nullForRequiredPlans,
  wrongTypePlans,
} from './typeOperators.ts';
import { astralStringPlans, caseVariantPlans, numberEdgePlans, stringifiedPlans } from './valueOperators.ts';
import type { ViolatorOperator } from './violator.ts';

/** The mistakes made of single edits: every operator but `multi-fault`, which combines them. */
export type SingleOperator = Exclude<ViolatorOperator, 'multi-fault'>;

/** One family of operators: a function that makes all their violators at once, and the operators it can make. */
export interface OperatorFamily {
  readonly make: ViolatorOperatorFn;
  /** The same violators, planned before any is made (make is every plan made): a cycle makes the one it draws. */
  readonly plan?: ViolatorPlanFn;
  readonly operators: readonly SingleOperator[];
}

/** A family that plans: its eager `make` is every plan made, so the two list the same violators. */
function planning(plan: ViolatorPlanFn, operators: readonly SingleOperator[]): OperatorFamily {
  return { make: madeAll(plan), plan, operators };
}

/**
 * Every family, in the order their violators are listed (modelViolators' order): an operator's
 * violators are those of the one family that makes it, in the family's own order, so one operator's
 * violators can be made without the rest's (fuzz/cases/violators/lazyViolators.ts).
 */
export const OPERATOR_FAMILIES: readonly OperatorFamily[] = [
  planning(emptyOptionalPlans, ['null-for-optional', 'empty-string-for-optional']),
  planning(stringifiedPlans, ['stringified-object', 'stringified-array', 'numeric-string', 'boolean-string']),
  planning(caseVariantPlans, ['enum-case-variant', 'pattern-case-variant']),
  planning(misspelledKeyPlans, ['misspelled-key']),
  planning(omittedKeyPlans, ['omitted-key']),
  planning(extraKeyPlans, ['extra-key', 'hostile-key']),
  { make: omittedArguments, operators: ['omitted-arguments'] },
  planning(numberEdgePlans, ['overflow-to-infinity', 'negative-zero', 'exponent-multiple']),
  planning(astralStringPlans, ['astral-at-length-bound', 'astral-past-length-bound', 'astral-in-dot-pattern']),
  { make: tupleTails, operators: ['tuple-missing-tail'] },
  { make: twoOneOfBranches, operators: ['two-oneof-branches'] },
  planning(formatEdgePlans, ['format-exotic-valid', 'format-close-invalid', 'format-disputed']),
  planning(wrongTypePlans, ['wrong-type']),
  planning(nullForRequiredPlans, ['null-for-required']),
  planning(fractionForIntegerPlans, ['fraction-for-integer']),
  planning(containerSwapPlans, ['array-for-object', 'object-for-array']),
  planning(badArrayElementPlans, ['bad-array-element']),
  planning(nonObjectTopLevelPlans, ['non-object-top-level']),
  planning(enumNearMissPlans, ['enum-near-miss']),
];

/** The families of a tool: the fixed ones, then its dictionary's values when it has a dictionary. */
export function operatorFamilies(dictionary: SubjectDictionary | undefined): readonly OperatorFamily[] {
  return dictionary === undefined
    ? OPERATOR_FAMILIES
    : [...OPERATOR_FAMILIES, planning(dictionaryValuePlans(dictionary), ['dictionary-value'])];
}
