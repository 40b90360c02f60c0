import { describe, expect, it } from 'vitest';
import { caseRandom, caseSeed } from './caseRandom.ts';

function draws(seed: number, n = 8): number[] {
  const rng = caseRandom(seed);
  return Array.from({ length: n }, () => rng.nextInt(0, 1_000_000));
}

describe('caseSeed', () => {
  it('is a pure function of (seed, tool, source, index), a 32-bit integer', () => {
    const seed = caseSeed(42, 'read_file', 'valid', 7);
    expect(caseSeed(42, 'read_file', 'valid', 7)).toBe(seed);
    expect(Number.isInteger(seed)).toBe(true);
    expect(seed | 0).toBe(seed);
  });

  it('changes with each of its parts', () => {
    const base = caseSeed(42, 'read_file', 'valid', 7);
    expect(caseSeed(43, 'read_file', 'valid', 7)).not.toBe(base);
    expect(caseSeed(42, 'write_file', 'valid', 7)).not.toBe(base);
    expect(caseSeed(42, 'read_file', 'loose', 7)).not.toBe(base);
    expect(caseSeed(42, 'read_file', 'valid', 8)).not.toBe(base);
  });

  it('keeps the boundaries between parts (tool "ab" + source "c" is not tool "a" + source "bc")', () => {
    expect(caseSeed(1, 'ab', 'c', 0)).not.toBe(caseSeed(1, 'a', 'bc', 0));
    expect(caseSeed(1, 't', 'valid', 12)).not.toBe(caseSeed(11, 't', 'valid', 2));
  });

  it('spreads consecutive indexes over distinct seeds', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => caseSeed(0, 'tool', 'valid', i)));
    expect(seeds.size).toBe(1000);
  });
});

describe('caseRandom', () => {
  it('draws the same sequence from the same seed, another from another seed', () => {
    expect(draws(123)).toEqual(draws(123));
    expect(draws(123)).not.toEqual(draws(124));
  });

  it('accepts negative seeds (caseSeed gives them)', () => {
    expect(draws(-5)).toEqual(draws(-5));
  });
});
