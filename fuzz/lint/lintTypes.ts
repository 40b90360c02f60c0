/** The provider dialects toolfuzz lints for (fuzz/lint/RULES.md), in report order. */
export const PROVIDERS = ['openai-strict', 'openai', 'anthropic', 'anthropic-strict', 'gemini', 'gemini-json'] as const;

/** One provider's tool API, as it treats a tool's JSON Schema. */
export type Provider = (typeof PROVIDERS)[number];

/** What a provider does with a schema feature: refuses the request (HTTP 400), accepts it without holding the model to it, or changes it. */
export type LintEffect = 'rejected' | 'ignored' | 'rewritten';

/**
 * How well a rule is sourced: `sourced` (a provider's docs, its SDK or a reproduced error) or
 * `uncertain` (research/dialects.md marks the row UNCERTAIN). Uncertain problems are warnings:
 * they never fail `toolfuzz lint` or `run --lint-gate`, whatever their effect.
 */
export type LintCertainty = 'sourced' | 'uncertain';

/** A rule's stable id: the row id of research/dialects.md (`OA-2`, `AN-1`, `AS-3`, `GE-2`). */
export type RuleId = `${'OA' | 'AN' | 'AS' | 'GE'}-${number}`;

/** One way a tool's schema meets a provider's dialect, at one place in the schema. */
export interface LintProblem {
  readonly provider: Provider;
  readonly rule: RuleId;
  readonly effect: LintEffect;
  /** A JSON Pointer into the tool's schema: `""` is the root, `/properties/when/format` a keyword. */
  readonly path: string;
  /** What the provider does; an uncertain rule's message starts with "uncertain: ". */
  readonly message: string;
  /** What the user can change in the tool's schema (or its schema library) so the provider takes it. */
  readonly fix: string;
  readonly certainty: LintCertainty;
}

/** A problem of a named tool, as `lintTools` and the report list it. */
export interface ToolLintProblem extends LintProblem {
  readonly tool: string;
}

/** Whether `name` is one of the providers. */
export function isProvider(name: string): name is Provider {
  return (PROVIDERS as readonly string[]).includes(name);
}

/** Whether a problem fails the lint (and `run --lint-gate`): a sourced rejection (no certainty: a report from before it, sourced); uncertain ones are warnings. */
export function isBlocking(problem: { readonly effect: LintEffect; readonly certainty?: LintCertainty }): boolean {
  return problem.effect === 'rejected' && problem.certainty !== 'uncertain';
}
