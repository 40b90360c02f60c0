import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLength } from './codePoints.ts';

describe('codePointLength', () => {
  it('counts code points as JSON Schema does: a surrogate pair is one, a lone surrogate one, anything else one per unit', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('a😀b')).toBe(3);
    expect(codePointLength('\uD83D')).toBe(1);
    expect(codePointLength('x\uDE00\uD83D')).toBe(3);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme-composite' }), (a, b) => {
        expect(codePointLength(a + b)).toBe([...(a + b)].length);
      }),
      { seed: 1 },
    );
  });
});
