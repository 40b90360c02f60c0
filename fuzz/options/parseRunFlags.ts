import { UsageError } from '../errors/usageError.ts';
import { fillCommandOptions, parseCommandArgs } from './commandArgs.ts';
import type { RunOptions } from './runOptions.ts';
import { RUN_COMMAND, RUN_FLAGS } from './runFlags.ts';

// Where the config reader and fuzzTools have always found them: the same rules as the flags.
export { numberFits, numericRange } from './flagValue.ts';

/** The options one source (the command line, a config file) gave, by field: absent fields are not in the map. */
export type GivenOptions = Map<keyof RunOptions, unknown>;

/**
 * Reads the arguments after `toolfuzz run` by RUN_COMMAND (see parseCommandArgs): only the flags
 * given, relative paths resolved against `cwd`. Every mistake is a UsageError naming the flag.
 * `--help` is the caller's to check first (runCommand does): here it yields no options.
 */
export function readRunFlags(argv: readonly string[], cwd: string): GivenOptions {
  return parseCommandArgs(argv, RUN_COMMAND, cwd).given;
}

/**
 * RunOptions from the options given (already checked), the table's defaults for the rest (the seed
 * a random one, which the caller prints); a combination that makes no sense is a UsageError.
 */
export function fillRunOptions(given: ReadonlyMap<keyof RunOptions, unknown>, cwd: string): RunOptions {
  const filled = fillCommandOptions(RUN_COMMAND, given, cwd);
  // Said now rather than ignored: a CI job that asks for stale checks without a baseline checks nothing.
  if (filled.failOnStale && filled.baseline === undefined) {
    throw new UsageError(
      `${RUN_FLAGS.failOnStale.flag} needs a baseline: add ${RUN_FLAGS.baseline.flag} <file> (written by toolfuzz baseline <report.json>)`,
    );
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
