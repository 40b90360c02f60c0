import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repo's own bin/toolfuzz, as a user runs it. */
export const TOOLFUZZ_BIN = fileURLToPath(new URL('../../bin/toolfuzz', import.meta.url));

/** What one CLI run printed and how it ended. */
export interface CliRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** Killed at `timeoutMs`: the CLI did not exit by itself. */
  readonly killed: boolean;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** How to run the CLI; `cwd` is required so that no test runs it in the repo (its corpus and reports/) by default. */
export interface CliRunOptions {
  /** A folder of the test's own (fuzz/testing/tempFolder.ts): the run's default corpus and relative outputs land there. */
  readonly cwd: string;
  readonly timeoutMs?: number;
  readonly env?: Record<string, string>;
}

// Campaigns in tests run on one worker thread unless a test asks for more: two test files at a time
// on two cores, each campaign starting a worker per core, spent a fifth of the suite starting workers
// and compiling every tool's schemas in each of them.
/** `run` and `mcp` argv with `--workers 1` first, unless the test asks for workers, help or a config. */
export function oneWorkerUnlessAsked(args: readonly string[]): readonly string[] {
  const [command, ...rest] = args;
  if ((command !== 'run' && command !== 'mcp') || rest.includes('--workers') || rest.includes('--help') || rest.includes('--config'))
    return args;
  return [command, '--workers', '1', ...rest];
}

/** Spawns `bin/toolfuzz` with NO_COLOR, as the CLI tests of small CLIs do, and collects its output (campaigns on one worker unless `--workers` is given). */
export function runCli(args: readonly string[], options: CliRunOptions): Promise<CliRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TOOLFUZZ_BIN, ...oneWorkerUnlessAsked(args)], {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Buffers joined at the end: a character split across two chunks must not turn into two U+FFFDs.
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    let killed = false;
    // Only this child, by its own handle: a CLI that outlives the bound is a failure, not something to wait for.
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 120_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        killed,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        ms: Date.now() - started,
      });
    });
  });
}
