import { describeError } from '../../errors/describeError.ts';
import type { PathSegments } from '../../model/argsPath.ts';
import type { RuntimeIssue, RuntimeVerdict } from '../../model/runtimeVerdict.ts';
import { blamesArguments } from './blamesArguments.ts';

/** The JSON-RPC code for invalid params: the protocol's own way to refuse a call's arguments. */
export const INVALID_PARAMS = -32602;

/** What a `tools/call` came back with: a result (any shape the server sent), or a JSON-RPC error. */
export type ToolCallOutcome = { readonly kind: 'result'; readonly result: unknown } | { readonly kind: 'error'; readonly code: number | undefined; readonly message: string };

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
function issuesOf(text: string): RuntimeIssue[] {
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
 * The server's verdict on one call. A -32602 error, or an `isError` result whose text blames the
 * arguments (blamesArguments), is a rejection, and so is any other JSON-RPC error whose text blames
 * them; any other result reached the handler, and so does any other error (a handler that threw is
 * answered -32603 by the low-level server): those are `accepted`, with what the server said and
 * whether it was an error.
 */
export function classifyToolCall(outcome: ToolCallOutcome): RuntimeVerdict {
  if (outcome.kind === 'error') {
    const text = outcome.message.slice(0, TEXT_KEPT);
    // The SDK's servers answer -32603 when the request itself fails their checks (`arguments` that
    // is no object): the same words as a validation text, and the handler never ran.
    if (outcome.code === INVALID_PARAMS || blamesArguments(text)) return { kind: 'rejected', issues: issuesOf(text), text, ...(outcome.code === undefined ? {} : { code: outcome.code }) };
    return { kind: 'accepted', text: outcome.code === undefined ? text : `JSON-RPC error ${outcome.code}: ${text}`, isError: true };
  }
  const text = resultText(outcome.result);
  const isError = (outcome.result as { isError?: unknown } | null)?.isError === true;
  if (isError && blamesArguments(text)) return { kind: 'rejected', issues: issuesOf(text), text };
  return { kind: 'accepted', text, ...(isError ? { isError: true } : {}) };
}

/** A thrown McpError (or anything else) as an outcome. */
export function errorOutcome(error: unknown): Extract<ToolCallOutcome, { kind: 'error' }> {
  const code = (error as { code?: unknown } | null)?.code;
  // The client wraps the server's message in `MCP error <code>: `, and the SDK's servers had already
  // put that prefix on it: keep the server's text, as it sent it.
  const message = describeError(error).replace(/^McpError: /, '').replace(/^MCP error -?\d+: (?=MCP error -?\d+: )/, '');
  return { kind: 'error', code: typeof code === 'number' ? code : undefined, message };
}
