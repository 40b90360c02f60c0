/** What the bash tool asks a runner to do. */
export interface ProcessRequest {
  command: string;
  timeoutMs: number;
  background: boolean;
}

/** What a runner reports back; `pid` only for background runs. */
export interface ProcessResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  pid?: number;
}

/** Runs shell commands for the bash tool; injected so tests and fuzzing never spawn. */
export interface ProcessRunner {
  run(request: ProcessRequest): Promise<ProcessResult>;
}
