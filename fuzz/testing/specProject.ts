import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempFolder } from './tempFolder.ts';

/** A repo file's absolute path, from anywhere in the tests. */
export function repoPath(path: string): string {
  return new URL(`../../${path}`, import.meta.url).pathname;
}

/** A fresh temp folder holding specs.json with one tool, `note_tool`, whose one optional string null-as-absent gets wrong. */
export function specProject(): string {
  const cwd = tempFolder('api');
  writeFileSync(join(cwd, 'specs.json'), JSON.stringify({ tools: [{ name: 'note_tool', schema: { note: { type: 'string' } } }] }));
  return cwd;
}
