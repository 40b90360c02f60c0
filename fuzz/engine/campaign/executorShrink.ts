import type { RawFinding } from '../../findings/rawFinding.ts';
import { parseExactArgs } from '../../shrink/exactArgs.ts';
import { ARGS_SPACE, shrinkGreedy } from '../../shrink/shrinkGreedy.ts';
import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';
import type { ProbeWorker } from './probeWorker.ts';

/** The most candidates a HANG or CRASH shrink runs: each hang among them costs a worker restart. */
export const EXECUTOR_SHRINK_CANDIDATES = 24;
/**
 * The most probe-worker starts in a whole campaign: a run without --time has no deadline to bound its
 * shrinks, and each start loads the subject again (seconds on a busy machine).
 */
export const EXECUTOR_SHRINK_RESTARTS = 12;
/** The shortest per-call limit for a candidate: below it, a busy machine's slow call would pass for a hang. */
const MIN_CANDIDATE_LIMIT_MS = 250;
/** Time a fresh worker may take to load the subject before its first candidate, kept out of the budget. */
const RESTART_ALLOWANCE_MS = 1500;

/** What a HANG or CRASH shrink may spend. */
export interface ExecutorShrinkBudget {
  /** The campaign's call timeout: the shrunk args are confirmed against it. */
  readonly callTimeoutMs: number;
  /** Epoch ms by which the shrink must be over (the campaign's shrink deadline); undefined for none. */
  readonly deadline: number | undefined;
  /** The campaign is ending: no further candidate. */
  readonly stopped: () => boolean;
}

/** The per-call limit of a candidate: a fraction of the call timeout, so a shrink of many hangs stays short. */
export function candidateLimitMs(callTimeoutMs: number): number {
  return Math.min(callTimeoutMs, Math.max(MIN_CANDIDATE_LIMIT_MS, Math.round(callTimeoutMs / 4)));
}

/**
 * Shrinks a HANG or CRASH finding's args with the greedy shrink and args space of every other finding: a candidate
 * still fails when it hangs (past a short limit) or crashes again, in a fresh worker each time it
 * does. The smallest one is confirmed once against the full call timeout, so a call that was only
 * slow is never reported as a hang; unconfirmed, the finding keeps its own args. Undefined when
 * there is nothing to shrink (the schema's conversion hung, or the args shown were truncated).
 */
export async function shrinkExecutorFinding(
  finding: RawFinding,
  tool: ToolUnderTest,
  toolIndex: number,
  probes: ProbeWorker,
  budget: ExecutorShrinkBudget,
): Promise<RawFinding | undefined> {
  if (finding.kind !== 'HANG' && finding.kind !== 'CRASH') return undefined;
  if (finding.source === 'spec' || finding.explanation.includes('truncated')) return undefined;
  let args: unknown;
  try {
    args = parseExactArgs(finding.argsJson);
  } catch {
    return undefined;
  }
  const toolJson = JSON.stringify(tool);
  const limitMs = candidateLimitMs(budget.callTimeoutMs);
  const inTime = (ms: number): boolean =>
    !budget.stopped() && (budget.deadline === undefined || Date.now() + ms + RESTART_ALLOWANCE_MS < budget.deadline);
  const fits = (ms: number): boolean => inTime(ms) && probes.restarts < EXECUTOR_SHRINK_RESTARTS;
  const fails = async (json: string, ms: number): Promise<boolean> =>
    (await probes.probe({ toolIndex, toolJson, argsJson: json }, ms)) === finding.kind;
  const shrunk = await shrinkGreedy(args, ARGS_SPACE, (_candidate, json) => fails(json, limitMs), {
    budget: EXECUTOR_SHRINK_CANDIDATES,
    shouldStop: () => !fits(limitMs),
  });
  const unchanged = { ...finding, shrink: { steps: 0, evaluations: shrunk.evaluations, done: true } };
  if (shrunk.steps === 0) return unchanged;
  // The short limit found it; the campaign's own timeout must agree before the smaller args are reported.
  // (One start past the restart cap at most: the confirmation.)
  if (!inTime(budget.callTimeoutMs) || !(await fails(shrunk.json, budget.callTimeoutMs))) return unchanged;
  return { ...finding, argsJson: shrunk.json, shrink: { steps: shrunk.steps, evaluations: shrunk.evaluations + 1, done: true } };
}
