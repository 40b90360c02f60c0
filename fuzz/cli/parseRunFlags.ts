import { resolve } from 'node:path';
import { UsageError } from '../errors/usageError.ts';
import { closestFlag } from './closestFlag.ts';
import type { RunOptions } from './runOptions.ts';
import { RUN_FLAGS, runFlagRows, type FlagRow } from './runFlags.ts';

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

function readNumber(row: FlagRow, raw: string): number {
  const pattern = row.kind === 'int' ? INTEGER : DECIMAL;
  const value = Number(raw);
  if (!pattern.test(raw) || !numberFits(row, value)) throw new UsageError(`${flagUsage(row)} must be ${numericRange(row)}, got ${JSON.stringify(raw)}`);
  return value;
}

function readValue(row: FlagRow, raw: string, cwd: string): unknown {
  if (row.kind === 'int' || row.kind === 'number') return readNumber(row, raw);
  if (raw === '') throw new UsageError(`${flagUsage(row)} needs a non-empty value`);
  return row.isPath === true ? resolve(cwd, raw) : raw;
}

function unknownFlag(name: string, known: readonly string[]): UsageError {
  const guess = closestFlag(name, known);
  const hint = guess === undefined ? '' : ` (did you mean ${guess}?)`;
  return new UsageError(`unknown flag ${name}${hint}; see toolfuzz run --help`);
}

function positional(arg: string): UsageError {
  return new UsageError(`unexpected argument ${JSON.stringify(arg)}: toolfuzz run takes flags only (give spec paths with --specs <path>)`);
}

/** The options one source (the command line, a config file) gave, by field: absent fields are not in the map. */
export type GivenOptions = Map<keyof RunOptions, unknown>;

/**
 * Reads the arguments after `toolfuzz run`, only RUN_FLAGS: `--flag value` or `--flag=value`; a
 * repeated single-value flag keeps its last value (so a script's flags can be overridden); relative
 * paths resolve against `cwd`. Returns only the flags given. Every mistake is a UsageError naming the flag.
 */
export function readRunFlags(argv: readonly string[], cwd: string): GivenOptions {
  const rows = runFlagRows();
  const byFlag = new Map(rows.map(([field, row]) => [row.flag as string, { field, row }]));
  const known = rows.map(([, row]) => row.flag);
  const given: GivenOptions = new Map();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      const rest = argv[i + 1];
      if (rest !== undefined) throw positional(rest);
      break;
    }
    if (!arg.startsWith('--')) {
      // A lone `-x` is a flag we do not have (there are no short flags), not a positional argument.
      if (arg.startsWith('-') && arg.length > 1) throw unknownFlag(arg, known);
      throw positional(arg);
    }
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    const inline = equals === -1 ? undefined : arg.slice(equals + 1);
    const match = byFlag.get(name);
    if (match === undefined) throw unknownFlag(name, known);
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
    if (row.kind === 'strings') {
      const list = (given.get(field) as unknown[] | undefined) ?? [];
      list.push(value);
      given.set(field, list);
    } else {
      given.set(field, value);
    }
  }
  return given;
}

/**
 * RunOptions from the options given (already checked), the table's defaults for the rest (the seed
 * a random one, which the caller prints); a combination that makes no sense is a UsageError.
 */
export function fillRunOptions(given: ReadonlyMap<keyof RunOptions, unknown>, cwd: string): RunOptions {
  const options: Partial<Record<keyof RunOptions, unknown>> = {};
  for (const [field, row] of runFlagRows()) options[field] = given.has(field) ? given.get(field) : row.defaultValue(cwd);
  // Sound by construction: RunFlagTable ties each field's kind and default to the field's type.
  const filled = options as RunOptions;
  // Said now rather than ignored: a CI job that asks for stale checks without a baseline checks nothing.
  if (filled.failOnStale && filled.baseline === undefined) {
    throw new UsageError(`${RUN_FLAGS.failOnStale.flag} needs a baseline: add ${RUN_FLAGS.baseline.flag} <file> (written by toolfuzz baseline <report.json>)`);
  }
  return filled;
}

/**
 * Parses the arguments after `toolfuzz run` into RunOptions (readRunFlags, then fillRunOptions),
 * without reading a config file: see parseRunFlagsWithConfig for that.
 */
export function parseRunFlags(argv: readonly string[], cwd: string): RunOptions {
  return fillRunOptions(readRunFlags(argv, cwd), cwd);
}
