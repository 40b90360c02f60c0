/** When, within a campaign's deadline, each kind of work must stop. */
export interface CampaignTimes {
  /** No new case starts after this: the rest of the budget goes to shrinking what was found. */
  readonly caseDeadline: number;
  /** Shrinking gives up after this: workers then have a moment to report what they have. */
  readonly shrinkDeadline: number;
  /** The supervisor asks every worker to stop. */
  readonly stopAt: number;
  /** Every worker is gone by this (a worker stuck in a call is terminated). */
  readonly deadline: number;
}

/** How long before the deadline workers are asked to stop, so they can report what they found. */
export const STOP_BEFORE_DEADLINE_MS = 500;
/** The most of a budget kept for shrinking what the last cases found. */
const SHRINK_RESERVE_MS = 3000;
/** The share of a short budget kept for shrinking. */
const SHRINK_SHARE = 0.15;

/**
 * Splits the time between `started` and `deadline`: cases until a shrink reserve is left (at most
 * 3 s, 15 % of a short budget), shrinking until just before the deadline, and the deadline itself
 * as the hard end. A finding seen just before the case deadline still gets shrunk.
 */
export function campaignTimes(started: number, deadline: number): CampaignTimes {
  const budget = Math.max(0, deadline - started);
  const stopAt = deadline - Math.min(STOP_BEFORE_DEADLINE_MS, budget * 0.1);
  const shrinkDeadline = stopAt;
  const caseDeadline = Math.min(stopAt, deadline - Math.min(SHRINK_RESERVE_MS, budget * SHRINK_SHARE));
  return { caseDeadline, shrinkDeadline, stopAt, deadline };
}
