import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { loadConfigFile } from './loadConfigFile.ts';
import { scratchFolder } from '../testing/scratchFolder.ts';
import { tempFolder } from '../testing/tempFolder.ts';

const { dir, file } = scratchFolder('load-config');
const DEFINE_CONFIG = JSON.stringify(join(import.meta.dirname, 'index.ts'));

async function problem(path: string): Promise<string> {
  return (await usageErrorOf(() => loadConfigFile(path, 'toolfuzz.config'))).message;
}

describe('loadConfigFile', () => {
  it('returns the default export of a .ts module written with defineConfig', async () => {
    const path = file(
      'typed.ts',
      `import { defineConfig } from ${DEFINE_CONFIG};\nconst runs: number = 7;\nexport default defineConfig({ runs, specs: 'specs' });\n`,
    );
    expect(await loadConfigFile(path, 'typed.ts')).toEqual({ runs: 7, specs: 'specs' });
  });

  it('reads .mjs and .json configs', async () => {
    expect(await loadConfigFile(file('plain.mjs', 'export default { seed: 4 };\n'), 'plain.mjs')).toEqual({ seed: 4 });
    expect(await loadConfigFile(file('c.json', '{ "runs": 3 }'), 'c.json')).toEqual({ runs: 3 });
  });

  it('says in one line what is wrong with a file it cannot use', async () => {
    expect(await problem(join(dir, 'missing.ts'))).toBe('config file not found: toolfuzz.config');
    expect(await problem(dir)).toBe('config file not found: toolfuzz.config');
    expect(await problem(file('named.mjs', 'export const runs = 3;\n'))).toBe(
      "toolfuzz.config: no default export (export default defineConfig({ ... }), defineConfig from 'toolfuzz/config')",
    );
    expect(await problem(file('throws.mjs', 'throw new Error("no config for you");\n'))).toBe(
      'toolfuzz.config: cannot import: no config for you',
    );
    expect(await problem(file('bad.json', '{ "runs": }'))).toMatch(/^toolfuzz\.config: invalid JSON: /);
    expect(await problem(file('config.yaml', 'runs: 3\n'))).toBe(
      'toolfuzz.config: not a config file (expected .ts, .mts, .js, .mjs, .json)',
    );
  });
});

describe('loadConfigFile under the CLI loader (tsx)', () => {
  it('loads a .ts config in a CommonJS package as in an ESM one: toolfuzz registers both of tsx loaders for it', () => {
    const cjs = tempFolder('cjs-config');
    try {
      const config = join(cjs, 'toolfuzz.config.ts');
      writeFileSync(config, `import { defineConfig } from ${DEFINE_CONFIG};\nexport default defineConfig({ runs: 3 });\n`);
      // importUserModule registers tsx (both loaders) for the .ts file, as in the CLI.
      const script = `const { loadConfigFile } = await import(${JSON.stringify(join(import.meta.dirname, 'loadConfigFile.ts'))});
        try { console.log(JSON.stringify(await loadConfigFile(${JSON.stringify(config)}, 'toolfuzz.config.ts'))); } catch (e) { console.log(e.message); }`;
      const ROOT = join(import.meta.dirname, '../..');
      const run = (...flags: string[]) =>
        execFileSync(process.execPath, [...flags, '--import', 'tsx/esm', '--input-type=module', '-e', script], {
          cwd: ROOT,
          encoding: 'utf8',
        }).trim();
      // tsx's CommonJS loader compiles the file, and toolfuzz/config with it. Before, under tsx's ESM
      // hooks alone, this was a load error (with a hint to name the file .mts, which loadConfigFile
      // still adds where Node cannot require an ES module).
      expect(run('--no-experimental-require-module')).toBe('{"runs":3}');
      writeFileSync(join(cjs, 'package.json'), '{ "type": "module" }');
      expect(run('--no-experimental-require-module')).toBe('{"runs":3}');
    } finally {
      rmSync(cjs, { recursive: true, force: true });
    }
  });
});
