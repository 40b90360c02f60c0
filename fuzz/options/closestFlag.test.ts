import { describe, expect, it } from 'vitest';
import { closestFlag } from './closestFlag.ts';

const KNOWN = ['--seed', '--specs', '--runs', '--run-bodies', '--time'];

describe('closestFlag', () => {
  it('finds the flag a typo or a plural meant', () => {
    expect(closestFlag('--seeds', KNOWN)).toBe('--seed');
    expect(closestFlag('--spec', KNOWN)).toBe('--specs');
    expect(closestFlag('--runbodies', KNOWN)).toBe('--run-bodies');
    expect(closestFlag('--run-bodys', KNOWN)).toBe('--run-bodies');
  });

  it('suggests nothing for an unrelated flag', () => {
    expect(closestFlag('--verbose', KNOWN)).toBeUndefined();
    expect(closestFlag('--x', [])).toBeUndefined();
  });
});
