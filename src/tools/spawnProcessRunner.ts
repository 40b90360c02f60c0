import { spawn } from 'node:child_process';
import type { ProcessRequest, ProcessResult, ProcessRunner } from './processRunner.ts';

const MAX_CAPTURE = 1024 * 1024;

function capture(chunks: Buffer[], size: { bytes: number }, chunk: Buffer): void {
  // Output beyond the cap is dropped rather than buffered: a runaway command must not exhaust memory.
  if (size.bytes >= MAX_CAPTURE) return;
  chunks.push(chunk);
  size.bytes += chunk.length;
}

/** The real runner: `bash -c command`, output captured (up to 1 MiB each), the timeout enforced by SIGKILL. */
export const spawnProcessRunner: ProcessRunner = {
  run(request: ProcessRequest): Promise<ProcessResult> {
    if (request.background) {
      const child = spawn('bash', ['-c', request.command], { detached: true, stdio: 'ignore' });
      child.unref();
      return Promise.resolve({
        exitCode: null,
        stdout: '',
        stderr: '',
        timedOut: false,
        ...(child.pid === undefined ? {} : { pid: child.pid }),
      });
    }
    return new Promise((resolve) => {
      const child = spawn('bash', ['-c', request.command], { stdio: ['ignore', 'pipe', 'pipe'] });
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      const outSize = { bytes: 0 };
      const errSize = { bytes: 0 };
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, request.timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => capture(stdout, outSize, chunk));
      child.stderr.on('data', (chunk: Buffer) => capture(stderr, errSize, chunk));
      const finish = (exitCode: number | null, spawnError?: Error): void => {
        clearTimeout(timer);
        resolve({
          exitCode,
          stdout: Buffer.concat(stdout).toString('utf8'),
          stderr: Buffer.concat(stderr).toString('utf8') + (spawnError ? spawnError.message : ''),
          timedOut,
        });
      };
      child.on('error', (error) => finish(null, error));
      child.on('close', (code) => finish(code));
    });
  },
};
