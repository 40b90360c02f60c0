import { Worker } from 'node:worker_threads';
import type { RawFinding } from '../../findings/rawFinding.ts';
import type { ToolRunStats } from '../../model/toolRunStats.ts';
import { PREPARED_TOOLS_KEPT, type EndMessage, type ToolMessage, type WorkerMessage, type WorkerSetup } from '../worker/workerProtocol.ts';
import { ChildPids } from '../worker/childPids.ts';
import { WatchdogBuffer } from '../worker/watchdogBuffer.ts';
import type { ExecutorFailure } from './executorFinding.ts';

/** One worker thread and what the pool knows of it. */
export interface PoolSlot {
  readonly worker: Worker;
  readonly watchdog: WatchdogBuffer;
  /** The slice it is running; undefined when idle. */
  job: ToolMessage | undefined;
  /** It has loaded the subject and can take jobs. */
  ready: boolean;
  /** Terminated or replaced: nothing it says counts any more. */
  gone: boolean;
  readonly spawnedAt: number;
  lastSequence: number;
  lastSequenceAt: number;
  /** Tools this worker ran lately, most recent last: the ones its PreparedToolCache still holds. */
  readonly recent: Set<number>;
  /** Processes the worker started that still run (MCP servers): killed when the worker ends. */
  readonly children: ChildPids;
}

/** What the pool tells its owner. */
export interface PoolEvents {
  /** A worker loaded the subject and is idle. */
  ready(slot: PoolSlot): void;
  finding(toolIndex: number, finding: RawFinding): void;
  /** A worker finished its slice and is idle again. */
  done(slot: PoolSlot, job: ToolMessage, stats: ToolRunStats, events?: readonly ('HANG' | 'CRASH')[]): void;
  /** A worker hung or died while running a slice (the slot still holds the job; the owner calls replace). */
  failed(slot: PoolSlot, job: ToolMessage, failure: ExecutorFailure): void;
  /** The subject cannot be loaded (or a tool module cannot): the campaign cannot go on. */
  fatal(message: string): void;
  /** What the subject printed. */
  output(chunk: Buffer): void;
}

/** How the pool starts its workers. */
export interface PoolSettings {
  readonly entry: URL;
  readonly setup: Omit<WorkerSetup, 'watchdog' | 'childPids'>;
  readonly callTimeoutMs: number;
}

/** How long a worker may take to load the subject before the campaign gives up (exit 2), at the least. */
const MIN_LOAD_TIMEOUT_MS = 20_000;

/** Asks an idle worker to end by itself (its stdout and stderr drained); terminates it after `graceMs`. */
function endWorker(worker: Worker, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => void worker.terminate(), graceMs);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    const end: EndMessage = { type: 'end' };
    worker.postMessage(end);
  });
}

/**
 * The worker threads of a campaign: starts them, hands them slices, watches every subject call
 * through shared memory (a call past the call timeout is a HANG; a worker that dies is a CRASH), and
 * replaces the ones a subject hangs or kills. It decides nothing about findings or scheduling.
 */
export class WorkerPool {
  readonly slots: PoolSlot[] = [];
  #stopping = false;
  readonly #poll: NodeJS.Timeout;

  constructor(
    private readonly settings: PoolSettings,
    private readonly events: PoolEvents,
  ) {
    this.#poll = setInterval(() => this.#watch(), Math.max(20, Math.min(250, settings.callTimeoutMs / 4)));
  }

