/** The JSON-RPC code for invalid params: the protocol's own way to refuse a call's arguments. */
export const INVALID_PARAMS = -32602;

/**
 * The texts with which the SDKs' own validation refuses a call before any handler runs, each exact
 * to its SDK: TypeScript `McpServer` (`MCP error -32602: Input validation error: Invalid arguments
 * for tool x: ...`, an isError result), a handler that threw the SDK's InvalidParams error (which
 * `McpServer` wraps as `MCP error -32602: ...`), fastmcp (`Tool 'x' parameter validation failed:
 * ...`), and the Python SDK's FastMCP over pydantic (`1 validation error for xArguments`).
 */
const SDK_VALIDATION: readonly { readonly sdk: string; readonly text: RegExp }[] = [
  { sdk: 'MCP TypeScript SDK (McpServer input validation)', text: /^(?:MCP error -32602: )?Input validation error: / },
  { sdk: 'MCP TypeScript SDK (InvalidParams thrown by the handler)', text: /^MCP error -32602: / },
  { sdk: 'fastmcp', text: /^Tool '[^']*' parameter validation failed: / },
  { sdk: 'MCP Python SDK (pydantic)', text: /\b\d+ validation errors? for \w*Arguments\b/ },
];

/** Texts about the tool's result, not its input. */
const ABOUT_OUTPUT = /\boutput (?:validation|schema)\b|\bstructured (?:content|output)\b/i;

/** How an answer says, by its channel alone, that the server refused the call's arguments. */
export type RefusalChannel =
  | { readonly kind: 'protocol'; readonly code: number }
  | { readonly kind: 'sdk-validation'; readonly sdk: string };

/**
 * The channel by which an answer refuses the arguments, when it is one a handler's own failure does
 * not use: the protocol's -32602, or an SDK's validation wrapper with its exact text. Undefined for
 * every other error: a handler that ran and failed (no credentials, no network, no such record)
 * answers there too, so its words alone do not make it a refusal.
 */
export function refusalChannel(code: number | undefined, text: string): RefusalChannel | undefined {
  if (code === INVALID_PARAMS) return { kind: 'protocol', code };
  // The SDK checks a result against its outputSchema in the same words: that is about the output.
  if (ABOUT_OUTPUT.test(text)) return undefined;
  const wrapper = SDK_VALIDATION.find(({ text: pattern }) => pattern.test(text.trimStart()));
  return wrapper === undefined ? undefined : { kind: 'sdk-validation', sdk: wrapper.sdk };
}
