/** The model mistakes violators imitate, one id per mistake class. */
export type ViolatorOperator =
  | 'null-for-optional'
  | 'empty-string-for-optional'
  | 'stringified-object'
  | 'stringified-array'
  | 'numeric-string'
  | 'boolean-string'
  | 'enum-case-variant'
  | 'pattern-case-variant'
  | 'misspelled-key'
  | 'omitted-key'
  | 'extra-key'
  | 'hostile-key'
  | 'omitted-arguments'
  | 'overflow-to-infinity'
  | 'negative-zero'
  | 'exponent-multiple'
  | 'astral-at-length-bound'
  | 'astral-past-length-bound'
  | 'astral-in-dot-pattern'
  | 'tuple-missing-tail'
  | 'two-oneof-branches'
  | 'format-exotic-valid'
  | 'format-close-invalid'
  | 'format-disputed'
  | 'dictionary-value'
  | 'wrong-type'
  | 'null-for-required'
  | 'fraction-for-integer'
  | 'array-for-object'
  | 'object-for-array'
  | 'bad-array-element'
  | 'non-object-top-level'
  | 'enum-near-miss'
  | 'multi-fault';

/** What the advertised schema says of a violator: decided from the schema's keywords, never by asking a validator. */
export type Expected = 'invalid' | 'valid' | 'either';

/** What the model sends: arguments (with the JSON text when JSON.stringify would not round-trip them), or none at all. */
export type ViolatorCall = { readonly kind: 'args'; readonly args: unknown; readonly rawJson?: string } | { readonly kind: 'omitted' };

/** One labelled mutation of valid arguments. */
export interface Violator {
  readonly operator: ViolatorOperator;
  /** JSON Pointer, into the arguments, of the value or object the mistake is at. */
  readonly path: string;
  readonly call: ViolatorCall;
  readonly expected: Expected;
  /** The keyword reason for `expected`, in one line. */
  readonly why: string;
  /** A multi-fault case's mistakes, each with its own reason; absent for a single mistake. */
  readonly faults?: readonly ViolatorFault[];
}

/** One mistake in a case: where, which, and the keyword reason of its own verdict. */
export interface ViolatorFault {
  readonly path: string;
  readonly operator: ViolatorOperator;
  readonly why: string;
}

/** A label with its reason. */
export interface Verdict {
  readonly expected: Expected;
  readonly why: string;
}

/** The stronger of two verdicts: one sure violation makes the whole invalid; doubt beats validity. */
export function worst(a: Verdict, b: Verdict): Verdict {
  if (a.expected === 'invalid') return a;
  if (b.expected === 'invalid') return b;
  if (a.expected === 'either') return a;
  return b;
}

/** A valid verdict. */
export const VALID: Verdict = { expected: 'valid', why: 'every keyword holds' };
