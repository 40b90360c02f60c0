import { resolve } from 'node:path';
import { closestFlag } from '../options/closestFlag.ts';
import { type GivenOptions, numberFits, numericRange } from '../options/parseRunFlags.ts';
import type { FlagRow } from '../options/runFlags.ts';
import { runFlagRows } from '../options/runFlags.ts';
import type { RunOptions } from '../options/runOptions.ts';
import { UsageError } from '../errors/usageError.ts';
import { describeJsonValue } from '../specs/describeJson.ts';

/** Config keys that name a field by its flag's name instead. */
const ALIASES: Readonly<Record<string, keyof RunOptions>> = { time: 'timeSeconds' };

// A config file naming another config file would need a precedence of its own; nothing needs it.
const NOT_IN_CONFIG: readonly (keyof RunOptions)[] = ['config'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expectation(row: FlagRow): string {
  switch (row.kind) {
    case 'boolean':
      return 'true or false';
    case 'int':
    case 'number':
      return numericRange(row);
    case 'string':
      return row.isPath === true ? 'a non-empty path' : 'a non-empty string';
    case 'strings':
      return 'a path or an array of paths';
    case 'list':
      return 'an array of names';
  }
}

// The same rules as the flag, on a typed value rather than the flag's text.
function readValue(row: FlagRow, value: unknown, dir: string): unknown {
  const path = (text: string): string => (row.isPath === true ? resolve(dir, text) : text);
  const nonEmpty = (item: unknown): item is string => typeof item === 'string' && item.trim() !== '';
  switch (row.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'int':
    case 'number':
      return typeof value === 'number' && numberFits(row, value) ? value : undefined;
    case 'string':
      return nonEmpty(value) ? path(value) : undefined;
    case 'strings': {
      const list: unknown[] = Array.isArray(value) ? value : [value];
      return list.length > 0 && list.every(nonEmpty) ? list.map(path) : undefined;
    }
    case 'list': {
      const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
      return list.every((item) => typeof item === 'string')
        ? list.map((item) => (item as string).trim()).filter((item) => item !== '')
        : undefined;
    }
  }
}

function unknownKey(key: string, where: string, known: readonly string[], byFlag: ReadonlyMap<string, string>): UsageError {
  // `call-timeout` or `--call-timeout`: the flag's name, where the config wants the option's.
  const asFlag = byFlag.get(key.startsWith('--') ? key : `--${key}`);
  const guess = asFlag ?? closestFlag(key, known);
  const hint =
    guess === undefined ? '' : ` (did you mean "${guess}"?${asFlag === undefined ? '' : ' config keys are option names, not flags'})`;
  return new UsageError(`${where}: unknown key ${JSON.stringify(key)}${hint}; known keys: ${known.join(', ')}`);
}

/**
 * Checks a config file's default export against the flag table (CONFIG = the run flags as a typed
 * object) and returns the options it gives, relative paths resolved against `dir` (the file's
 * folder). An unknown key, a value the flag would refuse, or both `time` and `timeSeconds` is a
 * UsageError naming `where` and the key. `undefined` values count as not set.
 */
export function readConfigValues(config: unknown, where: string, dir: string): GivenOptions {
  if (!isObject(config)) {
    throw new UsageError(
      `${where}: the config must be an object of run options (export default defineConfig({ ... })), got ${describeJsonValue(config)}`,
    );
  }
  const rows = new Map(runFlagRows().filter(([field]) => !NOT_IN_CONFIG.includes(field)));
  const known = [...rows.keys(), ...Object.keys(ALIASES)];
  const byFlag = new Map([...rows].map(([field, row]) => [row.flag as string, field as string]));
  const given: GivenOptions = new Map();
  const setBy = new Map<keyof RunOptions, string>();
  for (const key of Object.keys(config)) {
    const field = rows.has(key as keyof RunOptions) ? (key as keyof RunOptions) : ALIASES[key];
    const row = field === undefined ? undefined : rows.get(field);
    if (field === undefined || row === undefined) throw unknownKey(key, where, known, byFlag);
    const value = config[key];
    if (value === undefined) continue;
    const other = setBy.get(field);
    if (other !== undefined) throw new UsageError(`${where}: "${other}" and "${key}" set the same option; keep one`);
    const read = readValue(row, value, dir);
    if (read === undefined) throw new UsageError(`${where}: ${key} must be ${expectation(row)}, got ${describeJsonValue(value)}`);
    given.set(field, read);
    setBy.set(field, key);
  }
  return given;
}
