import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** What a test run may not leave behind in the temp folder: everything toolfuzz and its tests name so. */
const OURS = /^toolfuzz-/;
/** The run's own folder, as this setup names it. */
const RUN_FOLDER = /^toolfuzz-test-run-/;

/**
 * Vitest's global setup: the run gets a temp folder of its own (TMPDIR, which os.tmpdir() reads, for
 * every test worker and every CLI they spawn), and its teardown fails, listing them, when a test left
 * a `toolfuzz-*` file or folder there. Its own folder, so that other runs on a shared machine can
 * neither hide a leftover nor be blamed for one; removed whatever it holds, so a run leaves the
 * system temp folder as it found it.
 */
export default function tempDirOfRun(): () => void {
  const previous = process.env['TMPDIR'];
  // Vitest runs the global setup once per project too (vitest.config.ts has two): the run's folder is
  // made once, or the nested folders grew a path too long for Chromium's socket.
  if (previous !== undefined && RUN_FOLDER.test(basename(previous))) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'toolfuzz-test-run-'));
  process.env['TMPDIR'] = dir;
  return () => {
    const leftovers = readdirSync(dir).filter((name) => OURS.test(name));
    rmSync(dir, { recursive: true, force: true });
    if (previous === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = previous;
    if (leftovers.length === 0) return;
    // Vitest reports an error thrown here but keeps its exit code: set it, so that a leak fails the run.
    process.exitCode = 1;
    throw new Error(
      `the tests left ${leftovers.length} files or folders in the temp folder (each test must remove what it makes): ${leftovers.sort().join(', ')}`,
    );
  };
}
