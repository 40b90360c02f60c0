import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh empty folder under the OS temp dir, `toolfuzz-<purpose>-XXXXXX`: a test's own cwd, corpus and reports. */
export function tempFolder(purpose: string): string {
  return mkdtempSync(join(tmpdir(), `toolfuzz-${purpose}-`));
}
