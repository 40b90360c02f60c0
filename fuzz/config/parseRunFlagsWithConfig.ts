import { dirname } from 'node:path';
import { readBaseline } from '../baseline/readBaseline.ts';
import { fillRunOptions, type GivenOptions, readRunFlags } from '../options/parseRunFlags.ts';
import type { RunOptions } from '../options/runOptions.ts';
import { displayPath } from '../errors/userPaths.ts';
import { findConfigFile } from './findConfigFile.ts';
import { loadConfigFile } from './loadConfigFile.ts';
import { readConfigValues } from './readConfigValues.ts';

/** The options a config file gives: loaded, checked, paths resolved against its folder. */
export async function readConfigFile(absolutePath: string, cwd: string): Promise<GivenOptions> {
  const where = displayPath(absolutePath, cwd);
  return readConfigValues(await loadConfigFile(absolutePath, where), where, dirname(absolutePath));
}

/**
 * `toolfuzz run`'s options: the flags, over the config file (`--config <file>`, else a
 * toolfuzz.config.* in `cwd`), over the defaults. A flag replaces the file's value, `--specs`
 * included (the lists are not merged). `options.config` names the file used. A given baseline is
 * read now, so a malformed one fails before the campaign rather than after it.
 */
export async function parseRunFlagsWithConfig(argv: readonly string[], cwd: string): Promise<RunOptions> {
  return runOptionsWithConfig(readRunFlags(argv, cwd), cwd);
}

/** parseRunFlagsWithConfig for flags already read (runCommand reads them once, to see `--help` first). */
export async function runOptionsWithConfig(flags: GivenOptions, cwd: string): Promise<RunOptions> {
  const configPath = (flags.get('config') as string | undefined) ?? findConfigFile(cwd);
  const given: GivenOptions = configPath === undefined ? new Map() : await readConfigFile(configPath, cwd);
  for (const [field, value] of flags) given.set(field, value);
  if (configPath !== undefined) given.set('config', configPath);
  const options = fillRunOptions(given, cwd);
  if (options.baseline !== undefined) readBaseline(options.baseline, displayPath(options.baseline, cwd));
  return options;
}
