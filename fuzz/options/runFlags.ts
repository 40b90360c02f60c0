import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { PROVIDERS } from '../lint/lintTypes.ts';
import { DEFAULT_SPEC_SOURCES, DEFAULT_SUBJECT } from './packageRoot.ts';
import type { CommandSpec } from './commandArgs.ts';
import type { DefaultedFlag, FlagRow } from './flagRow.ts';
import type { RunOptions } from './runOptions.ts';

export type { FlagKind, FlagKindFor, FlagRow } from './flagRow.ts';

/** A row that fills a field of type T: every run option has a default (a config file may give it instead). */
export type RunFlag<T> = DefaultedFlag<T>;

/** The table's type: exactly one row per RunOptions field, so an option cannot lack its flag. */
export type RunFlagTable = { readonly [K in keyof RunOptions]: RunFlag<RunOptions[K]> };

/** The largest seed: fast-check seeds are 32-bit, and the random default is 31-bit. */
export const MAX_SEED = 2 ** 31 - 1;

/** Every flag of `toolfuzz run`, in help order (the README's flag table, plus `--call-timeout`). */
export const RUN_FLAGS: RunFlagTable = {
  subject: {
    flag: '--subject',
    kind: 'string',
    placeholder: '<module>',
    description:
      'the implementation under test: a .ts/.mts/.js/.mjs module exporting validateArgs and schemaSpecToJsonSchema, or tools defined with zod, valibot, arktype or TypeBox',
    isPath: true,
    defaultValue: () => DEFAULT_SUBJECT,
    defaultText: "toolfuzz's own sample tool layer, src/index.ts",
  },
  specs: {
    flag: '--specs',
    kind: 'strings',
    placeholder: '<path>',
    description: 'a spec source (a folder, a .json file or a tool module); repeatable',
    isPath: true,
    defaultValue: () => [...DEFAULT_SPEC_SOURCES],
    defaultText: "toolfuzz's own fixtures/specs",
  },
  randomSpecs: {
    flag: '--random-specs',
    kind: 'boolean',
    description: 'add generated specs to the campaign',
    defaultValue: () => false,
  },
  seed: {
    flag: '--seed',
    kind: 'int',
    placeholder: '<int>',
    description: 'same seed, same runs, same findings; printed on every run',
    minimum: 0,
    maximum: MAX_SEED,
    defaultValue: () => randomInt(MAX_SEED + 1),
    defaultText: 'random',
  },
  runs: {
    flag: '--runs',
    kind: 'int',
    placeholder: '<n>',
    description: 'cases per property per spec; with --time too, whichever runs out first',
    minimum: 1,
    defaultValue: () => undefined,
    defaultText: '100, or no cap when --time is given alone',
  },
  timeSeconds: {
    flag: '--time',
    kind: 'number',
    placeholder: '<seconds>',
    description: 'wall-clock budget of the whole run (corpus replay, fuzzing, shrinking, reports); alone, it means fuzz for that long',
    exclusiveMinimum: 0,
    defaultValue: () => undefined,
    defaultText: 'none',
  },
  json: {
    flag: '--json',
    kind: 'string',
    placeholder: '<file>',
    description: 'write the JSON report',
    isPath: true,
    defaultValue: () => undefined,
  },
  html: {
    flag: '--html',
    kind: 'string',
    placeholder: '<file>',
    description: 'write the HTML report',
    isPath: true,
    defaultValue: () => undefined,
  },
  junit: {
    flag: '--junit',
    kind: 'string',
    placeholder: '<file>',
    description: 'write the JUnit XML report',
    isPath: true,
    defaultValue: () => undefined,
  },
  workers: {
    flag: '--workers',
    kind: 'int',
    placeholder: '<n>',
    description: 'worker threads',
    minimum: 1,
    defaultValue: () => availableParallelism(),
    defaultText: 'available cores',
  },
  runBodies: {
    flag: '--run-bodies',
    kind: 'boolean',
    description: 'run real tool bodies even without a fuzzContext',
    defaultValue: () => false,
  },
  providers: {
    flag: '--provider',
    kind: 'list',
    placeholder: '<names>',
    description: `lint for these providers only, and add cases as each one's model sends them (as-sent); the first picks a Mastra tool's provider view: ${PROVIDERS.join(', ')}`,
    defaultValue: () => [],
    defaultText: 'lint for all, no as-sent cases',
  },
  framework: {
    flag: '--framework',
    kind: 'string',
    placeholder: '<name>',
    description: `fuzz every tool through this agent framework (${['ai-sdk', 'openai-agents', 'langchain', 'mastra'].join(', ')}), or none for the schema library's defaults`,
    defaultValue: () => undefined,
    defaultText: 'told per tool from the tool object',
  },
  lintGate: {
    flag: '--lint-gate',
    kind: 'boolean',
    description: 'exit 1 when a provider would reject a tool (a sourced rejected lint problem), as for a finding',
    defaultValue: () => false,
  },
  gateEdges: {
    flag: '--gate-edges',
    kind: 'boolean',
    description:
      'exit 1 on edge findings too (edge "beyond-double": the witness needs a number past the double range, such as 1e400); without it they are reported and do not fail the run',
    defaultValue: () => false,
  },
  callTimeoutMs: {
    flag: '--call-timeout',
    kind: 'int',
    placeholder: '<ms>',
    description: 'per-call limit before a subject call counts as a HANG',
    minimum: 1,
    defaultValue: () => 3000,
    defaultText: '3000',
  },
  baseline: {
    flag: '--baseline',
    kind: 'string',
    placeholder: '<file>',
    description: 'known findings (written by toolfuzz baseline) are reported but do not fail the run; new ones do',
    isPath: true,
    defaultValue: () => undefined,
  },
  failOnStale: {
    flag: '--fail-on-stale',
    kind: 'boolean',
    description: 'also fail when a baseline entry was not seen again',
    defaultValue: () => false,
  },
  corpus: {
    flag: '--corpus',
    kind: 'string',
    placeholder: '<dir>',
    description: 'regression corpus: every finding is saved there and replayed first on every later run',
    isPath: true,
    defaultValue: (cwd) => join(cwd, '.toolfuzz', 'corpus'),
    defaultText: '.toolfuzz/corpus',
  },
  shard: {
    flag: '--shard',
    kind: 'string',
    placeholder: '<i/n>',
    description: 'run only shard i of n (1-based): a deterministic split of tools for CI jobs; merge the reports after',
    defaultValue: () => undefined,
  },
  config: {
    flag: '--config',
    kind: 'string',
    placeholder: '<file>',
    description: 'read options from this file (flags win); without it, toolfuzz.config.{ts,mts,js,mjs,json} in the cwd if there is one',
    isPath: true,
    defaultValue: () => undefined,
  },
};

/** `toolfuzz run`: its table is RUN_FLAGS, and it takes no positional arguments. */
export const RUN_COMMAND: CommandSpec<RunOptions> = {
  command: 'run',
  usage: 'toolfuzz run [flags]',
  summary: 'Fuzz the argument schemas of LLM tools against a subject (validateArgs, schemaSpecToJsonSchema, defineTool).',
  flags: RUN_FLAGS,
  positionals: { name: 'no arguments', min: 0, max: 0 },
  positionalHint: 'toolfuzz run takes flags only (give spec paths with --specs <path>)',
  epilogue: ['exit codes: 0 no findings, 1 findings, 2 usage or load error, 130 interrupted'],
};

/** The table's rows with the field each fills, in help order. */
export function runFlagRows(): readonly (readonly [keyof RunOptions, FlagRow])[] {
  return (Object.keys(RUN_FLAGS) as (keyof RunOptions)[]).map((field) => [field, RUN_FLAGS[field]] as const);
}
