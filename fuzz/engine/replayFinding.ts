import { Worker } from 'node:worker_threads';
import type { Observation } from '../findings/observation.ts';
import type { Verdicts } from '../findings/verdicts.ts';
import type { ReportFinding } from '../report/jsonReport.ts';
import type { ReplaySetup } from './worker/replayWorker.ts';

/** What replaying one finding showed. */
export type ReplayOutcome =
  | { readonly status: 'still-failing' | 'fixed'; readonly observations: readonly Observation[]; readonly verdicts?: Verdicts; readonly converterProblems: readonly string[] }
  | { readonly status: 'still-failing' | 'fixed'; readonly observations: readonly Observation[]; readonly note: string }
  | { readonly status: 'error'; readonly message: string; readonly usage: boolean };

const WORKER_ENTRY = new URL('./worker/workerEntry.mjs', import.meta.url);

/**
 * Runs a finding's minimal case once more, in a fresh worker so a HANG or CRASH is replayed safely,
 * and says whether the same kind and blame show up again.
 */
export function replayFinding(subjectPath: string, finding: Pick<ReportFinding, 'tool' | 'spec' | 'argsJson' | 'kind' | 'blame'>, callTimeoutMs: number): Promise<ReplayOutcome> {
  const setup: ReplaySetup = {
    entry: 'replay',
    subjectPath,
    tool: finding.tool,
    specJson: JSON.stringify(finding.spec),
    argsJson: finding.argsJson,
    callTimeoutMs,
  };
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_ENTRY, { workerData: setup, stdout: true, stderr: true });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const done = (outcome: ReplayOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      const hang = { kind: 'HANG', blame: finding.blame, explanation: `no answer within ${callTimeoutMs} ms`, paths: [] } as const;
      done({ status: finding.kind === 'HANG' ? 'still-failing' : 'fixed', observations: [hang], note: 'the case did not return in time' });
    }, callTimeoutMs * 2 + 5000);
    worker.on('message', (message: { type: 'result'; observations: Observation[]; verdicts: Verdicts; converterProblems: string[] } | { type: 'fatal'; message: string; usage: boolean }) => {
      if (message.type === 'fatal') {
        done({ status: 'error', message: message.message, usage: message.usage });
        return;
      }
      const observations = [...message.observations];
      if (message.converterProblems.length > 0) {
        observations.push({ kind: 'CONVERTER_INVALID', blame: 'converter', explanation: message.converterProblems[0] ?? '', paths: [] });
      }
      const again = observations.some((o) => o.kind === finding.kind && o.blame === finding.blame);
      done({ status: again ? 'still-failing' : 'fixed', observations, verdicts: message.verdicts, converterProblems: message.converterProblems });
    });
    const died = (why: string): void => {
      const crash = { kind: 'CRASH', blame: finding.blame, explanation: why, paths: [] } as const;
      done({ status: finding.kind === 'CRASH' ? 'still-failing' : 'fixed', observations: [crash], note: why });
    };
    worker.on('error', (error) => died(`the subject took its worker down: ${String(error)}`));
    worker.on('exit', (code) => died(`the worker exited with code ${code}`));
  });
}
