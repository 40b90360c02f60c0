import { UsageError } from '../../errors/usageError.ts';

/** The model a Mastra agent is given, as its CoreToolBuilder reads it to pick a provider compat layer. */
export interface MastraModelInfo {
  readonly provider: string;
  readonly modelId: string;
  readonly supportsStructuredOutputs: boolean;
}

/** One provider's view of a Mastra tool: the model that makes Mastra's compat layer for that provider apply (none: no layer). */
export interface MastraView {
  readonly name: string;
  readonly model?: MastraModelInfo;
}

const model = (provider: string, modelId: string): MastraModelInfo => ({ provider, modelId, supportsStructuredOutputs: false });

/**
 * The views toolfuzz fuzzes, by the model that selects each compat layer in @mastra/schema-compat's
 * shouldApply (openai: provider contains `openai`, not a reasoning model; anthropic: modelId contains
 * `claude`; google: provider `google`; ...). `none` is a tool built without a model: no layer applies.
 */
const VIEWS: readonly MastraView[] = [
  { name: 'openai', model: model('openai.chat', 'gpt-4o') },
  { name: 'openai-reasoning', model: model('openai.responses', 'o3') },
  { name: 'anthropic', model: model('anthropic.messages', 'claude-sonnet-4-5') },
  { name: 'google', model: model('google.generative-ai', 'gemini-2.5-pro') },
  { name: 'deepseek', model: model('deepseek.chat', 'deepseek-chat') },
  { name: 'meta', model: model('meta.chat', 'meta-llama-3.3-70b') },
  { name: 'none' },
];

/** The view fuzzed when `--provider` names none: OpenAI's, the provider most Mastra agents are given. */
export const DEFAULT_MASTRA_VIEW = 'openai';

// toolfuzz's own provider names (lint's) map onto Mastra's layers.
const ALIASES: Readonly<Record<string, string>> = {
  'openai-strict': 'openai',
  'anthropic-strict': 'anthropic',
  gemini: 'google',
  'gemini-json': 'google',
};

/** The view `provider` names (undefined: the default); an unknown name is a one-line UsageError listing the known ones. */
export function mastraView(provider: string | undefined): MastraView {
  const name = provider === undefined ? DEFAULT_MASTRA_VIEW : (ALIASES[provider] ?? provider);
  const view = VIEWS.find((candidate) => candidate.name === name);
  if (view === undefined)
    throw new UsageError(`Mastra has no provider view ${JSON.stringify(provider)}: use one of ${VIEWS.map((v) => v.name).join(', ')}`);
  return view;
}
