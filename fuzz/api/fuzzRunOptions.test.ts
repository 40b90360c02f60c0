import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRunFlags } from '../options/parseRunFlags.ts';
import { UsageError } from '../errors/usageError.ts';
import type { FuzzOptions } from './fuzzOptions.ts';
import { callCwd, fuzzRunOptions } from './fuzzRunOptions.ts';
import { tempFolder } from '../testing/tempFolder.ts';

const cwd = join(tmpdir(), 'toolfuzz-api-cwd');

// What fuzzRunOptions and the CLI's parser each make of the same settings: the options, or the UsageError's line.
function outcome(parse: () => unknown): unknown {
  try {
    return { options: parse() };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { usage: error.message };
  }
}

function rejection(options: FuzzOptions): string {
  try {
    fuzzRunOptions(options, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
  throw new Error('fuzzRunOptions accepted the options');
}

describe('fuzzRunOptions', () => {
  it('fills the CLI defaults: the same RunOptions as toolfuzz run with no flags (but the seed)', () => {
    expect(fuzzRunOptions({ seed: 7 }, cwd)).toEqual(parseRunFlags(['--seed', '7'], cwd));
  });

  it('maps every option onto its flag, paths resolved against cwd, file URLs read as paths', () => {
    const api = fuzzRunOptions(
      {
        subject: 'my/subject.ts',
        specs: ['specs', pathToFileURL('/abs/tools.json')],
        randomSpecs: true,
        seed: 3,
        runs: 12,
        time: 1.5,
        workers: 2,
        callTimeoutMs: 900,
        runBodies: true,
        corpus: 'corp',
        shard: '1/2',
        json: 'r.json',
        html: 'r.html',
        junit: 'r.xml',
      },
      cwd,
    );
    const cli = parseRunFlags(
      [
        '--subject',
        'my/subject.ts',
        '--specs',
        'specs',
        '--specs',
        '/abs/tools.json',
        '--random-specs',
        '--seed',
        '3',
        '--runs',
        '12',
        '--time',
        '1.5',
        '--workers',
        '2',
        '--call-timeout',
        '900',
        '--run-bodies',
        '--corpus',
        'corp',
        '--shard',
        '1/2',
        '--json',
        'r.json',
        '--html',
        'r.html',
        '--junit',
        'r.xml',
      ],
      cwd,
    );
    expect(api).toEqual(cli);
  });

  it('keeps no corpus when corpus is false, and treats undefined as absent', () => {
    expect(fuzzRunOptions({ corpus: false }, cwd).corpus).toBeUndefined();
    expect(fuzzRunOptions({ corpus: undefined, runs: undefined }, cwd)).toMatchObject({
      corpus: join(cwd, '.toolfuzz', 'corpus'),
      runs: undefined,
    });
  });

  it('law: an integer option is accepted or refused as its flag is, and accepted to the same RunOptions', () => {
    const options = [
      ['runs', '--runs'],
      ['seed', '--seed'],
      ['workers', '--workers'],
      ['callTimeoutMs', '--call-timeout'],
      ['time', '--time'],
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...options), fc.integer({ min: -5, max: 2 ** 31 + 5 }), ([option, flag], value) => {
        // The seed of both is given, so a random default cannot differ.
        const seed = option === 'seed' ? [] : ['--seed', '1'];
        const api = outcome(() => fuzzRunOptions({ seed: 1, [option]: value }, cwd));
        const cli = outcome(() => parseRunFlags([...seed, flag, String(value)], cwd));
        if ('options' in (cli as object)) expect(api).toEqual(cli);
        else
          expect(api).toEqual({
            usage: `fuzz(): ${option} must be ${(cli as { usage: string }).usage.split(' must be ')[1]?.replace(/, got .*/, '')}, got number ${value}`,
          });
      }),
    );
  });

  it('refuses a bad value in one line naming the option as the caller wrote it', () => {
    expect(rejection({ runs: 0 })).toBe('fuzz(): runs must be a positive integer, got number 0');
    expect(rejection({ runs: 1.5 })).toBe('fuzz(): runs must be a positive integer, got number 1.5');
    expect(rejection({ time: Number.NaN })).toMatch(/^fuzz\(\): time must be a positive number, got number NaN$/);
    expect(rejection({ runs: '5' as unknown as number })).toBe('fuzz(): runs must be a positive integer, got string "5"');
    expect(rejection({ runBodies: 'yes' as unknown as boolean })).toBe('fuzz(): runBodies must be true or false, got string "yes"');
    expect(rejection({ subject: '' })).toBe('fuzz(): subject must be a non-empty path, got string ""');
    expect(rejection({ subject: new URL('https://example.com/s.ts') })).toBe(
      'fuzz(): subject must be a path or a file: URL, got https://example.com/s.ts',
    );
    expect(rejection({ specs: [] })).toBe('fuzz(): specs must be a path or an array of paths, got an array');
    expect(rejection({ shard: 3 as unknown as string })).toBe('fuzz(): shard must be a non-empty string, got number 3');
  });

  it('suggests the closest option for a misspelt one', () => {
    expect(rejection({ run: 5 } as FuzzOptions)).toMatch(
      /^fuzz\(\): unknown key "run" \(did you mean "runs"\?\); known keys: subject, specs, /,
    );
    expect(rejection({ config: 'toolfuzz.config.ts' } as FuzzOptions)).toMatch(/^fuzz\(\): unknown key "config"/);
  });

  it('checks combinations and the baseline file as the CLI does, before anything runs', () => {
    expect(outcome(() => fuzzRunOptions({ failOnStale: true }, cwd))).toEqual(outcome(() => parseRunFlags(['--fail-on-stale'], cwd)));
    expect(rejection({ failOnStale: true })).toMatch(/^--fail-on-stale needs a baseline/);
    const folder = tempFolder('api');
    writeFileSync(join(folder, 'baseline.json'), '{ not json');
    expect(rejection({ baseline: join(folder, 'baseline.json') })).toMatch(/baseline\.json/);
  });

  it('resolves cwd, and rejects one that is not a string', () => {
    expect(callCwd(undefined)).toBe(process.cwd());
    expect(callCwd('rel')).toBe(join(process.cwd(), 'rel'));
    expect(() => callCwd(5)).toThrow(new UsageError('fuzz(): cwd must be a folder path, got number'));
  });
});
