import type { ViolatorOperator } from './violator.ts';

/**
 * The order in which a JSON-Schema tool's violators visit the model mistakes (round-robin over
 * those the case admits): the mistakes models make most and that find the most drifts first
 * (a numeric string, null for an optional key, a key left out or added, issue 19, measured with
 * scripts/bench/firstFindings.ts), the exotic edges after, in the order measured then; the
 * type-level mistakes ported from the SchemaSpec mutators come last: a schema library's runtime
 * type-checks what they break, and put earlier they lengthen every tool's cycle of mistakes so the
 * measured ones come rounds later (zod 4's `__proto__` record key fell past 45 cases). A Record, so a
 * new operator cannot be left out.
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
  'boolean-string': 24,
  'wrong-type': 25,
  'null-for-required': 26,
  'enum-near-miss': 27,
  'fraction-for-integer': 28,
  'array-for-object': 29,
  'object-for-array': 30,
  'bad-array-element': 31,
  'non-object-top-level': 32,
  'multi-fault': 33,
};

/**
 * The order a SchemaSpec tool's violators visit the same mistakes: the order its seeded bugs were
 * measured to fall in (issue 19, scripts/bench/firstFindings.ts, when these were its own mutators:
 * a required key left out, a stringified scalar, null, a wrong type first), the key mistakes of
 * JSON-Schema tools after them; mistakes a SchemaSpec never admits (formats, patterns, tuples) last.
 */
export const SCHEMA_SPEC_OPERATOR_RANK: Readonly<Record<ViolatorOperator, number>> = {
  'omitted-key': 0,
  'numeric-string': 1,
  'boolean-string': 2,
  'null-for-optional': 3,
  'wrong-type': 4,
  'null-for-required': 5,
  'enum-near-miss': 6,
  'enum-case-variant': 7,
  'fraction-for-integer': 8,
  'stringified-object': 9,
  'stringified-array': 10,
  'array-for-object': 11,
  'object-for-array': 12,
  'bad-array-element': 13,
  'overflow-to-infinity': 14,
  'non-object-top-level': 15,
  'multi-fault': 16,
  'extra-key': 17,
  'misspelled-key': 18,
  'empty-string-for-optional': 19,
  'hostile-key': 20,
  'dictionary-value': 21,
  'negative-zero': 22,
  'omitted-arguments': 23,
  'pattern-case-variant': 24,
  'format-close-invalid': 25,
  'format-exotic-valid': 26,
  'format-disputed': 27,
  'exponent-multiple': 28,
  'astral-past-length-bound': 29,
  'astral-at-length-bound': 30,
  'astral-in-dot-pattern': 31,
  'tuple-missing-tail': 32,
  'two-oneof-branches': 33,
};

/** Every model mistake of the catalogue, in the order JSON-Schema tools visit them (the report's operator columns). */
export const VIOLATOR_OPERATORS: readonly ViolatorOperator[] = (Object.keys(VIOLATOR_OPERATOR_RANK) as ViolatorOperator[]).sort(
  (a, b) => VIOLATOR_OPERATOR_RANK[a] - VIOLATOR_OPERATOR_RANK[b],
);
