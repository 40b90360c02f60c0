import { lintTools } from './lintTools.ts';
import type { LintEffect, Provider, ToolLintProblem } from './lintTypes.ts';
import type { LintSources, SkippedTool } from './lintSources.ts';

/** The version of the lint report's shape (lint.schema.json); bumped on any incompatible change. */
export const LINT_REPORT_VERSION = 1;

/** What `toolfuzz lint --json` writes and `lint()` resolves to (its JSON Schema: lint.schema.json). */
export interface LintReport {
  readonly version: typeof LINT_REPORT_VERSION;
  /** The providers linted for, in report order. */
  readonly providers: readonly Provider[];
  /** Every tool linted, in source order. */
  readonly tools: readonly { readonly name: string; readonly origin: string }[];
  readonly skipped: readonly SkippedTool[];
  /** How many sourced problems of each effect (`rejected` > 0 is what fails the lint), and how many uncertain ones (warnings, any effect). */
  readonly counts: { readonly [E in LintEffect]: number } & { readonly uncertain: number };
  readonly lint: readonly ToolLintProblem[];
}

/** Lints every loaded tool for `providers` and assembles the report. */
export function buildLintReport(sources: LintSources, providers: readonly Provider[]): LintReport {
  const lint = lintTools(sources.tools, providers);
  const counts = { rejected: 0, ignored: 0, rewritten: 0, uncertain: 0 };
  for (const problem of lint) counts[problem.certainty === 'uncertain' ? 'uncertain' : problem.effect]++;
  return {
    version: LINT_REPORT_VERSION,
    providers: [...providers],
    tools: sources.tools.map((t) => ({ name: t.name, origin: t.origin })),
    skipped: sources.skipped,
    counts,
    lint,
  };
}
