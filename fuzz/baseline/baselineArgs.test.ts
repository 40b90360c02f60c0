import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { parseBaselineArgs } from './baselineArgs.ts';

const CWD = '/home/user/project';

async function argsError(...argv: string[]): Promise<string> {
  return (await usageErrorOf(() => parseBaselineArgs(argv, CWD))).message;
}

describe('parseBaselineArgs', () => {
  it('defaults to toolfuzz.baseline.json in the cwd, no reason, no pruning', () => {
    expect(parseBaselineArgs(['reports/r.json'], CWD)).toEqual({
      help: false,
      report: { given: 'reports/r.json', path: '/home/user/project/reports/r.json' },
      out: '/home/user/project/toolfuzz.baseline.json',
      reason: undefined,
      prune: false,
    });
  });

  it('reads --out, --reason and --prune, in either spelling', () => {
    const args = parseBaselineArgs(['--out', 'ci/base.json', 'r.json', '--reason=known, tracked in #123', '--prune'], CWD);
    expect([args.out, args.reason, args.prune]).toEqual(['/home/user/project/ci/base.json', 'known, tracked in #123', true]);
  });

  it('rejects mistakes in one line', async () => {
    expect(await argsError()).toBe('toolfuzz baseline needs a JSON report; usage: toolfuzz baseline <report.json> [--out <file>] [--reason <text>] [--prune]');
    expect(await argsError('a.json', 'b.json')).toMatch(/^toolfuzz baseline takes one report, got 2; usage/);
    expect(await argsError('a.json', '--reasons', 'x')).toMatch(/^unknown flag --reasons \(did you mean --reason\?\); usage/);
    expect(await argsError('a.json', '--out')).toMatch(/^--out needs a value; usage/);
    expect(await argsError('a.json', '--reason', ' ')).toBe('--reason needs a non-empty value, e.g. --reason "known, tracked in #123"');
    expect(await argsError('a.json', '--prune=yes')).toBe('--prune takes no value, got "--prune=yes"');
  });

  it('needs no report for --help', () => {
    expect(parseBaselineArgs(['--help'], CWD).help).toBe(true);
  });
});
