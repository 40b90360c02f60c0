import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { CONFIG_FILE_NAMES, findConfigFile } from './findConfigFile.ts';
import { scratchFolder } from '../testing/scratchFolder.ts';

const { dir: root } = scratchFolder('find-config');

function folder(name: string, files: readonly string[]): string {
  const dir = join(root, name);
  mkdirSync(dir);
  for (const file of files) writeFileSync(join(dir, file), '{}');
  return dir;
}

describe('findConfigFile', () => {
  it('finds each supported name in the cwd, and nothing when there is none', () => {
    CONFIG_FILE_NAMES.forEach((name, i) => expect(findConfigFile(folder(`one-${i}`, [name]))).toBe(join(root, `one-${i}`, name)));
    expect(findConfigFile(folder('none', ['toolfuzz.json', 'vitest.config.ts']))).toBeUndefined();
  });

  it('refuses to guess between two config files', async () => {
    const dir = folder('two', ['toolfuzz.config.ts', 'toolfuzz.config.json']);
    expect((await usageErrorOf(() => findConfigFile(dir))).message).toBe(
      'found toolfuzz.config.ts and toolfuzz.config.json: keep one, or choose with --config <file>',
    );
  });
});
