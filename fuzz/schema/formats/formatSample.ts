import type fc from 'fast-check';

/** The formats of ajv-formats (full mode), by name. */
export type FormatName =
  | 'date'
  | 'time'
  | 'date-time'
  | 'iso-time'
  | 'iso-date-time'
  | 'duration'
  | 'uri'
  | 'uri-reference'
  | 'uri-template'
  | 'url'
  | 'email'
  | 'hostname'
  | 'ipv4'
  | 'ipv6'
  | 'regex'
  | 'uuid'
  | 'json-pointer'
  | 'json-pointer-uri-fragment'
  | 'relative-json-pointer'
  | 'byte'
  | 'int32'
  | 'int64'
  | 'float'
  | 'double'
  | 'password'
  | 'binary';

/** A value the standards and ajv-formats judge differently, with the reason, so a finding can cite it. */
export interface DisputedValue<T> {
  readonly value: T;
  /** Why the value is valid per the format's RFC though ajv-formats rejects it. */
  readonly why: string;
}

/** Both edges of one format: exotic values it accepts, near misses it rejects, and a generator of ordinary values. */
export interface FormatSample<T extends string | number = string | number> {
  /** The JSON type the format applies to (ajv-formats checks numbers for int32..double, strings for the rest). */
  readonly appliesTo: T extends number ? 'number' : 'string';
  /** Valid but exotic: values a careless validator rejects (leap seconds, offsets, `urn:uuid:`, IPv4 in IPv6). */
  readonly exoticValid: readonly T[];
  /** Invalid but close: one character (or one rule) off the grammar. */
  readonly closeInvalid: readonly T[];
  /** Why `closeInvalid` is empty when it is: the format accepts every value of its type. */
  readonly acceptsEverything?: true;
  /** Valid per the RFC, rejected by ajv-formats: where validators legitimately disagree. */
  readonly disputed: readonly DisputedValue<T>[];
  /** Ordinary valid values, built with fast-check's combinators. */
  readonly arbitrary: fc.Arbitrary<T>;
}
