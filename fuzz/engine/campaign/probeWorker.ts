import { Worker } from 'node:worker_threads';
import { ChildPids } from '../worker/childPids.ts';
import { WatchdogBuffer } from '../worker/watchdogBuffer.ts';
import type { EndMessage, ProbeMessage, WorkerMessage, WorkerSetup } from '../worker/workerProtocol.ts';

/** How one probe went: the call came back, it hung past the limit, it took its worker down, or the worker could not run it. */
export type ProbeOutcome = 'returned' | 'HANG' | 'CRASH' | 'error';

/** The probe worker while it runs. */
interface Running {
  readonly worker: Worker;
  readonly watchdog: WatchdogBuffer;
  readonly children: ChildPids;
  /** Resolves true once the worker loaded the subject, false if it could not. */
  readonly ready: Promise<boolean>;
}

/**
 * One worker thread for the candidates of a HANG or CRASH shrink, started from the campaign's own
 * worker setup. A candidate that hangs or crashes costs one restart (the next probe starts a fresh
 * worker); one that returns leaves the worker for the next.
 */
export class ProbeWorker {
  #worker: Running | undefined;
  /** Workers started so far (the first one included). */
  restarts = 0;
  #closed = false;

  constructor(
    private readonly entry: URL,
    private readonly setup: Omit<WorkerSetup, 'watchdog' | 'childPids'>,
  ) {}

  /** Runs one candidate: a call that has not returned `limitMs` after it began is a HANG. */
  async probe(message: Omit<ProbeMessage, 'type'>, limitMs: number): Promise<ProbeOutcome> {
    if (this.#closed) return 'error';
    const current = this.#worker ?? this.#spawn();
    if (!(await current.ready) || this.#closed) {
      this.#drop();
      return 'error';
    }
    return new Promise<ProbeOutcome>((resolve) => {
      let sequence = -1;
      let since = Date.now();
      const settle = (outcome: ProbeOutcome): void => {
        clearInterval(poll);
        current.worker.off('message', onMessage);
        current.worker.off('exit', onExit);
        if (outcome !== 'returned') this.#drop();
        resolve(outcome);
      };
      const onMessage = (reply: WorkerMessage): void => {
        if (reply.type === 'probed') settle('returned');
        else if (reply.type === 'polluted') settle('CRASH');
        else if (reply.type === 'fatal') settle('error');
      };
      const onExit = (): void => settle(this.#closed ? 'error' : 'CRASH');
      const poll = setInterval(
        () => {
          if (this.#closed) return settle('error');
          const snapshot = current.watchdog.snapshot();
          if (!snapshot.inCall || snapshot.sequence !== sequence) {
            sequence = snapshot.sequence;
            since = Date.now();
          } else if (Date.now() - since > limitMs) settle('HANG');
        },
        Math.max(10, Math.min(100, limitMs / 5)),
      );
      current.worker.on('message', onMessage);
      current.worker.once('exit', onExit);
      const probe: ProbeMessage = { type: 'probe', ...message };
      current.worker.postMessage(probe);
    });
  }

  /** Ends the worker (a stuck one is terminated) and refuses further probes. */
  async close(): Promise<void> {
    this.#closed = true;
    const current = this.#worker;
    this.#worker = undefined;
    if (current === undefined) return;
    const end: EndMessage = { type: 'end' };
    current.worker.postMessage(end);
    await current.worker.terminate();
    current.children.killAll();
  }

  #spawn(): Running {
    const watchdog = new WatchdogBuffer();
    const children = new ChildPids();
    const setup: WorkerSetup = { ...this.setup, watchdog: watchdog.buffer, childPids: children.buffer };
    const worker = new Worker(this.entry, { workerData: setup, stdout: true, stderr: true });
    // What the subject prints while probed is not the campaign's output: drained, not kept.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.on('error', () => {});
    worker.on('exit', () => children.killAll());
    const ready = new Promise<boolean>((resolve) => {
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') resolve(true);
        else if (message.type === 'fatal') resolve(false);
      });
      worker.once('exit', () => resolve(false));
    });
    this.restarts++;
    this.#worker = { worker, watchdog, children, ready };
    return this.#worker;
  }

  #drop(): void {
    const current = this.#worker;
    this.#worker = undefined;
    if (current === undefined) return;
    void current.worker.terminate();
    current.children.killAll();
  }
}
