import type { ViolatorOperator } from './violator.ts';

/**
 * The order in which a JSON-Schema tool's violators visit the model mistakes (round-robin over
 * those the case admits): the mistakes models make most and that find the most drifts first
 * (a numeric string, null for an optional key, a key left out or added, issue 19, measured with
 * scripts/bench/firstFindings.ts), then the type-level mistakes ported from the SchemaSpec mutators
 * (after the first twelve, so a short budget's first round is what it was), the exotic edges after. A Record, so a new operator cannot be
 * left out.
 */
export const VIOLATOR_OPERATOR_RANK: Readonly<Record<ViolatorOperator, number>> = {
  'numeric-string': 0,
  'null-for-optional': 1,
  'omitted-key': 2,
  'extra-key': 3,
  'misspelled-key': 4,
  'stringified-object': 5,
  'stringified-array': 6,
  'empty-string-for-optional': 7,
  'enum-case-variant': 8,
  'dictionary-value': 9,
  'format-close-invalid': 10,
  'format-exotic-valid': 11,
  'wrong-type': 12,
  'null-for-required': 13,
  'enum-near-miss': 14,
  'fraction-for-integer': 15,
  'pattern-case-variant': 16,
  'overflow-to-infinity': 17,
  'array-for-object': 18,
  'object-for-array': 19,
  'bad-array-element': 20,
  'exponent-multiple': 21,
  'astral-past-length-bound': 22,
  'astral-at-length-bound': 23,
  'astral-in-dot-pattern': 24,
  'format-disputed': 25,
  'negative-zero': 26,
  'tuple-missing-tail': 27,
  'two-oneof-branches': 28,
  'multi-fault': 29,
  'non-object-top-level': 30,
  'hostile-key': 31,
  'omitted-arguments': 32,
};
