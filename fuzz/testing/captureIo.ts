import type { CliIo } from '../cli/cliIo.ts';

/** A CliIo that keeps what the CLI prints, for tests that call main() in-process. */
export interface CapturedIo extends CliIo {
  /** Everything printed to stdout so far, joined. */
  readonly out: () => string;
  /** Everything printed to stderr so far, joined. */
  readonly err: () => string;
}

/** No colour, no progress line, no environment: what CI sees. */
export function captureIo(cwd: string, env: Record<string, string> = {}): CapturedIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    cwd,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    color: false,
    interactive: false,
    env,
    out: () => out.join(''),
    err: () => err.join(''),
  };
}
