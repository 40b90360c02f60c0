import { resolve } from 'node:path';
import { UsageError } from '../errors/usageError.ts';
import { closestFlag } from './closestFlag.ts';
import type { FlagRow } from './runFlags.ts';

/** A command's arguments, described once: the parser, the error messages and the help text read this. */
export interface CommandSpec<Field extends string> {
  /** `run`, `replay`, ...: as the user types it after `toolfuzz`. */
  readonly command: string;
  /** The one-line usage: `toolfuzz replay <report.json> --id <F1> [flags]`. */
  readonly usage: string;
  /** What the command does, for its help. */
  readonly summary: string;
  /** Every flag, by the option it fills, in help order. */
  readonly flags: Readonly<Record<Field, FlagRow>>;
  /** Positional arguments: how many, and what one is called in messages. */
  readonly positionals: { readonly name: string; readonly min: number; readonly max: number };
  /** Said when a positional argument is not expected (e.g. where spec paths go instead). */
  readonly positionalHint?: string;
  /** Whether `--` ends the flags and what follows is passed through (a server's command line). */
  readonly passThrough?: boolean;
  /** Lines after the flags in the help (exit codes, examples). */
  readonly epilogue?: readonly string[];
}

/** What the command line gave: options by field (only those given), positionals, and what followed `--`. */
export interface CommandArgs<Field extends string> {
  readonly help: boolean;
  readonly given: Map<Field, unknown>;
  readonly positionals: readonly string[];
  readonly rest: readonly string[];
}

const INTEGER = /^[0-9]+$/;
const DECIMAL = /^([0-9]+(\.[0-9]*)?|\.[0-9]+)$/;

/** A flag as usage and errors show it: `--seed <int>`. */
export function flagUsage(row: FlagRow): string {
  return row.placeholder === undefined ? row.flag : `${row.flag} ${row.placeholder}`;
}

/** What a numeric flag accepts, in words: "a positive integer", "an integer from 0 to 2147483647". */
export function numericRange(row: FlagRow): string {
  const noun = row.kind === 'int' ? 'integer' : 'number';
  const { minimum, exclusiveMinimum, maximum } = row;
  if (minimum !== undefined && maximum !== undefined) return `an ${noun} from ${minimum} to ${maximum}`;
  if (exclusiveMinimum === 0 || (minimum === 1 && noun === 'integer')) return `a positive ${noun}`;
  if (minimum === 0) return `a non-negative ${noun}`;
  if (minimum !== undefined) return `${noun === 'integer' ? 'an' : 'a'} ${noun} >= ${minimum}`;
  if (exclusiveMinimum !== undefined) return `a ${noun} > ${exclusiveMinimum}`;
  return `${noun === 'integer' ? 'an' : 'a'} ${noun}`;
}

/** Whether a number is one a numeric flag accepts: an integer where it must be, finite, within the row's bounds. */
export function numberFits(row: FlagRow, value: number): boolean {
  return (
    (row.kind === 'int' ? Number.isSafeInteger(value) : Number.isFinite(value)) &&
    (row.minimum === undefined || value >= row.minimum) &&
    (row.exclusiveMinimum === undefined || value > row.exclusiveMinimum) &&
    (row.maximum === undefined || value <= row.maximum)
  );
}

function readValue(row: FlagRow, raw: string, cwd: string): unknown {
  if (row.kind === 'int' || row.kind === 'number') {
    const value = Number(raw);
    if (!(row.kind === 'int' ? INTEGER : DECIMAL).test(raw) || !numberFits(row, value)) throw new UsageError(`${flagUsage(row)} must be ${numericRange(row)}, got ${JSON.stringify(raw)}`);
    return value;
  }
  if (raw === '') throw new UsageError(`${flagUsage(row)} needs a non-empty value`);
  if (row.kind === 'list') return raw.split(',').map((item) => item.trim()).filter((item) => item !== '');
  return row.isPath === true ? resolve(cwd, raw) : raw;
}

