import type { LintRule } from '../lintRule.ts';
import { unenforcedHit } from './ruleHelpers.ts';

/**
 * OpenAI function calling without `strict` (Chat Completions' default, OA-19): research/dialects.md
 * section 1. The schema is sent but followed best effort only (OA-20), so one `ignored` problem per
 * tool names what the model is not held to. No rejection is sourced for this mode: the strict
 * subset's rules (OA-1..OA-17) apply only with `strict: true`, which the Responses API defaults to.
 */
export const OPENAI_RULES: readonly LintRule[] = [
  {
    id: 'OA-20',
    effect: 'ignored',
    summary: 'without strict, the schema is best effort: no constraint is enforced',
    source: 'OpenAI API reference, `strict` parameter ("Only a subset of JSON Schema is supported when strict is true")',
    fix: 'send the tool with strict: true (and its schema in the strict subset), or check every constraint in the tool',
    check: (document) => unenforcedHit(document, 'without strict: true (best effort only)'),
  },
];
