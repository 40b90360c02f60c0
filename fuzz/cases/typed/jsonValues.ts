import fc from 'fast-check';

// Strings a model really sends: empty, whitespace, non-ASCII, lone surrogates, control chars, long.
const edgeStrings = ['', ' ', 'é', '名前', '🙂', '\u0000', '\ud800', 'a\udc00b', 'null', 'true', '0', 'x'.repeat(300)];

/** Any JSON string, from ASCII to full Unicode, lone surrogates and edge cases included. */
export const jsonString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 2, arbitrary: fc.constantFrom(...edgeStrings) },
);

/** Any finite number (what JSON can carry), with -0, 2**53, 1e308 and tiny values. */
export const jsonNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.integer() },
  { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.constantFrom(0, -0, 0.5, -1.5, 2 ** 53, 1e21, 1e308, -1e308, Number.MIN_VALUE) },
);

/** Any integer JSON can carry, far beyond int32 and the safe range. */
export const jsonInteger: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map(Math.trunc) },
  { weight: 2, arbitrary: fc.constantFrom(0, -0, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 53), 1e21, 1e308, -1e308) },
);

/** Any JSON value, shallow enough to keep a case cheap. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 1 });

/** Keys a model invents, including ones that are hostile to naive objects. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('constructor', '__proto__', 'toString', 'valueOf', 'extra', '') },
);
