import { runFlagRows } from './runFlags.ts';

/** The `toolfuzz run --help` text, generated from RUN_FLAGS so it cannot drift from the parser. */
export function formatRunHelp(): string {
  const rows = runFlagRows().map(([, row]) => {
    const usage = row.placeholder === undefined ? row.flag : `${row.flag} ${row.placeholder}`;
    const defaultNote = row.defaultText === undefined ? '' : ` (default: ${row.defaultText})`;
    return [usage, `${row.description}${defaultNote}`] as const;
  });
  const width = Math.max(...rows.map(([usage]) => usage.length));
  return [
    'usage: toolfuzz run [flags]',
    '',
    'Fuzz the argument schemas of LLM tools against a subject (validateArgs, schemaSpecToJsonSchema, defineTool).',
    '',
    'flags:',
    ...rows.map(([usage, text]) => `  ${usage.padEnd(width)}  ${text}`),
    '',
    'exit codes: 0 no findings, 1 findings, 2 usage or load error, 130 interrupted',
    '',
  ].join('\n');
}
