import { resolve } from 'node:path';
import { closestFlag } from '../cli/closestFlag.ts';
import { UsageError } from '../errors/usageError.ts';
import { DEFAULT_BASELINE_FILE } from './baselineFile.ts';

/** The one-line usage of `toolfuzz baseline`, for errors and help. */
export const BASELINE_USAGE = 'usage: toolfuzz baseline <report.json> [--out <file>] [--reason <text>] [--prune]';

/** What `toolfuzz baseline` was asked to do; paths absolute. */
export interface BaselineArgs {
  readonly help: boolean;
  /** The JSON report, as given (for messages) and absolute. */
  readonly report: { readonly given: string; readonly path: string };
  readonly out: string;
  readonly reason: string | undefined;
  readonly prune: boolean;
}

const VALUE_FLAGS = ['--out', '--reason'];
const KNOWN = [...VALUE_FLAGS, '--prune', '--help'];

/** Parses the arguments after `toolfuzz baseline` (`--flag value` or `--flag=value`); every mistake is a UsageError. */
export function parseBaselineArgs(argv: readonly string[], cwd: string): BaselineArgs {
  const values = new Map<string, string>();
  const positional: string[] = [];
  let prune = false;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (name === '--prune') {
      if (equals !== -1) throw new UsageError(`--prune takes no value, got ${JSON.stringify(arg)}`);
      prune = true;
      continue;
    }
    if (!VALUE_FLAGS.includes(name)) {
      const guess = closestFlag(name, KNOWN);
      throw new UsageError(`unknown flag ${name}${guess === undefined ? '' : ` (did you mean ${guess}?)`}; ${BASELINE_USAGE}`);
    }
    let value = equals === -1 ? undefined : arg.slice(equals + 1);
    if (value === undefined) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value; ${BASELINE_USAGE}`);
      i++;
    }
    if (value.trim() === '') throw new UsageError(`${name} needs a non-empty value${name === '--reason' ? ', e.g. --reason "known, tracked in #123"' : ''}`);
    values.set(name, value);
  }
  const given = positional[0];
  if (!help && (given === undefined || positional.length > 1)) {
    throw new UsageError(given === undefined ? `toolfuzz baseline needs a JSON report; ${BASELINE_USAGE}` : `toolfuzz baseline takes one report, got ${positional.length}; ${BASELINE_USAGE}`);
  }
  return {
    help,
    report: { given: given ?? '', path: resolve(cwd, given ?? '') },
    out: resolve(cwd, values.get('--out') ?? DEFAULT_BASELINE_FILE),
    reason: values.get('--reason'),
    prune,
  };
}
