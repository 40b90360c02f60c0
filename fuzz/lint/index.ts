import { resolve } from 'node:path';
import { DEFAULT_SUBJECT } from '../options/packageRoot.ts';
import { RUN_FLAGS } from '../options/runFlags.ts';
import { UsageError } from '../errors/usageError.ts';
import { subjectKind } from '../subject/subjectKind.ts';
import { buildLintReport, type LintReport } from './lintReport.ts';
import { parseProviders } from './lintProviders.ts';
import { loadLintSources, type LintSourcePaths } from './lintSources.ts';
import type { Provider } from './lintTypes.ts';

// The lint's programmatic surface: lint() for sources on disk, lintTools/lintSchema for schemas in hand.
export type { LintReport } from './lintReport.ts';
export type { LintCertainty, LintEffect, LintProblem, Provider, RuleId, ToolLintProblem } from './lintTypes.ts';
export { isBlocking, PROVIDERS } from './lintTypes.ts';
export { lintSchema } from './lintSchema.ts';
export { providerView } from './providerView.ts';
export { lintTools, type LintableTool } from './lintTools.ts';

/** What to lint: `toolfuzz lint`'s flags as an object; relative paths resolve against `cwd` (default: the process's). */
export interface LintOptions {
  /** The SchemaSpec subject whose `schemaSpecToJsonSchema` makes the advertised schemas (default: as for `run`), or a library subject whose tools are linted as their converter advertises them. */
  readonly subject?: string;
  /** SchemaSpec sources (default: as for `run`). */
  readonly specs?: readonly string[];
  /** Saved MCP tools/list results or OpenAI-style tool arrays. Given alone, only these are linted. */
  readonly toolsJson?: readonly string[];
  /** Default: every provider. */
  readonly providers?: readonly Provider[];
  readonly cwd?: string;
}

/**
 * Which sources a lint reads: saved tool lists when given; a library subject's own tools when
 * `subject` is one (spec sources with it are a usage error, as for `run`); else SchemaSpec tools
 * (subject and specs, each defaulting as for `run`) when either is given or no tool list is.
 */
export async function lintSourcePaths(options: LintOptions): Promise<LintSourcePaths> {
  const cwd = options.cwd ?? process.cwd();
  const toolsJson = (options.toolsJson ?? []).map((p) => resolve(cwd, p));
  if (
    options.subject !== undefined &&
    (await subjectKind(resolve(cwd, options.subject), { knownSchemaSpec: DEFAULT_SUBJECT })) === 'library'
  ) {
    if (options.specs !== undefined && options.specs.length > 0) {
      throw new UsageError(
        '--specs cannot be used with a library subject: spec sources are converted by a SchemaSpec subject (validateArgs, schemaSpecToJsonSchema), and this subject defines its own tools',
      );
    }
    return { libraryModule: resolve(cwd, options.subject), toolsJson, cwd };
  }
  const wantsSpecs = options.subject !== undefined || options.specs !== undefined || toolsJson.length === 0;
  if (!wantsSpecs) return { toolsJson, cwd };
  const subject = options.subject === undefined ? RUN_FLAGS.subject.defaultValue(cwd) : resolve(cwd, options.subject);
  const specs =
    options.specs === undefined || options.specs.length === 0
      ? RUN_FLAGS.specs.defaultValue(cwd)
      : options.specs.map((p) => resolve(cwd, p));
  return { specTools: { subject, specs }, toolsJson, cwd };
}

/**
 * Lints every tool's advertised JSON Schema for each provider (the rules: fuzz/lint/RULES.md) and resolves to
 * the report `toolfuzz lint --json` writes. Bad input (an unknown provider, a missing or malformed
 * source) rejects with a one-line UsageError.
 */
export async function lint(options: LintOptions = {}): Promise<LintReport> {
  const providers = parseProviders(options.providers);
  const paths = await lintSourcePaths(options);
  const sources = await loadLintSources(paths);
  return buildLintReport(sources, providers);
}
