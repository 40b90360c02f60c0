import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

// Every folder made here, removed after the tests of the file that made it. Registered once, when a
// test file first imports this module (vitest gives each test file its own module graph), so a folder
// made at the top of a file, in a hook or in a test is removed alike, and a later test of the same
// file may still read what an earlier one wrote.
const made = new Set<string>();
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
});

/** A fresh empty folder under the OS temp dir, `toolfuzz-<purpose>-XXXXXX`, removed after the calling file's tests: a test's own cwd, corpus and reports. */
export function tempFolder(purpose: string): string {
  const dir = mkdtempSync(join(tmpdir(), `toolfuzz-${purpose}-`));
  made.add(dir);
  return dir;
}
