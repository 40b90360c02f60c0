import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRunFlags } from '../options/parseRunFlags.ts';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { parseRunFlagsWithConfig } from './parseRunFlagsWithConfig.ts';
import { scratchFolder } from '../testing/scratchFolder.ts';

const { dir: root } = scratchFolder('config-merge');
const DEFINE_CONFIG = JSON.stringify(resolve(import.meta.dirname, 'index.ts'));

let made = 0;
/** A fresh project folder holding `files` (a fresh path each time: imported modules are cached by path). */
function project(files: Record<string, string>): string {
  const dir = join(root, `p${++made}`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

describe('parseRunFlagsWithConfig', () => {
  it('without a config file, is parseRunFlags', async () => {
    const cwd = project({});
    const options = await parseRunFlagsWithConfig(['--seed', '3'], cwd);
    expect(options).toEqual({ ...parseRunFlags(['--seed', '3'], cwd), config: undefined });
  });

  it('picks up toolfuzz.config.ts from the cwd; flags win over it, --specs replacing its list', async () => {
    const cwd = project({
      'toolfuzz.config.ts': `import { defineConfig } from ${DEFINE_CONFIG};\nexport default defineConfig({ runs: 7, seed: 1, specs: ['a', 'b'], runBodies: true, time: 30 });\n`,
    });
    const options = await parseRunFlagsWithConfig(['--seed', '2', '--specs', 'c'], cwd);
    expect(options).toMatchObject({
      runs: 7,
      seed: 2,
      specs: [join(cwd, 'c')],
      runBodies: true,
      timeSeconds: 30,
      config: join(cwd, 'toolfuzz.config.ts'),
    });
    expect(options.callTimeoutMs).toBe(3000);
  });

  it('takes providers and lintGate from the config file, as --provider and --lint-gate', async () => {
    const cwd = project({
      'toolfuzz.config.ts': `import { defineConfig } from ${DEFINE_CONFIG};\nexport default defineConfig({ providers: ['openai-strict'], lintGate: true });\n`,
    });
    expect(await parseRunFlagsWithConfig([], cwd)).toMatchObject({ providers: ['openai-strict'], lintGate: true });
    expect(await parseRunFlagsWithConfig(['--provider', 'gemini'], cwd)).toMatchObject({ providers: ['gemini'], lintGate: true });
  });

  it('reads --config from another folder, resolving its paths against that folder and the flags against the cwd', async () => {
    const cwd = project({ 'ci/fuzz.json': JSON.stringify({ subject: '../src/harness.ts', json: 'out/report.json', workers: 1 }) });
    const options = await parseRunFlagsWithConfig(['--config', 'ci/fuzz.json', '--html', 'r.html'], cwd);
    expect(options).toMatchObject({
      subject: join(cwd, 'src/harness.ts'),
      json: join(cwd, 'ci/out/report.json'),
      html: join(cwd, 'r.html'),
      workers: 1,
      config: join(cwd, 'ci/fuzz.json'),
    });
  });

  it('lets --config override a config file in the cwd', async () => {
    const cwd = project({ 'toolfuzz.config.json': '{ "runs": 1 }', 'other.json': '{ "runs": 2 }' });
    expect((await parseRunFlagsWithConfig(['--config=other.json'], cwd)).runs).toBe(2);
    expect((await parseRunFlagsWithConfig([], cwd)).runs).toBe(1);
  });

  it('reports a bad value or key in the file by file and key', async () => {
    const cwd = project({ 'toolfuzz.config.mjs': 'export default { runs: -1 };\n' });
    expect((await usageErrorOf(() => parseRunFlagsWithConfig([], cwd))).message).toBe(
      'toolfuzz.config.mjs: runs must be a positive integer, got number -1',
    );
    const typo = project({ 'toolfuzz.config.json': '{ "worker": 2 }' });
    expect((await usageErrorOf(() => parseRunFlagsWithConfig([], typo))).message).toMatch(
      /^toolfuzz\.config\.json: unknown key "worker" \(did you mean "workers"\?\)/,
    );
  });

  it('still rejects a bad flag before reading the file', async () => {
    const cwd = project({ 'toolfuzz.config.json': '{ "runs": "many" }' });
    expect((await usageErrorOf(() => parseRunFlagsWithConfig(['--runz', '1'], cwd))).message).toBe(
      'unknown flag --runz (did you mean --runs?); see toolfuzz run --help',
    );
  });

  it('checks a baseline (from the flags or the file) before any campaign runs', async () => {
    const cwd = project({
      'toolfuzz.config.json': '{ "baseline": "known.json", "failOnStale": true }',
      'known.json': '{ "version": 1, "entries": "none" }',
    });
    expect((await usageErrorOf(() => parseRunFlagsWithConfig([], cwd))).message).toBe(
      'known.json: $.entries: "entries" must be an array, got string "none"',
    );
    const missing = project({});
    expect((await usageErrorOf(() => parseRunFlagsWithConfig(['--baseline', 'nope.json'], missing))).message).toMatch(
      /^baseline not found: nope\.json/,
    );
    const fine = project({ 'known.json': '{ "version": 1, "entries": [] }' });
    expect((await parseRunFlagsWithConfig(['--baseline', 'known.json', '--fail-on-stale'], fine)).baseline).toBe(join(fine, 'known.json'));
  });
});
