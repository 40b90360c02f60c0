import type { CliIo } from '../cli/cliIo.ts';
import { main } from '../cli/main.ts';
import { oneWorkerUnlessAsked } from './runCli.ts';

/** What one in-process CLI run printed and its exit code. */
export interface MainRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI's `main` in this process, colourless and non-interactive, with `cwd` (a test's own folder) and `env` only; campaigns on one worker unless `--workers` is given, as runCli's. */
export async function runMain(
  argv: readonly string[],
  options: { readonly cwd: string; readonly env?: Record<string, string> },
): Promise<MainRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    cwd: options.cwd,
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    color: false,
    interactive: false,
    env: options.env ?? {},
  };
  const code = await main(oneWorkerUnlessAsked(argv), io);
  return { code, stdout, stderr };
}
