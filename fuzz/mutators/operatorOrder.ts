import type { MutationOperator } from '../model/mutationOperator.ts';

/**
 * The order in which a SchemaSpec tool's violators visit the mutation operators (round-robin over
 * those that apply): the model mistakes that find the most seeded bugs first (issue 19, measured
 * with scripts/bench/firstFindings.ts), so a short budget reaches them in its first cases. A
 * Record, so a new operator cannot be left out.
 */
export const SPEC_OPERATOR_RANK: Readonly<Record<MutationOperator | 'multiFault', number>> = {
  dropRequired: 0,
  stringifiedScalar: 1,
  nullForOptional: 2,
  wrongType: 3,
  nullValue: 4,
  enumNearMiss: 5,
  fractionForInteger: 6,
  jsonStringForObject: 7,
  arrayForObject: 8,
  objectForArray: 9,
  badArrayElement: 10,
  nonFiniteNumber: 11,
  nonObjectTopLevel: 12,
  multiFault: 13,
};
