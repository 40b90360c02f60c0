import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { tempFolder } from './tempFolder.ts';

/** A temp folder for the tests of one file, and a writer of files in it. */
export interface ScratchFolder {
  readonly dir: string;
  /** Writes `text` to `name` in the folder and returns its path. */
  file(name: string, text: string): string;
}

/** A temp folder removed after the tests of the file that calls this (at its top level, or in a describe). */
export function scratchFolder(purpose: string): ScratchFolder {
  const dir = tempFolder(purpose);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    file: (name, text) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}
