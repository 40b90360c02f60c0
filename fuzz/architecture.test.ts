import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const FUZZ = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) && !path.includes('/testing/') ? [path] : [];
  });
}

describe('the engine', () => {
  // src/ is the sample tool layer: users read it and it is the default subject. An oracle that took
  // anything from it would change whenever the sample does.
  it('never imports the sample tool layer in src/ (tests may use it as a subject)', () => {
    const offenders = sourceFiles(FUZZ).filter((file) => /from '(\.\.\/)+src\//.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(FUZZ, file))).toEqual([]);
  });
});
