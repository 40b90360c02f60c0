import { Worker } from 'node:worker_threads';
import type { RawFinding } from '../findings/rawFinding.ts';
import { CASE_SOURCES } from '../model/caseSource.ts';
import type { ToolUnderTest } from '../model/toolUnderTest.ts';
import { JobQueue } from './jobQueue.ts';
import { PREPARED_TOOLS_KEPT } from './preparedToolsKept.ts';
import type { ToolRunStats } from '../model/toolRunStats.ts';
import { type CallSnapshot, WatchdogBuffer } from './worker/watchdogBuffer.ts';
import type { EndMessage, ToolMessage, WorkerMessage, WorkerSetup } from './worker/workerProtocol.ts';

/** What a campaign runs. */
export interface CampaignSettings {
  readonly subjectPath: string;
  readonly tools: readonly ToolUnderTest[];
  readonly seed: number;
  readonly runs: number;
  readonly timeSeconds: number | undefined;
  readonly workers: number;
  readonly callTimeoutMs: number;
  readonly runBodies: boolean;
  /** Aborting stops the campaign: running cases finish, what was found is kept. */
  readonly signal?: AbortSignal;
  /** Called once, when the first worker has loaded the subject (nothing is printed before: a load error is one line). */
  readonly onStarted?: () => void;
  /** Called whenever a tool finishes. */
  readonly onToolDone?: (done: number, total: number, findings: number) => void;
  /** Called a few times a second with the cases run so far and the findings so far (for a live progress line). */
  readonly onProgress?: (cases: number, findings: number) => void;
}

/** A finding with the index of the tool that produced it. */
export interface CampaignFinding extends RawFinding {
  readonly toolIndex: number;
}

/** What a campaign produced. */
export interface CampaignResult {
  readonly findings: CampaignFinding[];
  readonly toolStats: ToolRunStats[];
  readonly durationMs: number;
  /** Stopped by the signal before every tool ran its budget. */
  readonly interrupted: boolean;
  /** Stopped by --time before every tool ran its budget. */
  readonly timedOut: boolean;
  /** What the subject printed (workers capture it so it cannot garble toolfuzz's own output). */
  readonly subjectOutput: { readonly bytes: number; readonly sample: string };
  /** A load error of the subject or a tool module (usage: exit 2). */
  readonly fatal?: string;
}

const WORKER_ENTRY = new URL('./worker/workerEntry.mjs', import.meta.url);
/** Cases per source in one slice of a tool: every tool gets a slice before any gets a second. */
export const SLICE_RUNS = 25;
const MAX_RESTARTS_PER_TOOL = 5;
/** How long a worker may take to load the subject before the campaign gives up (exit 2), at the least. */
const MIN_LOAD_TIMEOUT_MS = 20_000;
/** How long an idle worker may take to hand over its buffered output and exit before it is terminated. */
const END_GRACE_MS = 2000;
/** The same when interrupted: the whole stop must fit in 2 s. */
const END_GRACE_STOPPING_MS = 300;

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
const OUTPUT_SAMPLE_BYTES = 4096;

interface Slot {
  worker: Worker;
  watchdog: WatchdogBuffer;
  job: ToolMessage | undefined;
  lastSequence: number;
  lastSequenceAt: number;
  ready: boolean;
  gone: boolean;
  spawnedAt: number;
  /** Tools this worker ran lately, most recent last: the ones its PreparedToolCache still holds. */
  readonly recent: Set<number>;
}

function emptyStats(tool: string): ToolRunStats {
  return {
    tool,
    cases: { valid: 0, faker: 0, violator: 0, loose: 0 },
    drifting: {},
    byOperator: {},
    satisfiable: true,
    labelMismatches: 0,
    hiddenConstraints: [],
    stopped: false,
    knownOccurrences: {},
  };
}

function findingKey(toolIndex: number, finding: RawFinding): string {
  return `${toolIndex}/${finding.kind}/${finding.blame}`;
}

