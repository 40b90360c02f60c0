import type { JsonSchema } from '../schema/schemaTypes.ts';
import { type LintRule, type RuleHit, type SchemaDocument, schemaDocument } from './lintRule.ts';
import type { LintProblem, Provider } from './lintTypes.ts';
import { PROVIDER_RULES } from './providerRules.ts';

/** The problems of an already walked schema for one provider (lintTools walks each schema once for all providers). */
export function lintDocument(document: SchemaDocument, provider: Provider): LintProblem[] {
  return PROVIDER_RULES[provider].flatMap((rule) => rule.check(document).map((hit) => ruleProblem(rule, provider, hit)));
}

/** One hit of `rule` as a problem: the rule's id, effect and certainty attached, an uncertain one's message saying so. */
export function ruleProblem(rule: Pick<LintRule, 'id' | 'effect' | 'fix' | 'certainty'>, provider: Provider, hit: RuleHit): LintProblem {
  const certainty = rule.certainty ?? 'sourced';
  return {
    provider,
    rule: rule.id,
    effect: rule.effect,
    path: hit.path,
    message: certainty === 'uncertain' ? `uncertain: ${hit.message}` : hit.message,
    fix: hit.fix ?? rule.fix,
    certainty,
  };
}

/**
 * What `provider`'s tool API does with a tool's JSON Schema: every sourced rule it breaks, each at a
 * JSON Pointer into `schema`. Pure: the schema is only read. Empty when the provider takes it as is.
 */
export function lintSchema(schema: JsonSchema, provider: Provider): LintProblem[] {
  return lintDocument(schemaDocument(schema), provider);
}
