import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { readConfigValues } from './readConfigValues.ts';

const DIR = '/home/user/project/ci';

function read(config: unknown): Record<string, unknown> {
  return Object.fromEntries(readConfigValues(config, 'ci/toolfuzz.config.ts', DIR));
}

async function problem(config: unknown): Promise<string> {
  return (await usageErrorOf(() => readConfigValues(config, 'ci/toolfuzz.config.ts', DIR))).message;
}

describe('readConfigValues', () => {
  it('reads every option, resolving relative paths against the config file folder', () => {
    expect(
      read({
        subject: '../src/tools.ts',
        specs: ['specs', '/abs/more.json'],
        randomSpecs: true,
        seed: 0,
        runs: 200,
        timeSeconds: 1.5,
        json: 'out/r.json',
        html: 'out/r.html',
        junit: 'out/r.xml',
        workers: 2,
        runBodies: false,
        callTimeoutMs: 500,
        baseline: 'known.json',
        failOnStale: true,
        corpus: '.corpus',
        shard: '1/3',
      }),
    ).toEqual({
      subject: '/home/user/project/src/tools.ts',
      specs: ['/home/user/project/ci/specs', '/abs/more.json'],
      randomSpecs: true,
      seed: 0,
      runs: 200,
      timeSeconds: 1.5,
      json: '/home/user/project/ci/out/r.json',
      html: '/home/user/project/ci/out/r.html',
      junit: '/home/user/project/ci/out/r.xml',
      workers: 2,
      runBodies: false,
      callTimeoutMs: 500,
      baseline: '/home/user/project/ci/known.json',
      failOnStale: true,
      corpus: '/home/user/project/ci/.corpus',
      shard: '1/3',
    });
  });

  it('takes one spec path as a string, `time` for timeSeconds, and skips undefined values', () => {
    expect(read({ specs: 'specs', time: 30, json: undefined })).toEqual({ specs: ['/home/user/project/ci/specs'], timeSeconds: 30 });
    expect(read({})).toEqual({});
  });

  it("applies the flags' rules to values, naming the file and the key", async () => {
    expect(await problem({ runs: 0 })).toBe('ci/toolfuzz.config.ts: runs must be a positive integer, got number 0');
    expect(await problem({ runs: '25' })).toBe('ci/toolfuzz.config.ts: runs must be a positive integer, got string "25"');
    expect(await problem({ workers: 1.5 })).toBe('ci/toolfuzz.config.ts: workers must be a positive integer, got number 1.5');
    expect(await problem({ seed: 2 ** 31 })).toBe(
      'ci/toolfuzz.config.ts: seed must be an integer from 0 to 2147483647, got number 2147483648',
    );
    expect(await problem({ time: 0 })).toBe('ci/toolfuzz.config.ts: time must be a positive number, got number 0');
    expect(await problem({ timeSeconds: Infinity })).toBe(
      'ci/toolfuzz.config.ts: timeSeconds must be a positive number, got number Infinity',
    );
    expect(await problem({ runBodies: 'yes' })).toBe('ci/toolfuzz.config.ts: runBodies must be true or false, got string "yes"');
    expect(await problem({ subject: '' })).toBe('ci/toolfuzz.config.ts: subject must be a non-empty path, got string ""');
    expect(await problem({ shard: 3 })).toBe('ci/toolfuzz.config.ts: shard must be a non-empty string, got number 3');
    expect(await problem({ specs: [] })).toBe('ci/toolfuzz.config.ts: specs must be a path or an array of paths, got an array');
    expect(await problem({ specs: ['a', 1] })).toBe('ci/toolfuzz.config.ts: specs must be a path or an array of paths, got an array');
    expect(await problem({ json: null })).toBe('ci/toolfuzz.config.ts: json must be a non-empty path, got null');
  });

  it('rejects an unknown key with a guess, also for a flag name used as a key', async () => {
    expect(await problem({ run: 5 })).toMatch(
      /^ci\/toolfuzz\.config\.ts: unknown key "run" \(did you mean "runs"\?\); known keys: subject, specs, randomSpecs, /,
    );
    expect(await problem({ 'call-timeout': 5 })).toMatch(
      /^ci\/toolfuzz\.config\.ts: unknown key "call-timeout" \(did you mean "callTimeoutMs"\? config keys are option names, not flags\); known keys: /,
    );
    expect(await problem({ '--random-specs': true })).toMatch(
      /unknown key "--random-specs" \(did you mean "randomSpecs"\? config keys are option names, not flags\)/,
    );
    expect(await problem({ frobnicate: 1 })).toMatch(/^ci\/toolfuzz\.config\.ts: unknown key "frobnicate"; known keys: .*, shard, time$/);
    expect(await problem({ config: 'other.ts' })).toMatch(/unknown key "config"/);
  });

  it('rejects two keys for one option, and a config that is not an object', async () => {
    expect(await problem({ time: 1, timeSeconds: 2 })).toBe(
      'ci/toolfuzz.config.ts: "time" and "timeSeconds" set the same option; keep one',
    );
    expect(await problem([])).toBe(
      'ci/toolfuzz.config.ts: the config must be an object of run options (export default defineConfig({ ... })), got an array',
    );
    expect(await problem(() => ({}))).toBe(
      'ci/toolfuzz.config.ts: the config must be an object of run options (export default defineConfig({ ... })), got a function',
    );
  });
});
