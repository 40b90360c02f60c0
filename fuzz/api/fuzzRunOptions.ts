import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBaseline } from '../baseline/readBaseline.ts';
import { fillRunOptions } from '../options/parseRunFlags.ts';
import type { RunFuzzOptions } from '../run/runFuzz.ts';
import { mcpServerRun } from './mcpServerOption.ts';
import { readConfigValues } from '../config/readConfigValues.ts';
import { displayPath } from '../errors/userPaths.ts';
import { UsageError } from '../errors/usageError.ts';
import type { AwaitedFinding } from '../model/awaitedFinding.ts';
import { BLAMES, FINDING_KINDS } from '../model/findingKind.ts';
import type { FuzzOptions } from './fuzzOptions.ts';

/** How messages name the caller, as a config file's name them by the file. */
const WHERE = 'fuzz()';

// Options of the call itself, not of the run: fuzz() reads them, the run never sees them.
const CALL_OPTIONS: readonly string[] = ['cwd', 'signal', 'onProgress', 'mcp', 'stopWhenFound'];

// A file URL is a path to every option that takes one; config files have no URLs, so they become paths here.
function withoutUrls(value: unknown, option: string): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUrls(item, option));
  if (!(value instanceof URL)) return value;
  if (value.protocol !== 'file:') throw new UsageError(`${WHERE}: ${option} must be a path or a file: URL, got ${value.href}`);
  return fileURLToPath(value);
}

/** fuzz()'s `stopWhenFound`, checked: a list of awaited findings with known kinds and blames, else a one-line usage error. */
export function stopWhenFoundOf(value: unknown): readonly AwaitedFinding[] | undefined {
  if (value === undefined) return undefined;
  const bad = (why: string): UsageError => new UsageError(`${WHERE}: stopWhenFound ${why}`);
  if (!Array.isArray(value)) throw bad('must be a list of { tool?, kinds?, blame? }');
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) throw bad(`entries must be objects, got ${JSON.stringify(entry)}`);
    const { tool, kinds, blame, ...rest } = entry as Record<string, unknown>;
    const unknownKey = Object.keys(rest)[0];
    if (unknownKey !== undefined) throw bad(`entries take tool, kinds and blame, got ${unknownKey}`);
    if (tool !== undefined && typeof tool !== 'string') throw bad(`tool must be a tool name, got ${JSON.stringify(tool)}`);
    const badKind =
      kinds === undefined
        ? undefined
        : Array.isArray(kinds)
          ? kinds.find((kind) => !(FINDING_KINDS as readonly unknown[]).includes(kind))
          : kinds;
    if (badKind !== undefined) throw bad(`kinds must list finding kinds (${FINDING_KINDS.join(', ')}), got ${JSON.stringify(badKind)}`);
    if (blame !== undefined && !(BLAMES as readonly unknown[]).includes(blame))
      throw bad(`blame must be one of ${BLAMES.join(', ')}, got ${JSON.stringify(blame)}`);
  }
  return value as AwaitedFinding[];
}

/** The folder a call's relative paths resolve against: `cwd` (absolute), or the process's. */
export function callCwd(cwd: unknown): string {
  if (cwd !== undefined && typeof cwd !== 'string') throw new UsageError(`${WHERE}: cwd must be a folder path, got ${typeof cwd}`);
  return resolve(cwd ?? process.cwd());
}

/**
 * fuzz()'s options as the RunOptions `toolfuzz run` builds from the same flags: checked by the rules
 * a config file's values are (the flags' rules on typed values; an unknown option suggests the
 * closest one), relative paths against `cwd`, the flag table's defaults for the rest, and the same
 * combination and baseline checks as the CLI. No config file is read: the object is the config.
 */
export function fuzzRunOptions(options: FuzzOptions, cwd: string): RunFuzzOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new UsageError(`${WHERE} takes an options object, got ${options === null ? 'null' : typeof options}`);
  const values: Record<string, unknown> = {};
  for (const [option, value] of Object.entries(options)) {
    if (!CALL_OPTIONS.includes(option)) values[option] = withoutUrls(value, option);
  }
  // `corpus: false` keeps none, which neither a flag nor a config file can say.
  const noCorpus = values['corpus'] === false;
  if (noCorpus) delete values['corpus'];
  const given = readConfigValues(values, WHERE, cwd);
  if (noCorpus) given.set('corpus', undefined);
  const run = fillRunOptions(given, cwd);
  // As the CLI does: a malformed baseline fails before the campaign rather than after it.
  if (run.baseline !== undefined) readBaseline(run.baseline, displayPath(run.baseline, cwd));
  if (options.mcp === undefined) return run;
  // The server's tools are the campaign: a subject module or spec sources beside it are a mistake, said now.
  for (const option of ['subject', 'specs', 'randomSpecs', 'runBodies'] as const) {
    if (options[option] !== undefined)
      throw new UsageError(`${WHERE}: ${option} cannot be used with mcp: an MCP server's tools are what it lists`);
  }
  const mcp = mcpServerRun(options.mcp, cwd, WHERE);
  return { ...run, specs: [], mcp };
}
