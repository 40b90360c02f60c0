import fc from 'fast-check';

const SURROGATE = /[\uD800-\uDFFF]/;

/** The length of a string as JSON Schema counts it: in code points (a surrogate pair is one). */
export function codePointLength(value: string): number {
  // Most strings hold no surrogate: their UTF-16 length is their code-point length, found without a walk.
  if (!SURROGATE.test(value)) return value.length;
  let length = 0;
  for (const _ of value) length++;
  return length;
}

const ascii = fc.integer({ min: 0x20, max: 0x7e });
const bmp = fc.integer({ min: 0xa0, max: 0xffff }).filter((c) => c < 0xd800 || c > 0xdfff);
const astral = fc.integer({ min: 0x10000, max: 0x10ffff });

/**
 * One code point per unit, so a unit count is a code-point count: mostly ASCII, then BMP and astral
 * characters (the ones UTF-16-counting validators get wrong). No lone surrogates: two adjacent ones
 * would fuse into one code point and break the count.
 */
export const codePointUnit: fc.Arbitrary<string> = fc
  .oneof({ weight: 6, arbitrary: ascii }, { weight: 2, arbitrary: bmp }, { weight: 2, arbitrary: astral })
  .map((code) => String.fromCodePoint(code));
