import { describe, expect, it } from 'vitest';
import { uniqueToolName } from './readToolEntry.ts';

describe('uniqueToolName', () => {
  it('keeps a new name and numbers repeats from 2', () => {
    const taken = new Set<string>();
    expect(['a', 'a', 'b', 'a'].map((name) => uniqueToolName(name, taken))).toEqual(['a', 'a#2', 'b', 'a#3']);
  });

  it('skips a numbered name that a real tool already has', () => {
    const taken = new Set<string>();
    expect(['a#2', 'a', 'a'].map((name) => uniqueToolName(name, taken))).toEqual(['a#2', 'a', 'a#3']);
  });
});
