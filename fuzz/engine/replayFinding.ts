import { Worker } from 'node:worker_threads';
import type { Observation } from '../findings/observation.ts';
import type { CaseVerdicts } from '../judge/caseVerdicts.ts';
import type { ReplayTarget } from '../model/replayTarget.ts';
import { replayStartupMs } from '../producers/producerRegistry.ts';

export type { ReplayTarget } from '../model/replayTarget.ts';
import type { ReplayCase, ReplaySetup } from './worker/replayWorker.ts';
import { workerEntryUrl } from './worker/workerBundle.ts';

/** What replaying one case showed. */
export type ReplayOutcome =
  | {
      readonly status: 'still-failing' | 'fixed';
      readonly observations: readonly Observation[];
      readonly verdicts?: CaseVerdicts;
      readonly note?: string;
    }
  | { readonly status: 'error'; readonly message: string; readonly usage: boolean };

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'result'; index: number; observations: Observation[]; verdicts: CaseVerdicts; converterProblems: string[] }
  | { type: 'fatal'; message: string; usage: boolean };

// An as-sent case is what a provider's model sends: it still fails while the runtime still rejects it (no other oracle applies).
function runtimeRejects(verdicts: CaseVerdicts): boolean {
  return verdicts.runtime.kind === 'rejected';
}

// A case that never answered (it hung, or took its worker down) says nothing of whether another drift is
// fixed: FIXED must mean the case ran and the drift was gone, so such a replay counts as still failing.
function unanswered(target: ReplayTarget, observations: readonly Observation[]): boolean {
  return target.kind !== 'HANG' && target.kind !== 'CRASH' && observations.some((o) => o.kind === 'HANG' || o.kind === 'CRASH');
}

function judge(target: ReplayTarget, observations: readonly Observation[], verdicts?: CaseVerdicts, note?: string): ReplayOutcome {
  const again =
    (target.kind === 'AS_SENT_REJECTED' && verdicts !== undefined && runtimeRejects(verdicts)) ||
    observations.some((o) => o.kind === target.kind && o.blame === target.blame) ||
    unanswered(target, observations);
  return {
    status: again ? 'still-failing' : 'fixed',
    observations,
    ...(verdicts === undefined ? {} : { verdicts }),
    ...(note === undefined ? {} : { note }),
  };
}

/** Slack for a replayed case beyond the call limit: compiling its schemas, running every oracle. */
const CASE_SLACK_MS = 1000;
/** What a replay runs against, and within which limits. */
export interface ReplayWhere {
  /** The subject, for the producers that load one (a SchemaSpec subject). */
  readonly subjectPath: string;
  /** The run's folder, which messages show paths relative to (default: process.cwd()). */
  readonly cwd?: string | undefined;
  readonly callTimeoutMs: number;
  /** Epoch ms after which no case is replayed; undefined for none. */
  readonly deadline?: number | undefined;
}

/** How long a worker whose cases all answered may take to close what it started. */
const CLOSE_WAIT_MS = 3000;

/**
 * Runs past cases again, in worker threads so a HANG or CRASH is replayed safely (a worker that
 * hangs or dies is replaced and the next case goes on), and says of each whether its drift is back.
 * With a deadline (epoch ms), replaying stops there: the outcomes then cover a prefix of the targets.
 */
export async function replayCases(targets: readonly ReplayTarget[], where: ReplayWhere): Promise<ReplayOutcome[]> {
  const { subjectPath, callTimeoutMs, deadline, cwd = process.cwd() } = where;
  const outcomes: ReplayOutcome[] = [];
  while (outcomes.length < targets.length && (deadline === undefined || Date.now() < deadline)) {
    const start = outcomes.length;
    const batch = targets.slice(start);
    const results = await runBatch(await workerEntryUrl(), batch, { subjectPath, callTimeoutMs, deadline, cwd });
    if (results.length === 0) break;
    outcomes.push(...results);
    const last = results.at(-1);
    if (last?.status === 'error') {
      // The subject cannot be loaded: every remaining case fails the same way.
      while (outcomes.length < targets.length) outcomes.push(last);
    }
  }
  return outcomes;
}

function runBatch(entry: URL, batch: readonly ReplayTarget[], where: ReplayWhere & { readonly cwd: string }): Promise<ReplayOutcome[]> {
  const { subjectPath, callTimeoutMs, deadline, cwd } = where;
  const cases: ReplayCase[] = batch.map((t) => ({
    tool: t.tool,
    ...(t.toolNow === undefined ? {} : { toolJson: JSON.stringify(t.toolNow) }),
    argsJson: t.argsJson,
  }));
  const setup: ReplaySetup = { entry: 'replay', subjectPath, cwd, cases, callTimeoutMs };
  return new Promise((resolve) => {
    const worker = new Worker(entry, { workerData: setup, stdout: true, stderr: true });
    worker.stdout.resume();
    worker.stderr.resume();
    const results: ReplayOutcome[] = [];
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    // Out of time: what was replayed counts, the rest is not replayed (never judged).
    const stop = deadline === undefined ? undefined : setTimeout(() => done(), Math.max(0, deadline - Date.now()));
    const done = (): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(stop);
      void worker.terminate();
      resolve(results);
    };
    // A case that has not answered within the call limit and some slack hangs: a longer wait learns nothing.
    const arm = (): void => {
      clearTimeout(timer);
      // A case may first have to start (or restart) what its producer calls (an MCP server), which has its own, longer limit.
      const connecting = replayStartupMs(batch[results.length]?.toolNow, callTimeoutMs);
      timer = setTimeout(
        () => {
          const target = batch[results.length];
          if (target !== undefined) {
            results.push(
              judge(
                target,
                [{ kind: 'HANG', blame: target.blame, explanation: `no answer within ${callTimeoutMs} ms`, paths: [] }],
                undefined,
                'the case did not return in time',
              ),
            );
          }
          done();
        },
        callTimeoutMs + CASE_SLACK_MS + connecting,
      );
    };
    // Every case answered: the worker still closes what it started (an MCP server it spawned) before
    // it is ended, so no server outlives the replay; a worker that does not say so soon is ended anyway.
    const closing = (): void => {
      clearTimeout(timer);
      timer = setTimeout(done, CLOSE_WAIT_MS);
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'closed') return done();
      if (message.type === 'ready') return arm();
      if (message.type === 'fatal') {
        results.push({ status: 'error', message: message.message, usage: message.usage });
        return done();
      }
      const target = batch[message.index] as ReplayTarget;
      const observations = [...message.observations];
      if (message.converterProblems.length > 0) {
        observations.push({ kind: 'CONVERTER_INVALID', blame: 'converter', explanation: message.converterProblems[0] ?? '', paths: [] });
      }
      results.push(judge(target, observations, message.verdicts));
      if (results.length === batch.length) return closing();
      arm();
    });
    const died = (why: string): void => {
      if (settled) return;
      const target = batch[results.length];
      if (target !== undefined)
        results.push(judge(target, [{ kind: 'CRASH', blame: target.blame, explanation: why, paths: [] }], undefined, why));
      done();
    };
    worker.on('error', (error) => died(`the subject took its worker down: ${String(error)}`));
    worker.on('exit', (code) => died(`the worker exited with code ${code}`));
  });
}

/** Replays one finding (see replayCases). */
export async function replayFinding(target: ReplayTarget, where: ReplayWhere): Promise<ReplayOutcome> {
  const [outcome] = await replayCases([target], where);
  return outcome ?? { status: 'error', message: 'the replay produced no result', usage: false };
}
