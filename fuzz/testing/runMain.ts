import type { CliIo } from '../cli/cliIo.ts';
import { main } from '../cli/main.ts';
import { type CliRun, oneWorkerUnlessAsked } from './runCli.ts';

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

/**
 * runMain answering as runCli does (never killed, no signal, its duration), for a test that asks the
 * same of a campaign in this process as of the binary. `workerEnv` is set in process.env for the run's
 * length, since the subject sees it only there (a worker copies process.env when it starts): callers
 * that pass it run one such campaign at a time.
 */
export async function runMainAsCli(
  argv: readonly string[],
  options: { readonly cwd: string; readonly workerEnv?: Readonly<Record<string, string>> },
): Promise<CliRun> {
  const started = Date.now();
  const names = Object.keys(options.workerEnv ?? {});
  const before = names.map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, options.workerEnv);
  try {
    const run = await runMain(argv, { cwd: options.cwd });
    return { ...run, signal: null, killed: false, ms: Date.now() - started };
  } finally {
    for (const [name, value] of before) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
