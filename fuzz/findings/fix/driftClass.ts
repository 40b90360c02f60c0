/**
 * The drift classes toolfuzz can tell from a finding's evidence (the names the fixtures' drifts.json
 * use, where one exists). `unrecognised` is honest: the hint is then the generic one for the kind.
 */
export const DRIFT_CLASSES = [
  'default-required',
  'unknown-keys-stripped',
  'record-reserved-key',
  'coercion',
  'format',
  'pattern-flags',
  'pattern-unicode-mode',
  'length-utf16',
  'multipleof-float',
  'multipleof-large',
  'non-finite-number',
  'enum-not-enforced',
  'catch-fallback',
  'overwrite-before-check',
  'intersection-strictness',
  'null-for-optional',
  'placeholder-schema',
  'hidden-constraint',
  'schema-invalid',
  'hang',
  'crash',
  'body-crash',
  'unrecognised',
] as const;

/** One drift class. */
export type DriftClass = (typeof DRIFT_CLASSES)[number];

/** Which way a drift goes, in the model's terms. */
export type DriftDirection = 'runtime-accepts-schema-forbids' | 'schema-accepts-runtime-rejects' | 'other';

/** A finding's class, with the keyword detail the hint names (the format, the keyword). */
export interface ClassifiedDrift {
  readonly driftClass: DriftClass;
  readonly direction: DriftDirection;
  /** `email` for a format drift; the offending path as the report writes it. */
  readonly format?: string;
  readonly path?: string;
}
