import { describeError } from '../../errors/describeError.ts';
import type { PathSegments } from '../../model/argsPath.ts';
import type { RuntimeIssue, RuntimeVerdict } from '../../model/runtimeVerdict.ts';
import { refusalChannel } from './refusalChannel.ts';

export { INVALID_PARAMS } from './refusalChannel.ts';

/** What a `tools/call` came back with: a result (any shape the server sent), or a JSON-RPC error. */
export type ToolCallOutcome =
  | { readonly kind: 'result'; readonly result: unknown }
  | { readonly kind: 'error'; readonly code: number | undefined; readonly message: string };

const TEXT_KEPT = 2000;

/** The text parts of a result's content, joined (other parts named by type): what the server said. */
export function resultText(result: unknown): string {
  const content = (result as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => {
      const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
      return type === 'text' && typeof text === 'string' ? text : `[${String(type)}]`;
    })
    .join('\n')
    .slice(0, TEXT_KEPT);
}

// The SDK's servers end each issue with ` at <dot path>` (`expected string, received undefined at
// opts.q`; `at object root` for the top level, which carries no path here).
/** The issues of a refusal's text, one a line, with the path the SDK's ` at <path>` names. */
export function issuesOf(text: string): RuntimeIssue[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 20)
    .map((line) => {
      const at = / at ([\w$.[\]]+)$/.exec(line);
      if (at === null) return { message: line };
      const raw = at[1] as string;
      const path: PathSegments = raw.split(/\.|(?=\[)/).map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part));
      return { message: line, path };
    });
}

/**
 * The server's verdict on one call, by its channel alone. An answer on a refusal channel (-32602,
 * an SDK's validation wrapper: refusalChannel) is a rejection; any other result reached the handler,
 * and so does any other error (a handler that threw is answered -32603 by the low-level server):
 * those are `accepted`, with what the server said and whether it was an error. Whether such an
 * error is still a refusal is for the evidence of other calls to say (mcpToolRuntime): its words
 * alone cannot, since handlers that lack credentials or find no record use validation's words.
 */
export function classifyToolCall(outcome: ToolCallOutcome): RuntimeVerdict {
  if (outcome.kind === 'error') {
    const text = outcome.message.slice(0, TEXT_KEPT);
    if (refusalChannel(outcome.code, text) !== undefined)
      return { kind: 'rejected', issues: issuesOf(text), text, ...(outcome.code === undefined ? {} : { code: outcome.code }) };
    return { kind: 'accepted', text: outcome.code === undefined ? text : `JSON-RPC error ${outcome.code}: ${text}`, isError: true };
  }
  const text = resultText(outcome.result);
  const isError = (outcome.result as { isError?: unknown } | null)?.isError === true;
  if (isError && refusalChannel(undefined, text) !== undefined) return { kind: 'rejected', issues: issuesOf(text), text };
  return { kind: 'accepted', text, ...(isError ? { isError: true } : {}) };
}

/** A thrown McpError (or anything else) as an outcome. */
export function errorOutcome(error: unknown): Extract<ToolCallOutcome, { kind: 'error' }> {
  const code = (error as { code?: unknown } | null)?.code;
  // The client wraps the server's message in `MCP error <code>: `, and the SDK's servers had already
  // put that prefix on it: keep the server's text, as it sent it.
  const message = describeError(error)
    .replace(/^McpError: /, '')
    .replace(/^MCP error -?\d+: (?=MCP error -?\d+: )/, '');
  return { kind: 'error', code: typeof code === 'number' ? code : undefined, message };
}
