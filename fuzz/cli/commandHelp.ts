import type { CommandSpec } from '../options/commandArgs.ts';
import type { FlagRow } from '../options/flagRow.ts';
import { flagUsage } from '../options/flagValue.ts';

const HELP_ROW = ['--help', 'print this help and exit'] as const;

function columns(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(0, ...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}

/** A command's `--help`, generated from its spec so it cannot drift from the parser. */
export function formatCommandHelp<Options>(spec: CommandSpec<Options>): string {
  const rows = (Object.values(spec.flags) as FlagRow[]).map((row) => {
    const note = row.required === true ? ' (required)' : row.defaultText === undefined ? '' : ` (default: ${row.defaultText})`;
    return [flagUsage(row), `${row.description}${note}`] as const;
  });
  return [
    `usage: ${spec.usage}`,
    '',
    spec.summary,
    ...(spec.details ?? []),
    '',
    'flags:',
    ...columns([...rows, HELP_ROW]),
    ...(spec.epilogue === undefined ? [] : ['', ...spec.epilogue]),
    '',
  ].join('\n');
}

/** `toolfuzz --help`: every command with its one-line summary. */
export function formatToolfuzzHelp(specs: readonly CommandSpec<unknown>[]): string {
  return [
    'usage: toolfuzz <command> [flags]',
    '',
    'commands:',
    ...columns(specs.map((spec) => [spec.command, spec.summary])),
    '',
    'toolfuzz <command> --help shows the flags of one command.',
    '',
  ].join('\n');
}
