import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repo's own bin/toolfuzz, as a user runs it. */
export const TOOLFUZZ_BIN = fileURLToPath(new URL('../../bin/toolfuzz', import.meta.url));

/** What one CLI run printed and how it ended. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** Spawns `bin/toolfuzz` with NO_COLOR, as the CLI tests of small CLIs do, and collects its output. */
export function runCli(args: readonly string[], options: { cwd?: string; timeoutMs?: number; env?: Record<string, string> } = {}): Promise<CliRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TOOLFUZZ_BIN, ...args], {
      cwd: options.cwd ?? process.cwd(),
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}
