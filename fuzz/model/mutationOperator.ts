/** The mutation operators that turn valid args into labelled violators. */
export const MUTATION_OPERATORS = [
  'dropRequired',
  'wrongType',
  'nullValue',
  'nullForOptional',
  'fractionForInteger',
  'nonFiniteNumber',
  'enumNearMiss',
  'nonObjectTopLevel',
  'arrayForObject',
  'objectForArray',
  'jsonStringForObject',
  'stringifiedScalar',
  'badArrayElement',
] as const;

/** One mutation operator. */
export type MutationOperator = (typeof MUTATION_OPERATORS)[number];
