import { describe, expect, it } from 'vitest';
import { NOTHING_TO_SHRINK, NOT_SHRUNK, rawFinding } from './rawFinding.ts';

const facts = {
  kind: 'HANG',
  blame: 'validator',
  tool: 't',
  explanation: 'no answer',
  paths: [],
  spec: {},
  argsJson: '{}',
  source: 'valid',
  caseIndex: 2,
} as const;

describe('rawFinding', () => {
  it('makes a finding of one occurrence, without verdicts, not yet shrunk', () => {
    expect(rawFinding(facts)).toEqual({ ...facts, verdicts: undefined, occurrences: 1, shrink: { steps: 0, evaluations: 0, done: false } });
    expect(NOT_SHRUNK.done).toBe(false);
  });

  it('keeps what the producer says instead of the defaults', () => {
    const finding = rawFinding({ ...facts, occurrences: 4, shrink: NOTHING_TO_SHRINK, operator: 'omitted-key' });
    expect(finding).toMatchObject({ occurrences: 4, shrink: { done: true }, operator: 'omitted-key' });
  });
});