/** Runs every tool through worker threads, replacing any worker a subject hangs or kills, and gathers the findings. */
export function runCampaign(settings: CampaignSettings): Promise<CampaignResult> {
  const started = Date.now();
  const deadline = settings.timeSeconds === undefined ? undefined : started + settings.timeSeconds * 1000;
  // Slice-major order, so a time budget covers every tool evenly instead of exhausting the first ones.
  const queue = new JobQueue(settings.tools, settings.runs, SLICE_RUNS);
  let jobsDone = 0;
  const running = new Set<number>();
  const merged = new Map<number, ToolRunStats>();
  const findings = new Map<string, CampaignFinding>();
  const restarts = new Map<number, number>();
  const output = { bytes: 0, sample: '' };
  const slots: Slot[] = [];
  let fatal: string | undefined;
  let stopping = false;
  let timedOut = false;
  let announced = false;

  return new Promise<CampaignResult>((resolve) => {
    let finished = false;
    const finish = (): void => {
      if (finished) return;
      finished = true;
      clearInterval(poll);
      clearTimeout(deadlineTimer);
      settings.signal?.removeEventListener('abort', onAbort);
      const ending: Promise<void>[] = [];
      for (const slot of slots) {
        // An idle worker hands over its buffered output first; a busy one is stuck or was told to stop long ago.
        if (!slot.gone) ending.push(slot.job === undefined && slot.ready ? endWorker(slot.worker, stopping ? END_GRACE_STOPPING_MS : END_GRACE_MS) : slot.worker.terminate().then(() => {}));
        slot.gone = true;
      }
      void Promise.all(ending).then(report);
    };

    const report = (): void => {
      const sorted = [...findings.values()].sort((a, b) => a.toolIndex - b.toolIndex || a.kind.localeCompare(b.kind) || a.blame.localeCompare(b.blame));
      resolve({
        findings: sorted,
        toolStats: [...merged.entries()].sort(([a], [b]) => a - b).map(([, stats]) => stats),
        durationMs: Date.now() - started,
        interrupted: settings.signal?.aborted === true,
        timedOut,
        subjectOutput: output,
        ...(fatal === undefined ? {} : { fatal }),
      });
    };

    const record = (toolIndex: number, finding: RawFinding): void => {
      const key = findingKey(toolIndex, finding);
      const old = findings.get(key);
      // A finished shrink replaces its own pre-shrink report; a second finished one (a later hang) only counts.
      if (old !== undefined && old.shrink.done && finding.shrink.done) findings.set(key, { ...old, occurrences: old.occurrences + finding.occurrences });
      else if (old === undefined || finding.shrink.done || !old.shrink.done) findings.set(key, { ...finding, toolIndex });
    };

    const capture = (chunk: Buffer): void => {
      output.bytes += chunk.length;
      if (output.sample.length < OUTPUT_SAMPLE_BYTES) output.sample += chunk.toString('utf8').slice(0, OUTPUT_SAMPLE_BYTES - output.sample.length);
    };

    const knownFor = (toolIndex: number): string[] =>
      [...findings.values()].filter((f) => f.toolIndex === toolIndex).map((f) => `${f.kind}/${f.blame}`);

    const dispatch = (slot: Slot): void => {
      if (stopping || slot.gone) return;
      // A tool's next slice waits for its previous one: it must know what was already found (determinism).
      const job = queue.next(running, (toolIndex) => slot.recent.has(toolIndex));
      if (job === undefined) {
        slot.job = undefined;
        if (queue.exhausted && running.size === 0) finish();
        return;
      }
      const withKnown: ToolMessage = { ...job, known: knownFor(job.toolIndex) };
      slot.job = withKnown;
      running.add(job.toolIndex);
      slot.recent.delete(job.toolIndex);
      slot.recent.add(job.toolIndex);
      if (slot.recent.size > PREPARED_TOOLS_KEPT) slot.recent.delete(slot.recent.values().next().value as number);
      slot.lastSequence = -1;
      slot.watchdog.resetCounts();
      slot.worker.postMessage(withKnown);
    };

    const dispatchIdle = (): void => {
      for (const slot of slots) if (!slot.gone && slot.ready && slot.job === undefined) dispatch(slot);
    };

    const mergeStats = (toolIndex: number, next: ToolRunStats): void => {
      const old = merged.get(toolIndex);
      for (const [key, count] of Object.entries(next.knownOccurrences)) {
        const finding = findings.get(`${toolIndex}/${key}`);
        if (finding !== undefined) findings.set(`${toolIndex}/${key}`, { ...finding, occurrences: finding.occurrences + count });
      }
      if (old === undefined) {
        merged.set(toolIndex, next);
        return;
      }
      const add = (a: Record<string, number>, b: Record<string, number>): Record<string, number> => {
        const out = { ...a };
        for (const [k, n] of Object.entries(b)) out[k] = (out[k] ?? 0) + n;
        return out;
      };
      merged.set(toolIndex, {
        ...old,
        cases: add(old.cases, next.cases) as ToolRunStats['cases'],
        drifting: add(old.drifting, next.drifting),
        byOperator: add(old.byOperator, next.byOperator),
        labelMismatches: old.labelMismatches + next.labelMismatches,
        hiddenConstraints: [
          ...old.hiddenConstraints.map((o) => {
            const smaller = next.hiddenConstraints.find((h) => h.message === o.message && h.exampleJson.length < o.exampleJson.length);
            return smaller ?? o;
          }),
          ...next.hiddenConstraints.filter((h) => !old.hiddenConstraints.some((o) => o.message === h.message)),
        ],
        stopped: next.stopped,
        knownOccurrences: {},
      });
    };

    const failJob = (slot: Slot, kind: 'HANG' | 'CRASH', why: string, snapshot: CallSnapshot): void => {
      const job = slot.job;
      if (job === undefined) return;
      // The killed worker's cases ran: count them (from shared memory, which a stuck worker cannot update or lose).
      const counts = slot.watchdog.caseCounts();
      const ran = { valid: counts[0] ?? 0, faker: counts[1] ?? 0, violator: counts[2] ?? 0, loose: counts[3] ?? 0 };
      mergeStats(job.toolIndex, { ...emptyStats(job.name), cases: ran, stopped: true });
      if (snapshot.tool !== job.toolIndex) {
        // Something an earlier tool's case left behind (a timer, a late rejection) went off now: blame that
        // case, and run the current job again in a fresh worker.
        const culprit = settings.tools[snapshot.tool];
        if (culprit !== undefined) {
          record(snapshot.tool, {
            kind,
            blame: 'validator',
            tool: culprit.name,
            explanation: `${why}, after its case had returned (something it left behind, such as a timer or a late rejection)`,
            paths: [],
            spec: culprit.spec,
            argsJson: snapshot.json,
            verdicts: undefined,
            source: CASE_SOURCES[snapshot.source] ?? 'spec',
            caseIndex: snapshot.caseIndex,
            occurrences: 1,
            shrink: { steps: 0, evaluations: 0, done: true },
          });
        }
        running.delete(job.toolIndex);
        queue.putBack(job);
        slot.job = undefined;
        replace(slot);
        return;
      }
      const blame = snapshot.source === -1 && snapshot.phase === 'converter' ? 'converter' : snapshot.phase === 'validator' ? 'validator' : snapshot.phase;
      record(job.toolIndex, {
        kind,
        blame: blame === 'converter' ? 'converter' : blame === 'boundary' ? 'boundary' : blame === 'body' ? 'body' : 'validator',
        tool: job.name,
        explanation: `${why} (${snapshot.phase === 'converter' ? 'schemaSpecToJsonSchema' : snapshot.phase === 'boundary' ? "defineTool's execute" : snapshot.phase === 'body' ? 'the tool body' : 'validateArgs'})${snapshot.truncated ? '; the args shown are truncated' : ''}`,
        paths: [],
        spec: (JSON.parse(job.toolJson) as ToolUnderTest).spec,
        argsJson: snapshot.json,
        verdicts: undefined,
        source: snapshot.source === -1 ? 'spec' : (CASE_SOURCES[snapshot.source] ?? 'valid'),
        caseIndex: snapshot.caseIndex,
        occurrences: 1,
        shrink: { steps: 0, evaluations: 0, done: true },
      });
      const count = (restarts.get(job.toolIndex) ?? 0) + 1;
      restarts.set(job.toolIndex, count);
      const source = CASE_SOURCES[snapshot.source];
      // A spec the converter cannot get through cannot be fuzzed at all; otherwise go on after the bad case.
      running.delete(job.toolIndex);
      if (source !== undefined && count < MAX_RESTARTS_PER_TOOL) {
        queue.putBack({ ...job, resumeAt: { source, index: snapshot.caseIndex + 1 }, skipSchemaCheck: true });
      } else {
        // The converter cannot get through this spec (or it keeps killing workers): drop the tool's remaining slices.
        queue.drop(job.toolIndex);
      }
      slot.job = undefined;
      replace(slot);
    };

    const replace = (slot: Slot): void => {
      slot.gone = true;
      void slot.worker.terminate();
      const index = slots.indexOf(slot);
      if (stopping) {
        if (slots.every((s) => s.gone || s.job === undefined)) finish();
        return;
      }
      slots[index] = spawn();
    };

    const spawn = (): Slot => {
      const watchdog = new WatchdogBuffer();
      const setup: WorkerSetup = {
        subjectPath: settings.subjectPath,
        seed: settings.seed,
        callTimeoutMs: settings.callTimeoutMs,
        deadline,
        runBodies: settings.runBodies,
        watchdog: watchdog.buffer,
      };
      const worker = new Worker(WORKER_ENTRY, { workerData: setup, stdout: true, stderr: true });
      const slot: Slot = { worker, watchdog, job: undefined, lastSequence: -1, lastSequenceAt: Date.now(), ready: false, gone: false, spawnedAt: Date.now(), recent: new Set<number>() };
      worker.stdout.on('data', capture);
      worker.stderr.on('data', capture);
      worker.on('message', (message: WorkerMessage) => {
        if (slot.gone) return;
        switch (message.type) {
          case 'ready':
            slot.ready = true;
            if (!announced) {
              announced = true;
              settings.onStarted?.();
            }
            dispatch(slot);
            return;
          case 'finding':
            record(message.toolIndex, message.finding);
            return;
          case 'done':
            mergeStats(message.toolIndex, message.stats);
            running.delete(message.toolIndex);
            jobsDone++;
            slot.job = undefined;
            settings.onToolDone?.(jobsDone, queue.total, findings.size);
            if (queue.exhausted && running.size === 0) finish();
            else {
              dispatch(slot);
              dispatchIdle();
            }
            return;
          case 'polluted':
            failJob(slot, 'CRASH', `the subject changed ${message.what} (the worker is replaced so the change cannot spread)`, slot.watchdog.snapshot());
            return;
          case 'fatal':
            if (message.usage || !slot.ready) {
              fatal = message.message;
              stopping = true;
              finish();
              return;
            }
            failJob(slot, 'CRASH', `the worker failed: ${message.message}`, slot.watchdog.snapshot());
        }
      });
      const died = (why: string): void => {
        if (slot.gone || finished) return;
        if (!slot.ready) {
          fatal = `the subject could not be loaded in a worker: ${why}`;
          stopping = true;
          finish();
          return;
        }
        if (slot.job === undefined) {
          replace(slot);
          return;
        }
        failJob(slot, 'CRASH', `the subject took its worker down: ${why}`, slot.watchdog.snapshot());
      };
      worker.on('error', (error) => died(`uncaught ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`));
      worker.on('exit', (code) => died(`the worker exited with code ${code}`));
      return slot;
    };

    let lastProgress = 0;
    const poll = setInterval(() => {
      const now = Date.now();
      if (settings.onProgress !== undefined && now - lastProgress >= 250) {
        lastProgress = now;
        let cases = 0;
        for (const stats of merged.values()) for (const n of Object.values(stats.cases)) cases += n;
        // Running jobs' cases straight from shared memory: no message per few cases on the hot path.
        for (const slot of slots) if (!slot.gone && slot.job !== undefined) for (const n of slot.watchdog.caseCounts()) cases += n;
        settings.onProgress(cases, findings.size);
      }
      for (const slot of slots) {
        const loadTimeout = Math.max(MIN_LOAD_TIMEOUT_MS, 5 * settings.callTimeoutMs);
        if (!slot.gone && !slot.ready && now - slot.spawnedAt > loadTimeout && !finished) {
          fatal = `subject ${settings.subjectPath}: did not finish loading within ${loadTimeout / 1000} s`;
          stopping = true;
          finish();
          return;
        }
        if (slot.gone || slot.job === undefined) continue;
        const snapshot = slot.watchdog.snapshot();
        if (!snapshot.inCall || snapshot.sequence !== slot.lastSequence) {
          slot.lastSequence = snapshot.sequence;
          slot.lastSequenceAt = now;
          continue;
        }
        if (now - slot.lastSequenceAt > settings.callTimeoutMs) {
          failJob(slot, 'HANG', `a subject call did not return within ${settings.callTimeoutMs} ms`, snapshot);
        }
      }
    }, Math.max(20, Math.min(250, settings.callTimeoutMs / 4)));

    const stopAll = (): void => {
      stopping = true;
      queue.clear();
      for (const slot of slots) if (!slot.gone) slot.watchdog.requestStop();
      // Running cases finish and report; a worker stuck in a call is not waited for.
      setTimeout(finish, 1500).unref();
      if (slots.every((s) => s.gone || s.job === undefined)) finish();
    };
    const onAbort = (): void => stopAll();
    settings.signal?.addEventListener('abort', onAbort);
    const deadlineTimer =
      deadline === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = !queue.exhausted || slots.some((s) => s.job !== undefined);
            // Workers stop starting cases at the deadline themselves; this only catches stragglers.
            setTimeout(stopAll, 5000).unref();
          }, deadline - started);

    if (queue.exhausted) {
      finish();
      return;
    }
    const count = Math.max(1, Math.min(settings.workers, queue.total));
    for (let i = 0; i < count; i++) slots.push(spawn());
  });
}
