import { describe, expect, it } from 'vitest';
import { formatCommandHelp } from './commandHelp.ts';
import { RUN_COMMAND, runFlagRows } from '../options/runFlags.ts';

describe('toolfuzz run --help', () => {
  const help = formatCommandHelp(RUN_COMMAND);

  it('lists every flag of the table with its placeholder, on its own line', () => {
    for (const [, row] of runFlagRows()) {
      const usage = row.placeholder === undefined ? row.flag : `${row.flag} ${row.placeholder}`;
      expect(help.split('\n').some((line) => line.trimStart().startsWith(`${usage} `))).toBe(true);
    }
  });

  it('starts with the usage line and ends with the exit codes, word for word', () => {
    const lines = help.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'usage: toolfuzz run [flags]',
      '',
      'Fuzz the argument schemas of LLM tools against a subject (validateArgs, schemaSpecToJsonSchema, defineTool).',
      '',
      'flags:',
    ]);
    expect(lines.slice(-3)).toEqual(['', 'exit codes: 0 no findings, 1 findings, 2 usage or load error, 130 interrupted', '']);
  });

  it('writes these rows word for word, padded to one column', () => {
    const lines = help.split('\n');
    for (const row of [
      "  --subject <module>   the implementation under test: a .ts/.mts/.js/.mjs module exporting validateArgs and schemaSpecToJsonSchema, or tools defined with zod, valibot, arktype or TypeBox (default: toolfuzz's own sample tool layer, src/index.ts)",
      '  --random-specs       add generated specs to the campaign',
      '  --seed <int>         same seed, same runs, same findings; printed on every run (default: random)',
      '  --call-timeout <ms>  per-call limit before a subject call counts as a HANG (default: 3000)',
      '  --fail-on-stale      also fail when a baseline entry was not seen again',
      '  --corpus <dir>       regression corpus: every finding is saved there and replayed first on every later run (default: .toolfuzz/corpus)',
    ]) {
      expect(lines).toContain(row);
    }
  });

  it('lists the flags a user reaches for, whatever the table holds', () => {
    const flags = help.split('\n').flatMap((line) => /^ {2}(--[a-z-]+)/.exec(line)?.[1] ?? []);
    for (const flag of [
      '--subject',
      '--specs',
      '--random-specs',
      '--seed',
      '--runs',
      '--time',
      '--json',
      '--html',
      '--junit',
      '--workers',
      '--run-bodies',
      '--call-timeout',
      '--baseline',
      '--fail-on-stale',
      '--corpus',
      '--shard',
      '--config',
    ]) {
      expect(flags).toContain(flag);
    }
    expect(new Set(flags).size).toBe(flags.length);
  });

  it('shows defaults and the exit codes', () => {
    expect(help).toMatch(/^usage: toolfuzz run \[flags\]\n/);
    expect(help).toMatch(
      /--runs <n> +cases per property per spec; with --time too, whichever runs out first \(default: 100, or no cap when --time is given alone\)/,
    );
    expect(help).toMatch(/--time <seconds> +wall-clock budget of the whole run .*alone, it means fuzz for that long/);
    expect(help).toMatch(/--seed <int> +.*\(default: random\)/);
    expect(help).toContain('exit codes: 0 no findings, 1 findings, 2 usage or load error, 130 interrupted');
  });

  it('aligns descriptions in one column', () => {
    const flagLines = help.split('\n').filter((line) => line.startsWith('  --'));
    const columns = new Set(flagLines.map((line) => /^ {2}\S+(?: <[^>]+>)? +/.exec(line)?.[0].length));
    expect(columns.size).toBe(1);
  });
});
