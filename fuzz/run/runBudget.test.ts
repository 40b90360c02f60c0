import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNS, REPORT_RESERVE_MS, runBudget } from './runBudget.ts';

const T0 = 1_000_000;

describe('runBudget', () => {
  it('runs the default 100 cases per source when neither --runs nor --time is given, with no deadline', () => {
    expect(runBudget(T0, { runs: undefined, timeSeconds: undefined })).toEqual({
      started: T0,
      campaignDeadline: undefined,
      runs: DEFAULT_RUNS,
    });
    expect(DEFAULT_RUNS).toBe(100);
  });

  it('means "fuzz for that long" when --time is given alone: no cap on runs', () => {
    const budget = runBudget(T0, { runs: undefined, timeSeconds: 120 });
    expect(budget.runs).toBe(Number.POSITIVE_INFINITY);
    expect(budget.campaignDeadline).toBe(T0 + 120_000 - REPORT_RESERVE_MS);
  });

  it('with both, keeps --runs and the deadline: whichever comes first', () => {
    expect(runBudget(T0, { runs: 7, timeSeconds: 20 })).toEqual({
      started: T0,
      campaignDeadline: T0 + 20_000 - REPORT_RESERVE_MS,
      runs: 7,
    });
  });

  it('never reserves more than a tenth of a short budget for the reports', () => {
    const budget = runBudget(T0, { runs: undefined, timeSeconds: 1 });
    expect(budget.campaignDeadline).toBe(T0 + 900);
  });
});
