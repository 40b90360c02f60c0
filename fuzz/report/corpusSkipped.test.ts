import { describe, expect, it } from 'vitest';
import { skippedParts } from './corpusSkipped.ts';

describe('skippedParts', () => {
  it('names only the reasons that skipped entries, in a fixed order, with the prune hint for legacy ones', () => {
    expect(skippedParts({ otherSubjects: 4, legacy: 0, outOfTime: 2 })).toEqual([
      { count: 4, what: 'of other subjects' },
      { count: 2, what: 'the time budget left no room for' },
    ]);
    expect(skippedParts({ otherSubjects: 0, legacy: 3, outOfTime: 0 })).toEqual([
      { count: 3, what: 'written before entries named their subject', hint: 'toolfuzz corpus prune --legacy' },
    ]);
  });

  it('has nothing to say when nothing was skipped, or the report predates the count', () => {
    expect(skippedParts({ otherSubjects: 0, legacy: 0, outOfTime: 0 })).toEqual([]);
    expect(skippedParts(undefined)).toEqual([]);
  });
});
