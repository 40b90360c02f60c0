import type { ProcessRequest, ProcessResult, ProcessRunner } from './processRunner.ts';

/** A runner that records every request and never spawns: what fuzzing and tests hand the bash tool. */
export class RecordingProcessRunner implements ProcessRunner {
  /** Every request, in order. */
  readonly requests: ProcessRequest[] = [];

  constructor(private readonly reply: ProcessResult = { exitCode: 0, stdout: '', stderr: '', timedOut: false }) {}

  /** Records the request and answers with the canned reply. */
  run(request: ProcessRequest): Promise<ProcessResult> {
    this.requests.push({ ...request });
    return Promise.resolve({ ...this.reply });
  }
}
