import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { fillRunOptions, parseRunFlags, readRunFlags } from './parseRunFlags.ts';
import type { RunOptions } from './runOptions.ts';

const PACKAGE = resolve(import.meta.dirname, '../..');
// A cwd that is not the package: defaults must still point into toolfuzz, flags into the user's project.
const CWD = '/home/user/project';

async function flagError(...argv: string[]): Promise<string> {
  return (await usageErrorOf(() => parseRunFlags(argv, CWD))).message;
}

describe('parseRunFlags: defaults', () => {
  it("fills every option, pointing subject and specs into toolfuzz's own package whatever the cwd", () => {
    const { seed, ...options } = parseRunFlags([], CWD);
    // The seed is random (its own test below): here, only that it is a usable one.
    expect(Number.isInteger(seed)).toBe(true);
    expect(seed).toBeGreaterThanOrEqual(0);
    expect(seed).toBeLessThanOrEqual(2147483647);
    expect(options).toEqual({
      subject: resolve(PACKAGE, 'src/index.ts'),
      specs: [resolve(PACKAGE, 'fixtures/specs')],
      randomSpecs: false,
      // Unset: the run budget reads it as 100 runs, or no cap when --time is given alone.
      runs: undefined,
      timeSeconds: undefined,
      json: undefined,
      html: undefined,
      junit: undefined,
      workers: availableParallelism(),
      runBodies: false,
      providers: [],
      lintGate: false,
      gateEdges: false,
      callTimeoutMs: 3000,
      baseline: undefined,
      failOnStale: false,
      corpus: '/home/user/project/.toolfuzz/corpus',
      shard: undefined,
      config: undefined,
    });
  });

  it('draws a random non-negative 31-bit seed when none is given', () => {
    const seeds = Array.from({ length: 20 }, () => parseRunFlags([], CWD).seed);
    for (const seed of seeds) {
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThan(2 ** 31);
    }
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});

describe('parseRunFlags: flags', () => {
  it('reads every flag, resolving relative paths against the cwd', () => {
    const options = parseRunFlags(
      [
        '--subject',
        'harness/index.ts',
        '--specs',
        'specs',
        '--specs',
        '/abs/tools.ts',
        '--random-specs',
        '--seed',
        '42',
        '--runs',
        '7',
        '--time',
        '1.5',
        '--json',
        'out/r.json',
        '--html',
        'out/r.html',
        '--junit',
        'out/r.xml',
        '--workers',
        '3',
        '--run-bodies',
        '--call-timeout',
        '250',
        '--provider',
        'openai-strict,gemini',
        '--lint-gate',
        '--gate-edges',
      ],
      CWD,
    );
    expect(options).toEqual({
      subject: '/home/user/project/harness/index.ts',
      specs: ['/home/user/project/specs', '/abs/tools.ts'],
      randomSpecs: true,
      seed: 42,
      runs: 7,
      timeSeconds: 1.5,
      json: '/home/user/project/out/r.json',
      html: '/home/user/project/out/r.html',
      junit: '/home/user/project/out/r.xml',
      workers: 3,
      runBodies: true,
      providers: ['openai-strict', 'gemini'],
      lintGate: true,
      gateEdges: true,
      callTimeoutMs: 250,
      baseline: undefined,
      failOnStale: false,
      corpus: '/home/user/project/.toolfuzz/corpus',
      shard: undefined,
    });
  });

  it('accepts --flag=value', () => {
    const options = parseRunFlags(['--seed=0', '--specs=a.json', '--time=.5'], CWD);
    expect([options.seed, options.specs, options.timeSeconds]).toEqual([0, ['/home/user/project/a.json'], 0.5]);
  });

  it('lets a repeated single-value flag override the earlier one, as an npm script override needs', () => {
    expect(parseRunFlags(['--runs', '100', '--runs', '5'], CWD).runs).toBe(5);
  });

  it('replaces the default specs rather than adding to them', () => {
    expect(parseRunFlags(['--specs', 'mine'], CWD).specs).toEqual(['/home/user/project/mine']);
  });

  it('accepts the largest seed and "--" with nothing after it', () => {
    expect(parseRunFlags(['--seed', '2147483647', '--'], CWD).seed).toBe(2147483647);
  });
});

describe('parseRunFlags: errors name the flag', () => {
  it('rejects an unknown flag, suggesting a close one', async () => {
    expect(await flagError('--seeds', '1')).toBe('unknown flag --seeds (did you mean --seed?); see toolfuzz run --help');
    expect(await flagError('--frobnicate')).toBe('unknown flag --frobnicate; see toolfuzz run --help');
    expect(await flagError('--frobnicate=1')).toBe('unknown flag --frobnicate; see toolfuzz run --help');
    expect(await flagError('-s')).toBe('unknown flag -s; see toolfuzz run --help');
  });

  it('rejects a missing value, at the end or before another flag', async () => {
    expect(await flagError('--seed')).toBe('--seed needs a value: --seed <int>');
    expect(await flagError('--json', '--html', 'r.html')).toBe('--json needs a value: --json <file>');
  });

  it('rejects an empty path', async () => {
    expect(await flagError('--subject=')).toBe('--subject <module> needs a non-empty value');
    expect(await flagError('--specs', '')).toBe('--specs <path> needs a non-empty value');
  });

  it('rejects a non-integer, negative or too large seed', async () => {
    for (const value of ['abc', '1.5', '-1', '1e3', '0x10', '+3', ' 1', '2147483648', '']) {
      expect(await flagError('--seed', value)).toBe(`--seed <int> must be an integer from 0 to 2147483647, got ${JSON.stringify(value)}`);
    }
  });

  it('rejects runs, workers and call timeouts below 1', async () => {
    expect(await flagError('--runs', '0')).toBe('--runs <n> must be a positive integer, got "0"');
    expect(await flagError('--runs', '-5')).toBe('--runs <n> must be a positive integer, got "-5"');
    expect(await flagError('--workers', '2.5')).toBe('--workers <n> must be a positive integer, got "2.5"');
    expect(await flagError('--workers=0')).toBe('--workers <n> must be a positive integer, got "0"');
    expect(await flagError('--call-timeout', 'soon')).toBe('--call-timeout <ms> must be a positive integer, got "soon"');
  });

  it('rejects a --time that is not a positive number', async () => {
    for (const value of ['0', '-1', 'abc', 'Infinity', '1e400', '', '1.2.3', 'NaN']) {
      expect(await flagError('--time', value)).toBe(`--time <seconds> must be a positive number, got ${JSON.stringify(value)}`);
    }
  });

  it('rejects a value given to a boolean flag', async () => {
    expect(await flagError('--run-bodies=false')).toBe('--run-bodies takes no value, got "--run-bodies=false"');
  });

  it('rejects positional arguments, also after "--"', async () => {
    expect(await flagError('fixtures/specs')).toBe(
      'unexpected argument "fixtures/specs": toolfuzz run takes flags only (give spec paths with --specs <path>)',
    );
    expect(await flagError('--runs', '5', 'extra')).toBe(
      'unexpected argument "extra": toolfuzz run takes flags only (give spec paths with --specs <path>)',
    );
    expect(await flagError('--', '--seed')).toBe(
      'unexpected argument "--seed": toolfuzz run takes flags only (give spec paths with --specs <path>)',
    );
    expect(await flagError('-')).toBe('unexpected argument "-": toolfuzz run takes flags only (give spec paths with --specs <path>)');
  });
});

describe('parseRunFlags: the pieces the config merge builds on', () => {
  it('readRunFlags returns only the flags given, so a config file can fill the rest', () => {
    expect(Object.fromEntries(readRunFlags(['--runs', '5', '--config', 'ci/toolfuzz.config.ts', '--run-bodies'], CWD))).toEqual({
      runs: 5,
      config: '/home/user/project/ci/toolfuzz.config.ts',
      runBodies: true,
    });
    expect(readRunFlags([], CWD).size).toBe(0);
  });

  it('fillRunOptions keeps what was given and defaults the rest', () => {
    const options = fillRunOptions(new Map<keyof RunOptions, unknown>([['runs', 9]]), CWD);
    expect([options.runs, options.callTimeoutMs, options.config]).toEqual([9, 3000, undefined]);
  });

  it('refuses --fail-on-stale without a baseline: it would check nothing', async () => {
    expect(await flagError('--fail-on-stale')).toBe(
      '--fail-on-stale needs a baseline: add --baseline <file> (written by toolfuzz baseline <report.json>)',
    );
    expect(parseRunFlags(['--fail-on-stale', '--baseline', 'b.json'], CWD)).toMatchObject({
      failOnStale: true,
      baseline: '/home/user/project/b.json',
    });
  });
});
