import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every folder made here, removed after the tests of the file that made it by the setup file
// removeTempFolders.ts (which vitest runs in every test file, with or without module isolation), so a
// folder made at the top of a file, in a hook or in a test is removed alike, and a later test of the
// same file may still read what an earlier one wrote.
const made = new Set<string>();

/** Removes every folder tempFolder made so far: after each test file's tests (the setup file's afterAll). */
export function removeTempFolders(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
}

/** A fresh empty folder under the OS temp dir, `toolfuzz-<purpose>-XXXXXX`, removed after the calling file's tests: a test's own cwd, corpus and reports. */
export function tempFolder(purpose: string): string {
  const dir = mkdtempSync(join(tmpdir(), `toolfuzz-${purpose}-`));
  made.add(dir);
  return dir;
}
