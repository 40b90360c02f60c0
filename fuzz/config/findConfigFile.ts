import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../errors/usageError.ts';

/** The config files `toolfuzz run` picks up from the cwd when no --config is given. */
export const CONFIG_FILE_NAMES: readonly string[] = [
  'toolfuzz.config.ts',
  'toolfuzz.config.mts',
  'toolfuzz.config.js',
  'toolfuzz.config.mjs',
  'toolfuzz.config.json',
];

/**
 * The config file in `cwd` (absolute), or undefined when there is none. Two of them is a UsageError:
 * silently preferring one would leave the user editing the file that is ignored.
 */
export function findConfigFile(cwd: string): string | undefined {
  const found = CONFIG_FILE_NAMES.filter((name) => existsSync(join(cwd, name)));
  if (found.length > 1) throw new UsageError(`found ${found.join(' and ')}: keep one, or choose with --config <file>`);
  const name = found[0];
  return name === undefined ? undefined : join(cwd, name);
}
