import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { numberFits, numericRange } from '../options/parseRunFlags.ts';
import { RUN_FLAGS, type FlagRow } from '../options/runFlags.ts';
import { displayPath } from '../errors/userPaths.ts';
import { UsageError } from '../errors/usageError.ts';
import { checkSpec } from '../specs/checkSpec.ts';
import { mayBeLibrarySubject } from '../subject/subjectKind.ts';
import type { RunOptions } from '../options/runOptions.ts';
import type { SchemaSpecTool, ToolUnderTest } from '../tool/toolUnderTest.ts';
import { uniqueToolName } from '../specs/readToolEntry.ts';
import { mcpServerRun } from '../api/mcpServerOption.ts';
import type { McpServerRun } from '../producers/producer.ts';
import { describeTarget } from '../producers/mcp/describeTarget.ts';
import type { ReportServer } from '../report/jsonReport.ts';
import type { FuzzToolInput, FuzzToolsOptions } from './fuzzToolsOptions.ts';
import { readJsonSpecsSync } from './readJsonSpecsSync.ts';

/** fuzzTools's options with every default filled in and every path absolute: a run's options plus the test's own. */
export interface FuzzSettings
  extends Readonly<
    Pick<RunOptions, 'subject' | 'seed' | 'runs' | 'timeSeconds' | 'workers' | 'callTimeoutMs' | 'runBodies' | 'json' | 'framework'>
  > {
  readonly tools: readonly ToolUnderTest[];
  /** The MCP server to fuzz instead of a subject: its tools load (async) when the suite collects (`subject` is then its command line or URL). */
  readonly mcp?: McpServerRun;
  /** What the report says of an MCP server (its identity), once its tools are loaded. */
  readonly about?: { readonly server?: ReportServer };
  /** No specs or tools were given and the subject reads like a library module: its tools load (async) when the suite collects. */
  readonly librarySubject: boolean;
  readonly name: string;
  readonly timeoutMs: number;
}

const TEN_MINUTES = 600_000;

/** What fuzzTools says when it has nothing to fuzz. */
export const NEEDS_TOOLS =
  'fuzzTools needs spec sources (specs) or tools, or a library subject (a module exporting tools of zod, valibot, arktype or TypeBox schemas)';

function path(value: string | URL): string {
  return value instanceof URL || value.startsWith('file:') ? fileURLToPath(value) : resolve(value);
}

// The flags' own rules, so `runs: 0` fails here as `--runs 0` fails on the command line.
function number(option: string, row: FlagRow, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !numberFits(row, value))
    throw new UsageError(`fuzzTools: ${option} must be ${numericRange(row)}, got ${String(value)}`);
  return value;
}

function toolOf(input: FuzzToolInput, index: number, taken: Set<string>): SchemaSpecTool {
  const where = 'fuzzTools tools';
  if ('origin' in input && 'spec' in input) return { ...input, name: uniqueToolName(input.name, taken) };
  if (typeof input.name !== 'string' || input.name === '') throw new UsageError(`${where}: [${index}]: a tool needs a non-empty name`);
  return {
    name: uniqueToolName(input.name, taken),
    ...(input.description === undefined ? {} : { description: input.description }),
    spec: checkSpec(input.schema, where, `$[${index}].schema`),
    origin: `${where}[${index}]`,
    producer: 'schema-spec',
    hasBody: false,
  };
}

/** What a test names an MCP server by: its command line, its URL or its module. */
function serverName(mcp: McpServerRun): string {
  return describeTarget(mcp.target);
}

/** fuzzTools({ mcp }): the server's tools are the campaign, so a subject, specs or tools beside it are a mistake, said while vitest collects. */
function mcpSettings(options: FuzzToolsOptions, mcpOption: NonNullable<FuzzToolsOptions['mcp']>): FuzzSettings {
  for (const option of ['subject', 'specs', 'tools', 'runBodies', 'framework'] as const) {
    if (options[option] !== undefined)
      throw new UsageError(`fuzzTools: ${option} cannot be used with mcp: an MCP server's tools are what it lists`);
  }
  const mcp = mcpServerRun(mcpOption, process.cwd(), 'fuzzTools');
  const common = commonSettings(options);
  return {
    ...common,
    subject: serverName(mcp),
    mcp,
    tools: [],
    librarySubject: false,
    runBodies: false,
    framework: undefined,
    name: options.name ?? `toolfuzz mcp ${serverName(mcp)}`,
  };
}

/** The run numbers and files every kind of fuzzTools call shares, checked by the flags' own rules. */
function commonSettings(
  options: FuzzToolsOptions,
): Pick<FuzzSettings, 'seed' | 'runs' | 'timeSeconds' | 'workers' | 'callTimeoutMs' | 'json' | 'timeoutMs'> {
  const timeSeconds = number('timeSeconds', RUN_FLAGS.timeSeconds, options.timeSeconds);
  return {
    seed: number('seed', RUN_FLAGS.seed, options.seed) ?? RUN_FLAGS.seed.defaultValue(process.cwd()),
    runs: number('runs', RUN_FLAGS.runs, options.runs),
    timeSeconds,
    workers: number('workers', RUN_FLAGS.workers, options.workers) ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    callTimeoutMs:
      number('callTimeoutMs', RUN_FLAGS.callTimeoutMs, options.callTimeoutMs) ?? RUN_FLAGS.callTimeoutMs.defaultValue(process.cwd()),
    json: options.json === undefined ? undefined : resolve(options.json),
    timeoutMs: options.timeoutMs ?? (timeSeconds === undefined ? TEN_MINUTES : timeSeconds * 1000 + 60_000),
  };
}

/** Checks fuzzTools's options and fills the defaults; synchronous, since it runs while vitest collects. */
export function resolveFuzzOptions(options: FuzzToolsOptions): FuzzSettings {
  if (options.mcp !== undefined) return mcpSettings(options, options.mcp);
  if (options.subject === undefined) throw new UsageError('fuzzTools needs a subject (a module path or file URL) or an MCP server (mcp)');
  const subject = path(options.subject);
  if (statSync(subject, { throwIfNoEntry: false })?.isFile() !== true)
    throw new UsageError(`fuzzTools: subject not found: ${displayPath(subject)}`);
  const specs =
    options.specs === undefined
      ? []
      : Array.isArray(options.specs)
        ? (options.specs as readonly (string | URL)[])
        : [options.specs as string | URL];
  const librarySubject = specs.length === 0 && (options.tools === undefined || options.tools.length === 0);
  // A library subject defines its own tools; anything else needs some to fuzz.
  if (librarySubject && !mayBeLibrarySubject(readFileSync(subject, 'utf8'))) throw new UsageError(NEEDS_TOOLS);
  const fromSpecs = specs.length === 0 ? [] : readJsonSpecsSync(specs.map(path));
  const taken = new Set(fromSpecs.map((tool) => tool.name));
  const tools = [...fromSpecs, ...(options.tools ?? []).map((input, index) => toolOf(input, index, taken))];
  return {
    ...commonSettings(options),
    subject,
    tools,
    librarySubject,
    runBodies: options.runBodies ?? false,
    framework: options.framework,
    name: options.name ?? `toolfuzz ${displayPath(subject)}`,
  };
}
