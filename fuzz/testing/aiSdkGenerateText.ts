import { generateText, type Tool } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';

/** What the AI SDK did with one tool call the model made: ran execute (with what input), or answered with a tool-error part. */
export type GenerateTextOutcome =
  | { readonly kind: 'executed'; readonly input: unknown }
  | { readonly kind: 'tool-error'; readonly text: string };

const USAGE = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/**
 * The AI SDK itself, end to end: `generateText` with a mock model (`ai/test`, no network) whose one
 * step is a call of `toolName` with the argument text `text`, and a recording stand-in for the
 * tool's `execute`. The ground truth the fixtures and the fast runtime are checked against.
 */
export async function aiSdkGenerateText(toolName: string, tool: Tool, text: string): Promise<GenerateTextOutcome> {
  const seen: { input?: unknown; ran: boolean } = { ran: false };
  const standIn = {
    ...tool,
    execute: async (input: unknown) => {
      seen.ran = true;
      seen.input = input;
      return null;
    },
  } as Tool;
  const model = new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: 'tool-call' as const, toolCallId: 'call-1', toolName, input: text }],
      finishReason: { unified: 'tool-calls' as const, raw: undefined },
      usage: USAGE,
      warnings: [],
    }),
  });
  const result = await generateText({ model, tools: { [toolName]: standIn }, prompt: 'call the tool' });
  const parts = result.steps[0]?.content ?? [];
  const error = parts.find((part) => part.type === 'tool-error');
  if (seen.ran) return { kind: 'executed', input: seen.input };
  if (error === undefined)
    throw new Error(`generateText neither ran ${toolName} nor answered with a tool-error: ${JSON.stringify(parts.map((p) => p.type))}`);
  const thrown = (error as { error?: unknown }).error;
  return { kind: 'tool-error', text: thrown instanceof Error ? thrown.message : String(thrown) };
}
