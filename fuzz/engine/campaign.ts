import type { ToolUnderTest } from '../model/toolUnderTest.ts';
import type { CampaignOutcome } from '../model/campaignOutcome.ts';
import { CampaignState } from './campaign/campaignState.ts';
import { type CampaignTimes, campaignTimes } from './campaign/campaignTimes.ts';
import { type PoolSlot, WorkerPool } from './campaign/workerPool.ts';
import { JobQueue } from './jobQueue.ts';

export type { CampaignFinding, Quarantine } from '../model/campaignOutcome.ts';

/** What a campaign runs, and within which budget. */
export interface CampaignSettings {
  readonly subjectPath: string;
  readonly tools: readonly ToolUnderTest[];
  readonly seed: number;
  /** Cases per source per tool; Infinity with a deadline: fuzz until the time is up. */
  readonly runs: number;
  /** Epoch ms by which the campaign must have ended, its workers included; undefined for none. */
  readonly deadline?: number;
  readonly workers: number;
  readonly callTimeoutMs: number;
  readonly runBodies: boolean;
  /** Epoch ms findings' `firstSeenMs` count from (the whole run's start); default: the campaign's start. */
  readonly runStarted?: number;
  /** Aborting stops the campaign: running cases finish, what was found is kept. */
  readonly signal?: AbortSignal;
  /** Called once, when the first worker has loaded the subject (nothing is printed before: a load error is one line). */
  readonly onStarted?: () => void;
  /** Called whenever a slice of a tool finishes. */
  readonly onToolDone?: (done: number, total: number, findings: number) => void;
  /** Called a few times a second with the cases run so far and the findings so far (for a live progress line). */
  readonly onProgress?: (cases: number, findings: number) => void;
}

/** What a campaign produced: its outcome, or a load error that ends the run. */
export interface CampaignResult extends CampaignOutcome {
  /** A load error of the subject or a tool module (usage: exit 2). */
  readonly fatal?: string;
}

const WORKER_ENTRY = new URL('./worker/workerEntry.mjs', import.meta.url);
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
 * the findings. It only schedules: the pool owns the workers, the state owns what was learnt.
 */
export function runCampaign(settings: CampaignSettings): Promise<CampaignResult> {
  const started = Date.now();
  const times: CampaignTimes | undefined = settings.deadline === undefined ? undefined : campaignTimes(started, settings.deadline);
  // Slice-major order, so a time budget covers every tool evenly instead of exhausting the first ones.
  const queue = new JobQueue(settings.tools, settings.runs, SLICE_RUNS);
  const state = new CampaignState(settings.tools, settings.runStarted ?? started);
  const running = new Set<number>();
  let jobsDone = 0;
  let fatal: string | undefined;
  let stopping = false;
  let timedOut = false;
  let announced = false;

  return new Promise<CampaignResult>((resolve) => {
    const timers: NodeJS.Timeout[] = [];
    let finished = false;

    const finish = (): void => {
      if (finished) return;
      finished = true;
      for (const timer of timers) clearTimeout(timer);
      clearInterval(progress);
      settings.signal?.removeEventListener('abort', stopAll);
      void pool.end(stopping ? END_GRACE_STOPPING_MS : END_GRACE_MS).then(() => {
        resolve({
          ...state.snapshot(),
          durationMs: Date.now() - started,
          interrupted: settings.signal?.aborted === true,
          timedOut,
          ...(fatal === undefined ? {} : { fatal }),
        });
      });
    };

    const finishIfDone = (): void => {
      if ((queue.exhausted || stopping) && running.size === 0 && pool.quiet) finish();
    };

    const dispatch = (slot: PoolSlot): void => {
      if (stopping || slot.gone) return;
      // A tool's next slice waits for its previous one: it must know what was already found (determinism).
      const job = queue.next(running, (toolIndex) => slot.recent.has(toolIndex));
      if (job === undefined) return finishIfDone();
      running.add(job.toolIndex);
      pool.post(slot, { ...job, known: state.knownFor(job.toolIndex) });
    };

    const dispatchIdle = (): void => {
      for (const slot of pool.idle()) dispatch(slot);
    };

    const fail = (message: string): void => {
      fatal = message;
      stopping = true;
      finish();
    };

    const pool = new WorkerPool(
      {
        entry: WORKER_ENTRY,
        setup: {
          subjectPath: settings.subjectPath,
          seed: settings.seed,
          callTimeoutMs: settings.callTimeoutMs,
          caseDeadline: times?.caseDeadline,
          shrinkDeadline: times?.shrinkDeadline,
          runBodies: settings.runBodies,
        },
        callTimeoutMs: settings.callTimeoutMs,
      },
      {
        ready(slot) {
          if (!announced) {
            announced = true;
            settings.onStarted?.();
          }
          dispatch(slot);
        },
        finding: (toolIndex, finding) => state.record(toolIndex, finding),
        done(slot, job, stats) {
          state.mergeStats(job.toolIndex, stats);
          running.delete(job.toolIndex);
          jobsDone++;
          settings.onToolDone?.(jobsDone, queue.total, state.findingCount);
          dispatch(slot);
          dispatchIdle();
          finishIfDone();
        },
        failed(slot, job, failure) {
          const next = state.jobFailed(job, failure, slot.watchdog.caseCounts());
          running.delete(job.toolIndex);
          if (next.next === 'drop') queue.drop(job.toolIndex);
          else queue.putBack(next.job);
          pool.replace(slot);
          finishIfDone();
        },
        fatal: fail,
        output: (chunk) => state.captureOutput(chunk),
      },
    );

    let lastProgress = 0;
    const progress = setInterval(() => {
      const now = Date.now();
      if (settings.onProgress === undefined || now - lastProgress < 250) return;
      lastProgress = now;
      settings.onProgress(state.casesDone() + pool.runningCases(), state.findingCount);
    }, 250);

    // Running cases finish and report; a worker stuck in a call is not waited for.
    function stopAll(): void {
      if (stopping) return;
      stopping = true;
      queue.clear();
      pool.requestStop();
      timers.push(setTimeout(finish, INTERRUPT_GRACE_MS));
      finishIfDone();
    }
    settings.signal?.addEventListener('abort', stopAll);
    if (times !== undefined) {
      // Workers stop starting cases, then shrinking, by themselves; these only catch stragglers.
      timers.push(
        setTimeout(() => {
          timedOut = !queue.exhausted || !pool.quiet;
          stopping = true;
          queue.clear();
          pool.requestStop();
          finishIfDone();
        }, times.stopAt - started),
        setTimeout(finish, times.deadline - started),
      );
    }

    if (queue.exhausted || (times !== undefined && started >= times.stopAt)) {
      timedOut = !queue.exhausted;
      finish();
      return;
    }
    pool.start(Math.max(1, Math.min(settings.workers, queue.total)));
  });
}
