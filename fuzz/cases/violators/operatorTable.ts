import type { SubjectDictionary } from '../dictionary/subjectDictionary.ts';
import { dictionaryValues } from './dictionaryOperator.ts';
import { formatEdges } from './formatOperators.ts';
import {
  emptyOptionalPlans,
  emptyOptionals,
  extraKeyPlans,
  extraKeys,
  misspelledKeyPlans,
  misspelledKeys,
  omittedKeyPlans,
  omittedKeys,
} from './keyOperators.ts';
import type { ViolatorOperatorFn, ViolatorPlanFn } from './operatorInput.ts';
import { omittedArguments, tupleTails, twoOneOfBranches } from './shapeOperators.ts';
import {
  badArrayElementPlans,
  badArrayElements,
  containerSwapPlans,
  containerSwaps,
  enumNearMissPlans,
  enumNearMisses,
  fractionForInteger,
  fractionForIntegerPlans,
  nonObjectTopLevel,
  nonObjectTopLevelPlans,
  nullForRequired,
  nullForRequiredPlans,
  wrongTypePlans,
  wrongTypes,
} from './typeOperators.ts';
import {
  astralStringPlans,
  astralStrings,
  caseVariantPlans,
  caseVariants,
  numberEdgePlans,
  numberEdges,
  stringified,
  stringifiedPlans,
} from './valueOperators.ts';
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

/**
 * Every family, in the order their violators are listed (modelViolators' order): an operator's
 * violators are those of the one family that makes it, in the family's own order, so one operator's
 * violators can be made without the rest's (fuzz/cases/violators/lazyViolators.ts).
 */
export const OPERATOR_FAMILIES: readonly OperatorFamily[] = [
  { make: emptyOptionals, plan: emptyOptionalPlans, operators: ['null-for-optional', 'empty-string-for-optional'] },
  { make: stringified, plan: stringifiedPlans, operators: ['stringified-object', 'stringified-array', 'numeric-string', 'boolean-string'] },
  { make: caseVariants, plan: caseVariantPlans, operators: ['enum-case-variant', 'pattern-case-variant'] },
  { make: misspelledKeys, plan: misspelledKeyPlans, operators: ['misspelled-key'] },
  { make: omittedKeys, plan: omittedKeyPlans, operators: ['omitted-key'] },
  { make: extraKeys, plan: extraKeyPlans, operators: ['extra-key', 'hostile-key'] },
  { make: omittedArguments, operators: ['omitted-arguments'] },
  { make: numberEdges, plan: numberEdgePlans, operators: ['overflow-to-infinity', 'negative-zero', 'exponent-multiple'] },
  {
    make: astralStrings,
    plan: astralStringPlans,
    operators: ['astral-at-length-bound', 'astral-past-length-bound', 'astral-in-dot-pattern'],
  },
  { make: tupleTails, operators: ['tuple-missing-tail'] },
  { make: twoOneOfBranches, operators: ['two-oneof-branches'] },
  { make: formatEdges, operators: ['format-exotic-valid', 'format-close-invalid', 'format-disputed'] },
  { make: wrongTypes, plan: wrongTypePlans, operators: ['wrong-type'] },
  { make: nullForRequired, plan: nullForRequiredPlans, operators: ['null-for-required'] },
  { make: fractionForInteger, plan: fractionForIntegerPlans, operators: ['fraction-for-integer'] },
  { make: containerSwaps, plan: containerSwapPlans, operators: ['array-for-object', 'object-for-array'] },
  { make: badArrayElements, plan: badArrayElementPlans, operators: ['bad-array-element'] },
  { make: nonObjectTopLevel, plan: nonObjectTopLevelPlans, operators: ['non-object-top-level'] },
  { make: enumNearMisses, plan: enumNearMissPlans, operators: ['enum-near-miss'] },
];

/** The families of a tool: the fixed ones, then its dictionary's values when it has a dictionary. */
export function operatorFamilies(dictionary: SubjectDictionary | undefined): readonly OperatorFamily[] {
  return dictionary === undefined
    ? OPERATOR_FAMILIES
    : [...OPERATOR_FAMILIES, { make: dictionaryValues(dictionary), operators: ['dictionary-value'] }];
}
