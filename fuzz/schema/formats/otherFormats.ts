import fc from 'fast-check';
import type { FormatSample } from './formatSample.ts';
import { escapePointerToken } from '../jsonPointer.ts';

const token = fc.string({ unit: fc.constantFrom(...'ab~/ 😀é0'), maxLength: 6 }).map(escapePointerToken);
const pointer = fc.array(token, { maxLength: 3 }).map((tokens) => tokens.map((t) => `/${t}`).join(''));

/** A regular expression ajv-formats can compile (ECMA-262, without the `u` flag). */
export const regexSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['^(?<year>\\d{4})$', '(?=a)b', '(?<!x)y', '\\p{L}', '[\\u{1F600}]', '', 'a{2,}?'],
  closeInvalid: ['(', '[a-', 'a\\Z', '*a', 'a{2,1}', '(?<n>a)(?<n>b)'],
  disputed: [],
  arbitrary: fc.constantFrom('^[a-z]+$', '\\d{3}-\\d{4}', '^(foo|bar)$', '.*', '[A-Z]{2,3}'),
};

/** RFC 4122 UUID, with or without `urn:uuid:`. */
export const uuidSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: [
    'urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'URN:UUID:f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
  ],
  closeInvalid: [
    '123e4567-e89b-12d3-a456-42661417400',
    'urn:uuid:123e4567e89b12d3a456426614174000',
    '{123e4567-e89b-12d3-a456-426614174000}',
    '123e4567-e89b-12d3-a456-42661417400g',
    '123e4567e89b12d3a456426614174000',
  ],
  disputed: [],
  arbitrary: fc.uuid(),
};

/** RFC 6901 JSON Pointer. */
export const jsonPointerSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['', '/', '/a~1b', '/m~0n', '/ ', '/😀', '//'],
  closeInvalid: ['a', '/a~2', '/~', '#/a', '/a~'],
  disputed: [],
  arbitrary: pointer,
};

/** RFC 6901 JSON Pointer in a URI fragment. */
export const jsonPointerFragmentSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['#', '#/a%20b', '#/c%25d', '#/', '#/~0~1'],
  closeInvalid: ['/a', '#/a b', '#/%zz', '#a', '#/~2'],
  disputed: [],
  arbitrary: fc
    .array(fc.string({ unit: fc.constantFrom(...'abc019-._'), maxLength: 5 }), { maxLength: 3 })
    .map((tokens) => `#${tokens.map((t) => `/${t}`).join('')}`),
};

/** Relative JSON Pointer (draft-luff-relative-json-pointer). */
export const relativeJsonPointerSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['0', '1#', '0/foo/0', '2/highly/nested', '10'],
  closeInvalid: ['01', '-1', '/a', '0#/a', ''],
  disputed: [],
  arbitrary: fc.tuple(fc.nat({ max: 20 }), fc.oneof(pointer, fc.constant('#'))).map(([n, rest]) => `${n}${rest}`),
};

/** Base64 (RFC 4648) with padding, as OpenAPI's `byte`. */
export const byteSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['', 'YQ==', 'YWI=', 'SGVsbG8gV29ybGQ=', '++//'],
  closeInvalid: ['YQ=', 'Y', 'YQ===', 'SGVsbG8*', 'YQ'],
  disputed: [{ value: 'YQ', why: 'unpadded base64, which RFC 4648 §3.2 allows when the specification says so' }],
  arbitrary: fc.uint8Array({ maxLength: 24 }).map((bytes) => Buffer.from(bytes).toString('base64')),
};

/** OpenAPI int32: an integer within 32 signed bits. */
export const int32Sample: FormatSample<number> = {
  appliesTo: 'number',
  exoticValid: [2147483647, -2147483648, 0, -0, 1e9, 2.0],
  closeInvalid: [2147483648, -2147483649, 1.5, 1e10],
  disputed: [],
  arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
};

/** OpenAPI int64: any integer (JSON numbers cannot reach 2^63 exactly). */
export const int64Sample: FormatSample<number> = {
  appliesTo: 'number',
  exoticValid: [2 ** 53, -(2 ** 53), 1e21, 9007199254740993, -0],
  closeInvalid: [0.5, 1.000001, -1.5],
  // 2 ** 63 is out of int64 range, yet ajv-formats accepts it (it checks Number.isInteger only): the opposite of disputed.
  disputed: [],
  arbitrary: fc.maxSafeInteger(),
};

const anyFinite = fc.double({ noNaN: true, noDefaultInfinity: true });

/** OpenAPI float: ajv-formats accepts every number. */
export const floatSample: FormatSample<number> = {
  appliesTo: 'number',
  exoticValid: [3.4028234663852886e38, 1e-45, -0, 5e-324],
  closeInvalid: [],
  acceptsEverything: true,
  disputed: [],
  arbitrary: anyFinite,
};

/** OpenAPI double: ajv-formats accepts every number. */
export const doubleSample: FormatSample<number> = { ...floatSample, exoticValid: [1.7976931348623157e308, 5e-324, -0, 0.1 + 0.2] };

/** A string shown hidden: every string is valid. */
export const passwordSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['', ' ', '😀'.repeat(3), '\u0000'],
  closeInvalid: [],
  acceptsEverything: true,
  disputed: [],
  arbitrary: fc.string({ unit: 'grapheme', maxLength: 16 }),
};

/** An unchecked payload: every string is valid. */
export const binarySample: FormatSample<string> = { ...passwordSample, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) };