/**
 * Reads a command's arguments by its spec: `--flag value` or `--flag=value`; a boolean flag takes no
 * value; a repeated single-value flag keeps its last value (so a script's flags can be overridden),
 * a repeatable one collects them; relative paths resolve against `cwd`; `--help`/`-h` asks for help.
 * Every mistake is a one-line UsageError naming the flag and pointing at the command's help.
 */
export function parseCommandArgs<Field extends string>(argv: readonly string[], spec: CommandSpec<Field>, cwd: string): CommandArgs<Field> {
  const rows = Object.entries(spec.flags) as [Field, FlagRow][];
  const byFlag = new Map(rows.map(([field, row]) => [row.flag as string, { field, row }]));
  const known = rows.map(([, row]) => row.flag);
  const seeHelp = `see toolfuzz ${spec.command} --help`;
  const given = new Map<Field, unknown>();
  const positionals: string[] = [];
  let rest: string[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      if (spec.passThrough === true) rest = argv.slice(i + 1);
      else if (argv[i + 1] !== undefined) throw unexpected(spec, argv[i + 1] as string);
      break;
    }
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (!arg.startsWith('--')) {
      // A lone `-x` is a flag we do not have (there are no short flags), not a positional argument.
      if (arg.startsWith('-') && arg.length > 1) throw unknownFlag(arg, known, seeHelp);
      positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    const inline = equals === -1 ? undefined : arg.slice(equals + 1);
    const match = byFlag.get(name);
    if (match === undefined) throw unknownFlag(name, known, seeHelp);
    const { field, row } = match;
    if (row.kind === 'boolean') {
      if (inline !== undefined) throw new UsageError(`${row.flag} takes no value, got ${JSON.stringify(arg)}`);
      given.set(field, true);
      continue;
    }
    let raw = inline;
    if (raw === undefined) {
      const next = argv[i + 1];
      // `--json --html r.html` is a forgotten value, not a report named `--html`; `-5` is a value (then range-checked).
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${row.flag} needs a value: ${flagUsage(row)}`);
      raw = next;
      i++;
    }
    const value = readValue(row, raw, cwd);
    if (row.kind === 'strings') given.set(field, [...((given.get(field) as unknown[] | undefined) ?? []), value]);
    else given.set(field, value);
  }
  if (!help) {
    if (positionals.length > spec.positionals.max) throw unexpected(spec, positionals[spec.positionals.max] as string);
    if (positionals.length < spec.positionals.min) throw new UsageError(`toolfuzz ${spec.command} needs ${spec.positionals.name}; usage: ${spec.usage}`);
  }
  return { help, given, positionals, rest };
}

function unknownFlag(name: string, known: readonly string[], seeHelp: string): UsageError {
  const guess = closestFlag(name, known);
  return new UsageError(`unknown flag ${name}${guess === undefined ? '' : ` (did you mean ${guess}?)`}; ${seeHelp}`);
}

function unexpected(spec: CommandSpec<string>, arg: string): UsageError {
  const hint = spec.positionalHint ?? `usage: ${spec.usage}`;
  return new UsageError(`unexpected argument ${JSON.stringify(arg)}: ${hint}`);
}

/** A command's `--help`, generated from its spec so it cannot drift from the parser. */
export function formatCommandHelp(spec: CommandSpec<string>): string {
  const rows = (Object.values(spec.flags) as FlagRow[]).map((row) => {
    const defaultNote = row.defaultText === undefined ? '' : ` (default: ${row.defaultText})`;
    return [flagUsage(row), `${row.description}${defaultNote}`] as const;
  });
  const width = Math.max(0, ...rows.map(([usage]) => usage.length));
  return [
    `usage: ${spec.usage}`,
    '',
    spec.summary,
    ...(rows.length === 0 ? [] : ['', 'flags:', ...rows.map(([usage, text]) => `  ${usage.padEnd(width)}  ${text}`)]),
    ...(spec.epilogue === undefined ? [] : ['', ...spec.epilogue]),
    '',
  ].join('\n');
}
