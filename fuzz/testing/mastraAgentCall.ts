import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { MockLanguageModelV3 } from 'ai/test';
import type { MastraModelInfo } from '../producers/framework/mastraViews.ts';

/** What a Mastra Agent did with one tool call its model made: ran execute (with what input), or gave the model an `{ error: true }` result. */
export type MastraAgentOutcome =
  | { readonly kind: 'executed'; readonly input: unknown }
  | { readonly kind: 'error-result'; readonly message: string };

const USAGE = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** A createTool() result as far as the ground truth rebuilds it. */
interface ToolLike {
  readonly id: string;
  readonly description?: string;
  readonly inputSchema?: unknown;
  readonly strict?: boolean;
}

/**
 * Mastra itself, end to end: an Agent whose mock model (`ai/test`, no network; provider and model id
 * as given, which pick Mastra's compat layer) makes one call of `toolName` with the argument text
 * `text`, and whose tool is the given one rebuilt around a recording stand-in for execute. Returns
 * what execute received, or the `{ error: true }` result's message the model gets back.
 */
export async function mastraAgentCall(toolName: string, tool: ToolLike, text: string, model: MastraModelInfo): Promise<MastraAgentOutcome> {
  const seen: { input?: unknown; ran: boolean } = { ran: false };
  const standIn = createTool({
    id: tool.id,
    description: tool.description ?? tool.id,
    inputSchema: tool.inputSchema as never,
    ...(tool.strict === undefined ? {} : { strict: tool.strict }),
    execute: async (input: unknown) => {
      seen.ran = true;
      seen.input = input;
      return { ok: true };
    },
  });
  let step = 0;
  const mock = new MockLanguageModelV3({
    provider: model.provider,
    modelId: model.modelId,
    doGenerate: async () => {
      const content =
        step++ === 0
          ? [{ type: 'tool-call' as const, toolCallId: 'call-1', toolName, input: text }]
          : [{ type: 'text' as const, text: 'done' }];
      return {
        content,
        finishReason: { unified: step === 1 ? ('tool-calls' as const) : ('stop' as const), raw: undefined },
        usage: USAGE,
        warnings: [],
      };
    },
  });
  // Mastra's types want its own wrapper of a V3 model; at run time it wraps a plain one itself (AISDKV6LanguageModel).
  const agent = new Agent({
    id: 'ground-truth',
    name: 'ground-truth',
    instructions: 'call the tool',
    model: mock as never,
    tools: { [toolName]: standIn },
  });
  const result = await agent.generate('call the tool', { maxSteps: 2 });
  if (seen.ran) return { kind: 'executed', input: seen.input };
  const payloads = (result.toolResults ?? []).map((part) => (part as { payload?: { result?: unknown } }).payload?.result);
  const refused = payloads.find(
    (value): value is { error: true; message: string } =>
      typeof value === 'object' && value !== null && (value as { error?: unknown }).error === true,
  );
  if (refused !== undefined) return { kind: 'error-result', message: refused.message };
  // Args text the model's call cannot be parsed into (a JSON `null`) never reaches Mastra's validation:
  // the step's tool result is an `error-text` output, which `toolResults` leaves out.
  const errorText = (result.steps ?? [])
    .flatMap((s) => (s as { content?: readonly unknown[] }).content ?? [])
    .map((part) => part as { type?: string; output?: { type?: string; value?: unknown } })
    .find((part) => part.type === 'tool-result' && part.output?.type === 'error-text');
  if (errorText !== undefined) return { kind: 'error-result', message: String(errorText.output?.value) };
  throw new Error(`the Agent neither ran ${toolName} nor returned an { error: true } result: ${JSON.stringify(result.toolResults)}`);
}
