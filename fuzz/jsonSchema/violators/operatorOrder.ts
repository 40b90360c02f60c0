import type { ViolatorOperator } from './violator.ts';

/**
 * The order in which a JSON-Schema tool's violators visit the model mistakes (round-robin over
 * those the case admits): the mistakes models make most and that find the most drifts first
 * (a numeric string, null for an optional key, a key left out or added, issue 19, measured with
 * scripts/bench/firstFindings.ts), the exotic edges after. A Record, so a new operator cannot be
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
  'pattern-case-variant': 12,
  'overflow-to-infinity': 13,
  'exponent-multiple': 14,
  'astral-past-length-bound': 15,
  'astral-at-length-bound': 16,
  'astral-in-dot-pattern': 17,
  'format-disputed': 18,
  'negative-zero': 19,
  'tuple-missing-tail': 20,
  'two-oneof-branches': 21,
  'hostile-key': 22,
  'omitted-arguments': 23,
};
