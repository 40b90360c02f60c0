/** The provider dialects toolfuzz lints for (fuzz/lint/RULES.md), in report order. */
export const PROVIDERS = ['openai-strict', 'openai', 'anthropic', 'anthropic-strict', 'gemini', 'gemini-json'] as const;

/** One provider's tool API, as it treats a tool's JSON Schema. */
export type Provider = (typeof PROVIDERS)[number];

/** What a provider does with a schema feature: refuses the request (HTTP 400), accepts it without holding the model to it, or changes it. */
export type LintEffect = 'rejected' | 'ignored' | 'rewritten';

/** A rule's stable id: the row id of research/dialects.md (`OA-2`, `AN-1`, `AS-3`, `GE-2`). */
export type RuleId = `${'OA' | 'AN' | 'AS' | 'GE'}-${number}`;

/** One way a tool's schema meets a provider's dialect, at one place in the schema. */
export interface LintProblem {
  readonly provider: Provider;
  readonly rule: RuleId;
  readonly effect: LintEffect;
  /** A JSON Pointer into the tool's schema: `""` is the root, `/properties/when/format` a keyword. */
  readonly path: string;
  readonly message: string;
}

/** A problem of a named tool, as `lintTools` and the report list it. */
export interface ToolLintProblem extends LintProblem {
  readonly tool: string;
}

/** Whether `name` is one of the providers. */
export function isProvider(name: string): name is Provider {
  return (PROVIDERS as readonly string[]).includes(name);
}
