import type { JsonSchema } from '../schema/schemaTypes.ts';
import { schemaDocument } from './lintRule.ts';
import { lintDocument, ruleProblem } from './lintSchema.ts';
import { type Provider, PROVIDERS, type ToolLintProblem } from './lintTypes.ts';
import { ANTHROPIC_STRICT_LIMITS, strictLimitUsage } from './rules/anthropicStrictLimits.ts';
import { ANTHROPIC_STRICT_RULES } from './rules/anthropicStrictRules.ts';

const AS_6 = ANTHROPIC_STRICT_RULES.find((rule) => rule.id === 'AS-6') as (typeof ANTHROPIC_STRICT_RULES)[number];

/** A named tool and the JSON Schema a model is shown for it. */
export interface LintableTool {
  readonly name: string;
  readonly schema: JsonSchema;
}

// AS-6 counts across all strict tools of a request: the tool that first takes the total past a
// limit it does not break alone carries the problem (one per limit, not one per later tool).
function requestLimitProblems(tools: readonly LintableTool[]): Map<number, ToolLintProblem[]> {
  const problems = new Map<number, ToolLintProblem[]>();
  const total = { optional: 0, unions: 0 };
  const crossed = { tools: false, optional: false, unions: false };
  tools.forEach((tool, index) => {
    const usage = strictLimitUsage(schemaDocument(tool.schema));
    const add = (message: string): void => {
      problems.set(index, [
        ...(problems.get(index) ?? []),
        { tool: tool.name, ...ruleProblem(AS_6, 'anthropic-strict', { path: '', message }) },
      ]);
    };
    if (!crossed.tools && index + 1 > ANTHROPIC_STRICT_LIMITS.tools) {
      crossed.tools = true;
      add(
        `sent together, these are ${index + 1} strict tools (this one and the ${index} before it); one request may have ${ANTHROPIC_STRICT_LIMITS.tools}`,
      );
    }
    for (const limit of ['optional', 'unions'] as const) {
      total[limit] += usage[limit];
      const what = limit === 'optional' ? 'optional properties' : 'union-typed schemas';
      if (!crossed[limit] && total[limit] > ANTHROPIC_STRICT_LIMITS[limit]) {
        crossed[limit] = true;
        // Over the limit alone: AS-6 in lintSchema already says so.
        if (usage[limit] <= ANTHROPIC_STRICT_LIMITS[limit])
          add(
            `sent together with the ${index} tools before it, ${total[limit]} ${what}; one request may have ${ANTHROPIC_STRICT_LIMITS[limit]}`,
          );
      }
    }
  });
  return problems;
}

/**
 * Every problem of every tool for every provider in `providers` (default: all), tool by tool in
 * the order given, then provider by provider. The tools count as one request's tool set: Anthropic
 * strict's per-request limits (AS-6) are checked across them, as the provider does.
 */
export function lintTools(tools: readonly LintableTool[], providers: readonly Provider[] = PROVIDERS): ToolLintProblem[] {
  const ordered = PROVIDERS.filter((p) => providers.includes(p));
  const acrossTools = ordered.includes('anthropic-strict') ? requestLimitProblems(tools) : new Map<number, ToolLintProblem[]>();
  return tools.flatMap((tool, index) => {
    const document = schemaDocument(tool.schema);
    return ordered.flatMap((provider) => [
      ...lintDocument(document, provider).map((problem) => ({ tool: tool.name, ...problem })),
      ...(provider === 'anthropic-strict' ? (acrossTools.get(index) ?? []) : []),
    ]);
  });
}
