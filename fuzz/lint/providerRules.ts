import type { LintRule } from './lintRule.ts';
import type { Provider } from './lintTypes.ts';
import { ANTHROPIC_RULES } from './rules/anthropicRules.ts';
import { ANTHROPIC_STRICT_RULES } from './rules/anthropicStrictRules.ts';
import { GEMINI_JSON_RULES, GEMINI_RULES } from './rules/geminiRules.ts';
import { OPENAI_RULES } from './rules/openaiRules.ts';
import { OPENAI_STRICT_RULES } from './rules/openaiStrictRules.ts';

/** Each provider's rule set, in the order its problems are listed. */
export const PROVIDER_RULES: { readonly [P in Provider]: readonly LintRule[] } = {
  'openai-strict': OPENAI_STRICT_RULES,
  openai: OPENAI_RULES,
  anthropic: ANTHROPIC_RULES,
  'anthropic-strict': ANTHROPIC_STRICT_RULES,
  gemini: GEMINI_RULES,
  'gemini-json': GEMINI_JSON_RULES,
};
