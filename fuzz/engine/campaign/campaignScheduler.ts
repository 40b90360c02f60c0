import type { CampaignResult, CampaignSettings } from './campaignSettings.ts';
import type { RawFinding } from '../../findings/rawFinding.ts';
import { stopAfter } from '../../model/awaitedFinding.ts';
import { JobQueue } from '../jobQueue.ts';
import { CampaignState } from './campaignState.ts';
import { type CampaignTimes, campaignTimes } from './campaignTimes.ts';
import { type PoolSettings, type PoolSlot, WorkerPool } from './workerPool.ts';
import { shrinkExecutorFinding } from './executorShrink.ts';
import { ProbeWorker } from './probeWorker.ts';
import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';

/** How the scheduler paces itself: slice size, and the graces it gives workers when ending. */
export interface SchedulerPacing {
  readonly workerEntry: URL;
  /** Cases per source in one slice of a tool. */
  readonly sliceRuns: number;
  /** How long an idle worker may take to hand over its buffered output and exit before it is terminated. */
  readonly endGraceMs: number;
  /** The same when stopping early: an interrupt or a deadline must not wait. */
  readonly endGraceStoppingMs: number;
  /** After an interrupt, how long running cases get to finish before their workers are terminated. */
  readonly interruptGraceMs: number;
}

/** How often the live progress line is fed. */
const PROGRESS_EVERY_MS = 250;

/**
 * One campaign's scheduling: which tool's next slice goes to which idle worker, when to stop (run
 * budget, deadline, interrupt, fatal load error) and when the campaign is over. The pool owns the
 * workers, the state owns what was learnt; this class owns only the few facts of its own progress.
 */
export class CampaignScheduler {
  readonly #settings: CampaignSettings;
  readonly #pacing: SchedulerPacing;
  readonly #started = Date.now();
  readonly #times: CampaignTimes | undefined;
  // Slice-major order, so a time budget covers every tool evenly instead of exhausting the first ones.
  readonly #queue: JobQueue;
  readonly #state: CampaignState;
  readonly #pool: WorkerPool;
  /** Tools with a slice running: a tool's next slice waits for its previous one (it must know what was found). */
  readonly #running = new Set<number>();
  readonly #timers: NodeJS.Timeout[] = [];
  #progress: NodeJS.Timeout | undefined;
  #jobsDone = 0;
  #fatal: string | undefined;
  #stopping = false;
  #timedOut = false;
  #announced = false;
  #finished = false;
  #resolve: (result: CampaignResult) => void = () => {};
  /** HANG and CRASH findings (`tool/kind/blame`) whose shrink ran or runs: one shrink each. */
  readonly #shrinkStarted = new Set<string>();
  /** The HANG and CRASH shrinks, one after another in one probe worker; undefined when none runs. */
  #shrinking: Promise<void> | undefined;
  #probes: ProbeWorker | undefined;

