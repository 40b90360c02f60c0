import { resolve } from 'node:path';
import { UsageError } from '../errors/usageError.ts';
import type { FlagRow } from './flagRow.ts';

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

/** `, e.g. --reason "known, tracked in #123"` when the row has an example, else nothing. */
export function exampleNote(row: FlagRow): string {
  return row.example === undefined ? '' : `, e.g. ${row.flag} ${row.example}`;
}

/** One flag value from its text: numbers range-checked, lists split, paths resolved against `cwd`; a bad one is a UsageError. */
export function readFlagValue(row: FlagRow, raw: string, cwd: string): unknown {
  if (row.kind === 'int' || row.kind === 'number') {
    const value = Number(raw);
    if (!(row.kind === 'int' ? INTEGER : DECIMAL).test(raw) || !numberFits(row, value))
      throw new UsageError(`${flagUsage(row)} must be ${numericRange(row)}, got ${JSON.stringify(raw)}`);
    return value;
  }
  // Blank is empty: `--reason " "` explains nothing and `--out " "` names no file anyone meant.
  if (raw.trim() === '') throw new UsageError(`${flagUsage(row)} needs a non-empty value${exampleNote(row)}`);
  if (row.kind === 'list')
    return raw
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  return row.isPath === true ? resolve(cwd, raw) : raw;
}