  /** Starts `count` workers. */
  start(count: number): void {
    for (let i = 0; i < count; i++) this.slots.push(this.#spawn());
  }

  /** Hands a slice to an idle, ready worker. */
  post(slot: PoolSlot, job: ToolMessage): void {
    slot.job = job;
    slot.recent.delete(job.toolIndex);
    slot.recent.add(job.toolIndex);
    if (slot.recent.size > PREPARED_TOOLS_KEPT) slot.recent.delete(slot.recent.values().next().value as number);
    slot.lastSequence = -1;
    slot.watchdog.resetCounts();
    slot.watchdog.clearCasesStop();
    slot.worker.postMessage(job);
  }

  /** Workers that can take a slice now. */
  idle(): PoolSlot[] {
    return this.slots.filter((slot) => !slot.gone && slot.ready && slot.job === undefined);
  }

  /** Whether no worker is running a slice. */
  get quiet(): boolean {
    return this.slots.every((slot) => slot.gone || slot.job === undefined);
  }

  /** Cases the running slices have started, straight from shared memory (no message per case on the hot path). */
  runningCases(): number {
    let cases = 0;
    for (const slot of this.slots) if (!slot.gone && slot.job !== undefined) for (const n of slot.watchdog.caseCounts()) cases += n;
    return cases;
  }

  /** Terminates a worker a subject hung or killed, and starts a fresh one in its place unless the pool is stopping. */
  replace(slot: PoolSlot): void {
    slot.gone = true;
    slot.job = undefined;
    void slot.worker.terminate();
    if (this.#stopping) return;
    this.slots[this.slots.indexOf(slot)] = this.#spawn();
  }

  /** Asks every worker to stop starting cases (running ones finish); no new worker is started after this. */
  requestStop(): void {
    this.#stopping = true;
    for (const slot of this.slots) if (!slot.gone) slot.watchdog.requestStop();
  }

  /** Asks the worker running `toolIndex`'s slice (every worker when undefined) to start no more cases; a shrink under way finishes. */
  stopCases(toolIndex?: number): void {
    if (toolIndex === undefined) this.#stopping = true;
    for (const slot of this.slots)
      if (!slot.gone && (toolIndex === undefined || slot.job?.toolIndex === toolIndex)) slot.watchdog.requestCasesStop();
  }

  /**
   * Ends every worker: idle ones hand over their buffered output first (within `graceMs`), busy ones
   * are stuck or were told to stop long ago and are terminated.
   */
  end(graceMs: number): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#poll);
    const ending: Promise<void>[] = [];
    for (const slot of this.slots) {
      if (!slot.gone)
        ending.push(slot.job === undefined && slot.ready ? endWorker(slot.worker, graceMs) : slot.worker.terminate().then(() => {}));
      slot.gone = true;
    }
    return Promise.all(ending).then(() => {});
  }

  #spawn(): PoolSlot {
    const watchdog = new WatchdogBuffer();
    const children = new ChildPids();
    const setup: WorkerSetup = { ...this.settings.setup, watchdog: watchdog.buffer, childPids: children.buffer };
    const worker = new Worker(this.settings.entry, { workerData: setup, stdout: true, stderr: true });
    const now = Date.now();
    const slot: PoolSlot = {
      worker,
      watchdog,
      job: undefined,
      ready: false,
      gone: false,
      spawnedAt: now,
      lastSequence: -1,
      lastSequenceAt: now,
      recent: new Set(),
      children,
    };
    worker.stdout.on('data', (chunk: Buffer) => this.events.output(chunk));
    worker.stderr.on('data', (chunk: Buffer) => this.events.output(chunk));
    worker.on('message', (message: WorkerMessage) => this.#receive(slot, message));
    worker.on('error', (error) =>
      this.#died(slot, `uncaught ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`),
    );
    worker.on('exit', (code) => {
      // A terminated worker runs no cleanup: the servers it started would outlive the run.
      slot.children.killAll();
      this.#died(slot, `the worker exited with code ${code}`);
    });
    return slot;
  }

  #receive(slot: PoolSlot, message: WorkerMessage): void {
    if (slot.gone) return;
    switch (message.type) {
      case 'ready':
        slot.ready = true;
        this.events.ready(slot);
        return;
      case 'finding':
        this.events.finding(message.toolIndex, message.finding);
        return;
      case 'done': {
        const job = slot.job;
        slot.job = undefined;
        if (job !== undefined) this.events.done(slot, job, message.stats, message.events);
        return;
      }
      case 'polluted':
        this.#fail(slot, 'CRASH', `the subject changed ${message.what} (the worker is replaced so the change cannot spread)`);
        return;
      case 'fatal':
        if (message.usage || !slot.ready) this.events.fatal(message.message);
        else this.#fail(slot, 'CRASH', `the worker failed: ${message.message}`);
    }
  }

  #died(slot: PoolSlot, why: string): void {
    if (slot.gone) return;
    if (!slot.ready) {
      if (!this.#stopping) this.events.fatal(`the subject could not be loaded in a worker: ${why}`);
      return;
    }
    if (slot.job === undefined) {
      this.replace(slot);
      return;
    }
    this.#fail(slot, 'CRASH', `the subject took its worker down: ${why}`);
  }

  #fail(slot: PoolSlot, kind: ExecutorFailure['kind'], why: string): void {
    const job = slot.job;
    if (job === undefined) return;
    this.events.failed(slot, job, { kind, why, snapshot: slot.watchdog.snapshot() });
  }

  #watch(): void {
    const now = Date.now();
    const loadTimeout = Math.max(MIN_LOAD_TIMEOUT_MS, 5 * this.settings.callTimeoutMs);
    for (const slot of this.slots) {
      if (slot.gone) continue;
      if (!slot.ready && now - slot.spawnedAt > loadTimeout) {
        this.events.fatal(`subject ${this.settings.setup.subjectPath}: did not finish loading within ${loadTimeout / 1000} s`);
        return;
      }
      if (slot.job === undefined) continue;
      const snapshot = slot.watchdog.snapshot();
      if (!snapshot.inCall || snapshot.sequence !== slot.lastSequence) {
        slot.lastSequence = snapshot.sequence;
        slot.lastSequenceAt = now;
        continue;
      }
      if (now - slot.lastSequenceAt > this.settings.callTimeoutMs) {
        this.events.failed(slot, slot.job, {
          kind: 'HANG',
          why: `a subject call did not return within ${this.settings.callTimeoutMs} ms`,
          snapshot,
        });
      }
    }
  }
}