  constructor(settings: CampaignSettings, pacing: SchedulerPacing) {
    this.#settings = settings;
    this.#pacing = pacing;
    this.#times = settings.deadline === undefined ? undefined : campaignTimes(this.#started, settings.deadline);
    this.#queue = new JobQueue(settings.tools, settings.runs, pacing.sliceRuns);
    this.#state = new CampaignState(settings.tools, settings.runStarted ?? this.#started);
    this.#pool = new WorkerPool(
      {
        entry: pacing.workerEntry,
        setup: this.#workerSetup(),
        callTimeoutMs: settings.callTimeoutMs,
      },
      {
        ready: (slot) => {
          if (!this.#announced) {
            this.#announced = true;
            settings.onStarted?.();
          }
          this.#dispatch(slot);
        },
        finding: (toolIndex, finding) => {
          this.#state.record(toolIndex, finding);
          if (finding.shrink.done) this.#stopIfAwaited(toolIndex, finding);
        },
        done: (slot, job, stats, events) => {
          if (events !== undefined) this.#state.producerEvents(job.toolIndex, events);
          this.#state.mergeStats(job.toolIndex, stats);
          this.#running.delete(job.toolIndex);
          // A tool the producer found not usable here has nothing left to show: its remaining slices go.
          if (stats.unusable !== undefined) this.#queue.drop(job.toolIndex);
          this.#jobsDone++;
          settings.onToolDone?.(this.#jobsDone, this.#queue.total, this.#state.findingCount);
          this.#dispatch(slot);
          for (const idle of this.#pool.idle()) this.#dispatch(idle);
          this.#finishIfDone();
        },
        failed: (slot, job, failure) => {
          const next = this.#state.jobFailed(job, failure, slot.watchdog.caseCounts());
          this.#running.delete(job.toolIndex);
          if (next.next === 'drop') this.#queue.drop(job.toolIndex);
          else this.#queue.putBack(next.job);
          this.#pool.replace(slot);
          this.#shrinkExecutorFindings(job.toolIndex);
          this.#finishIfDone();
        },
        fatal: (message) => {
          this.#fatal = message;
          this.#stopping = true;
          this.#finish();
        },
        output: (chunk) => this.#state.captureOutput(chunk),
      },
    );
  }

  /** Starts the workers and resolves once every tool ran its budget, or the campaign was stopped. */
  run(): Promise<CampaignResult> {
    return new Promise<CampaignResult>((resolve) => {
      this.#resolve = resolve;
      this.#settings.signal?.addEventListener('abort', this.#interrupt);
      this.#startProgress();
      const times = this.#times;
      if (times !== undefined) {
        // Workers stop starting cases, then shrinking, by themselves; these only catch stragglers.
        this.#timers.push(
          setTimeout(() => this.#outOfTime(), times.stopAt - this.#started),
          setTimeout(() => this.#finish(), times.deadline - this.#started),
        );
      }
      if (this.#queue.exhausted || (times !== undefined && this.#started >= times.stopAt)) {
        this.#timedOut = !this.#queue.exhausted;
        this.#finish();
        return;
      }
      this.#pool.start(Math.max(1, Math.min(this.#settings.workers, this.#queue.total)));
    });
  }

  /** What every worker is started with, the probe worker included. */
  #workerSetup(): PoolSettings['setup'] {
    const settings = this.#settings;
    return {
      subjectPath: settings.subjectPath,
      cwd: settings.cwd ?? process.cwd(),
      producers: [...new Set(settings.tools.map((tool) => tool.producer))],
      seed: settings.seed,
      callTimeoutMs: settings.callTimeoutMs,
      caseDeadline: this.#times?.caseDeadline,
      shrinkDeadline: this.#times?.shrinkDeadline,
      runBodies: settings.runBodies,
      providers: settings.providers ?? [],
    };
  }

  #dispatch(slot: PoolSlot): void {
    if (this.#stopping || slot.gone) return;
    const job = this.#queue.next(this.#running, (toolIndex) => slot.recent.has(toolIndex));
    if (job === undefined) return this.#finishIfDone();
    this.#running.add(job.toolIndex);
    const priorEvents = this.#state.eventsOf(job.toolIndex);
    this.#pool.post(slot, { ...job, known: this.#state.knownFor(job.toolIndex), ...(priorEvents.length === 0 ? {} : { priorEvents }) });
  }

  #finishIfDone(): void {
    if ((this.#queue.exhausted || this.#stopping) && this.#running.size === 0 && this.#pool.quiet && this.#shrinking === undefined)
      this.#finish();
  }

  // A HANG or CRASH is shrunk beside the campaign, in a probe worker of its own: each candidate that
  // hangs costs that worker a restart, never a fuzzing worker's, and the deadline bounds it all.
  #shrinkExecutorFindings(toolIndex: number): void {
    const tool = this.#settings.tools[toolIndex] as ToolUnderTest;
    for (const finding of this.#state.unshrunkExecutorFindings(toolIndex)) {
      const key = `${toolIndex}/${finding.kind}/${finding.blame}`;
      if (this.#shrinkStarted.has(key)) continue;
      this.#shrinkStarted.add(key);
      const previous = this.#shrinking ?? Promise.resolve();
      this.#probes ??= new ProbeWorker(this.#pacing.workerEntry, this.#workerSetup());
      const probes = this.#probes;
      const budget = {
        callTimeoutMs: this.#settings.callTimeoutMs,
        deadline: this.#times?.shrinkDeadline,
        stopped: () => this.#finished || this.#stopping,
      };
      const next = previous
        .then(() => shrinkExecutorFinding(finding, tool, toolIndex, probes, budget))
        .then((shrunk) => {
          if (shrunk !== undefined && !this.#finished) this.#state.recordShrunk(toolIndex, shrunk);
        })
        .catch(() => {})
        .finally(() => {
          if (this.#shrinking !== next) return;
          this.#shrinking = undefined;
          this.#finishIfDone();
        });
      this.#shrinking = next;
    }
  }

  // Running cases finish and report; a worker stuck in a call is not waited for.
  readonly #interrupt = (): void => {
    if (this.#stopping) return;
    this.#stopAll();
    this.#timers.push(setTimeout(() => this.#finish(), this.#pacing.interruptGraceMs));
    this.#finishIfDone();
  };

  #outOfTime(): void {
    this.#timedOut = !this.#queue.exhausted || !this.#pool.quiet;
    this.#stopAll();
    this.#finishIfDone();
  }

  // What the caller waited for is in: its tool (or the whole run) needs no more cases. Not a timeout:
  // the run ends as decided, its shrinks finished.
  #stopIfAwaited(toolIndex: number, finding: RawFinding): void {
    const awaited = this.#settings.stopWhenFound;
    if (awaited === undefined || this.#stopping) return;
    const ends = stopAfter(awaited, finding);
    if (ends === 'tool') {
      this.#queue.drop(toolIndex);
      this.#pool.stopCases(toolIndex);
    } else if (ends === 'run') {
      this.#stopping = true;
      this.#queue.clear();
      this.#pool.stopCases();
      this.#finishIfDone();
    }
  }

  #stopAll(): void {
    this.#stopping = true;
    this.#queue.clear();
    this.#pool.requestStop();
  }

  #startProgress(): void {
    const onProgress = this.#settings.onProgress;
    if (onProgress === undefined) return;
    this.#progress = setInterval(
      () => onProgress(this.#state.casesDone() + this.#pool.runningCases(), this.#state.findingCount),
      PROGRESS_EVERY_MS,
    );
  }

  #finish(): void {
    if (this.#finished) return;
    this.#finished = true;
    for (const timer of this.#timers) clearTimeout(timer);
    clearInterval(this.#progress);
    this.#settings.signal?.removeEventListener('abort', this.#interrupt);
    const probesClosed = this.#probes?.close() ?? Promise.resolve();
    void Promise.all([this.#pool.end(this.#stopping ? this.#pacing.endGraceStoppingMs : this.#pacing.endGraceMs), probesClosed]).then(
      () => {
        this.#resolve({
          ...this.#state.snapshot(),
          durationMs: Date.now() - this.#started,
          interrupted: this.#settings.signal?.aborted === true,
          timedOut: this.#timedOut,
          ...(this.#fatal === undefined ? {} : { fatal: this.#fatal }),
        });
      },
    );
  }
}
