import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { captureIo } from '../testing/captureIo.ts';
import { type CommandSpec, parseCommand, parseCommandArgs } from '../options/commandArgs.ts';
import { formatCommandHelp } from './commandHelp.ts';
import type { FlagRow } from '../options/flagRow.ts';
import { COMMAND_SPECS, main } from './main.ts';

const CWD = '/home/user/project';
const rowsOf = (spec: CommandSpec<unknown>): [string, FlagRow][] => Object.entries(spec.flags) as [string, FlagRow][];
const valued = (spec: CommandSpec<unknown>): [string, FlagRow][] => rowsOf(spec).filter(([, row]) => row.kind !== 'boolean');

// A value each kind accepts, and what the parser makes of it.
function sample(row: FlagRow): { raw: string; read: unknown } {
  if (row.kind === 'int' || row.kind === 'number') return { raw: String(row.maximum ?? 7), read: row.maximum ?? 7 };
  if (row.kind === 'list') return { raw: 'a,b', read: ['a', 'b'] };
  const read = row.isPath === true ? `${CWD}/x/v.json` : 'x/v.json';
  return { raw: 'x/v.json', read: row.kind === 'strings' ? [read] : read };
}

/** The least each command needs: its positionals and required flags. */
function minimal(spec: CommandSpec<unknown>): string[] {
  const positionals = Array.from({ length: spec.positionals.min }, (_, i) => `p${i}.json`);
  return [...positionals, ...rowsOf(spec).flatMap(([, row]) => (row.required === true ? [row.flag, sample(row).raw] : []))];
}

async function errorOf(spec: CommandSpec<unknown>, argv: readonly string[]): Promise<string> {
  return (await usageErrorOf(() => parseCommand(argv, spec, CWD))).message;
}

const each = COMMAND_SPECS.map((spec) => [spec.command, spec] as const);

describe.each(each)('toolfuzz %s', (command, spec) => {
  it('prints its own help and exits 0 for --help, even next to a mistake', async () => {
    const io = captureIo(CWD);
    expect(await main([...command.split(' '), '--bogus', '--help'], io)).toBe(0);
    expect(io.out()).toBe(formatCommandHelp(spec));
    expect(io.out()).toMatch(new RegExp(`^usage: toolfuzz ${command} `));
    for (const [, row] of rowsOf(spec)) expect(io.out()).toContain(`  ${row.flag}`);
    expect(io.err()).toBe('');
    expect(parseCommand(['-h'], spec, CWD)).toEqual({ kind: 'help' });
  });

  it('reads --flag=value as --flag value, for every valued flag', () => {
    for (const [field, row] of valued(spec)) {
      const { raw, read } = sample(row);
      const spaced = parseCommandArgs([...minimal(spec), row.flag, raw], spec, CWD);
      const inline = parseCommandArgs([...minimal(spec), `${row.flag}=${raw}`], spec, CWD);
      expect(spaced.given.get(field as never), row.flag).toEqual(read);
      expect(inline.given).toEqual(spaced.given);
    }
  });

  it('names an unknown flag, suggests the close one and points at its own help', async () => {
    const [, row] = rowsOf(spec).find(([, r]) => r.flag.length > 4) as [string, FlagRow];
    expect(await errorOf(spec, [...minimal(spec), `${row.flag}x`])).toBe(
      `unknown flag ${row.flag}x (did you mean ${row.flag}?); see toolfuzz ${command} --help`,
    );
    expect(await errorOf(spec, [...minimal(spec), '--zzzzzzzzzz=1'])).toBe(`unknown flag --zzzzzzzzzz; see toolfuzz ${command} --help`);
    expect(await errorOf(spec, [...minimal(spec), '-q'])).toBe(`unknown flag -q; see toolfuzz ${command} --help`);
  });

  it('says which value is missing, at the end or before another flag', async () => {
    for (const [, row] of valued(spec)) {
      expect(await errorOf(spec, [...minimal(spec), row.flag])).toMatch(new RegExp(`^${row.flag} needs a value: ${row.flag} `));
      expect(await errorOf(spec, [row.flag, '--help=no', ...minimal(spec)])).toMatch(new RegExp(`^${row.flag} needs a value`));
    }
  });

  it('keeps the last value of a repeated flag, and a boolean takes none', async () => {
    for (const [field, row] of valued(spec)) {
      if (row.kind === 'strings') continue;
      const { raw, read } = sample(row);
      const first = row.kind === 'int' || row.kind === 'number' ? String(row.minimum ?? 1) : 'first';
      expect(parseCommandArgs([...minimal(spec), row.flag, first, row.flag, raw], spec, CWD).given.get(field as never), row.flag).toEqual(
        read,
      );
    }
    for (const [field, row] of rowsOf(spec).filter(([, r]) => r.kind === 'boolean')) {
      expect(parseCommandArgs([...minimal(spec), row.flag, row.flag], spec, CWD).given.get(field as never)).toBe(true);
      expect(await errorOf(spec, [...minimal(spec), `${row.flag}=yes`])).toBe(`${row.flag} takes no value, got "${row.flag}=yes"`);
    }
  });

  it('takes between min and max positionals, and says so in one line', async () => {
    const { min, max } = spec.positionals;
    const base = minimal(spec).slice(min);
    if (min > 0) expect(await errorOf(spec, base)).toBe(`toolfuzz ${command} needs ${spec.positionals.name}; usage: ${spec.usage}`);
    if (Number.isFinite(max)) {
      const extra = [...Array.from({ length: max }, (_, i) => `p${i}.json`), 'stray', ...base];
      expect(await errorOf(spec, extra)).toMatch(/^unexpected argument "stray": /);
      expect(await errorOf(spec, [...extra.filter((a) => a !== 'stray'), '--', 'stray'])).toMatch(/^unexpected argument "stray": /);
    } else {
      expect(parseCommandArgs(['a.json', 'b.json', '-', ...base], spec, CWD).positionals).toEqual(['a.json', 'b.json', '-']);
    }
  });
});

