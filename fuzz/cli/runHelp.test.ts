import { describe, expect, it } from 'vitest';
import { formatCommandHelp } from './commandHelp.ts';
import { RUN_COMMAND, runFlagRows } from './runFlags.ts';

describe('toolfuzz run --help', () => {
  const help = formatCommandHelp(RUN_COMMAND);

  it('lists every flag of the table with its placeholder, on its own line', () => {
    for (const [, row] of runFlagRows()) {
      const usage = row.placeholder === undefined ? row.flag : `${row.flag} ${row.placeholder}`;
      expect(help.split('\n').some((line) => line.trimStart().startsWith(`${usage} `))).toBe(true);
    }
  });

  it('shows defaults and the exit codes', () => {
    expect(help).toMatch(/^usage: toolfuzz run \[flags\]\n/);
    expect(help).toMatch(/--runs <n> +cases per property per spec; with --time too, whichever runs out first \(default: 100, or no cap when --time is given alone\)/);
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
