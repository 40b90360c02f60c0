import type { CampaignResult, CampaignSettings } from './campaign/campaignSettings.ts';
import { CampaignScheduler } from './campaign/campaignScheduler.ts';
import { workerEntryUrl } from './worker/workerBundle.ts';

export type { CampaignFinding, Quarantine } from '../model/campaignOutcome.ts';
export type { CampaignResult, CampaignSettings } from './campaign/campaignSettings.ts';

/** Cases per source in one slice of a tool: every tool gets a slice before any gets a second. */
export const SLICE_RUNS = 25;
/** How long an idle worker may take to hand over its buffered output and exit before it is terminated. */
const END_GRACE_MS = 2000;
/** The same when stopping early: an interrupt or a deadline must not wait. */
const END_GRACE_STOPPING_MS = 300;
/** After an interrupt, how long running cases get to finish before their workers are terminated. */
const INTERRUPT_GRACE_MS = 1500;

/**
 * Runs every tool through worker threads in slices, within the run and time budget, and gathers
 * the findings. It only schedules (CampaignScheduler): the pool owns the workers, the state owns
 * what was learnt.
 */
export async function runCampaign(settings: CampaignSettings): Promise<CampaignResult> {
  return new CampaignScheduler(settings, {
    workerEntry: await workerEntryUrl(),
    sliceRuns: SLICE_RUNS,
    endGraceMs: END_GRACE_MS,
    endGraceStoppingMs: END_GRACE_STOPPING_MS,
    interruptGraceMs: INTERRUPT_GRACE_MS,
  }).run();
}