describe('parseCommand: defaults, required flags, paths', () => {
  const [replay, baseline, merge] = ['replay', 'baseline', 'merge'].map(
    (name) => COMMAND_SPECS.find((s) => s.command === name) as CommandSpec<unknown>,
  ) as [CommandSpec<unknown>, CommandSpec<unknown>, CommandSpec<unknown>];

  it('fills defaults against the cwd and resolves relative paths', () => {
    expect(parseCommand(['reports/r.json'], baseline, CWD)).toEqual({
      kind: 'args',
      options: { out: `${CWD}/toolfuzz.baseline.json`, reason: undefined, prune: false },
      positionals: ['reports/r.json'],
    });
    expect(parseCommand(['r.json', '--out', '../ci/base.json', '--reason=known, tracked in #123', '--prune'], baseline, CWD)).toMatchObject(
      {
        options: { out: '/home/user/ci/base.json', reason: 'known, tracked in #123', prune: true },
      },
    );
  });

  it('refuses to run without a required flag, naming it and the usage', async () => {
    expect(await errorOf(merge, ['a.json', 'b.json'])).toMatch(/^toolfuzz merge needs --json <out\.json> /);
  });

  it("refuses a blank value, with the flag's example when it has one", async () => {
    expect(await errorOf(baseline, ['r.json', '--reason', ' '])).toBe(
      '--reason <text> needs a non-empty value, e.g. --reason "known, tracked in #123"',
    );
    expect(await errorOf(replay, ['r.json', '--id='])).toBe('--id <F1> needs a non-empty value, e.g. --id F1');
    expect(await errorOf(replay, ['r.json', '--call-timeout', '0', '--id', 'F1'])).toBe(
      '--call-timeout <ms> must be a positive integer, got "0"',
    );
  });

  it('reads any value as it was typed, whichever spelling', () => {
    const value = fc.string({ unit: 'grapheme', minLength: 1 }).filter((v) => v.trim() !== '' && !v.startsWith('--'));
    fc.assert(
      fc.property(value, (id) => {
        const spaced = parseCommand(['r.json', '--id', id], replay, CWD);
        expect(spaced).toEqual(parseCommand(['r.json', `--id=${id}`], replay, CWD));
        expect(spaced).toMatchObject({ options: { id } });
      }),
    );
  });
});

describe('toolfuzz --help', () => {
  it('lists every command with its summary and exits 0; bare toolfuzz prints the same and exits 2', async () => {
    const io = captureIo(CWD);
    expect(await main(['--help'], io)).toBe(0);
    for (const spec of COMMAND_SPECS)
      expect(io.out()).toMatch(new RegExp(`\\n {2}${spec.command} +${spec.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`));
    const bare = captureIo(CWD);
    expect(await main([], bare)).toBe(2);
    expect(bare.out()).toBe(io.out());
  });
});
