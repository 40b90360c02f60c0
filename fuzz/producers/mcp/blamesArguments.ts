/**
 * Words with which a tool's error text says the arguments were wrong: the SDKs' own validation texts
 * (TypeScript `Input validation error: Invalid arguments for tool x: ... expected string, received
 * undefined at q`; Python `validation error for xArguments ... Field required`), ajv's (`must have
 * required property`), and what hand-written handlers say (`missing parameter`, `invalid argument`).
 */
const BLAMES_ARGUMENTS =
  /\b(?:invalid (?:argument|arguments|params|parameters?|input|type|value)|validation (?:error|errors|failed)|input validation|arguments?|parameters?|params|required|expected|schema|must (?:be|have|not|match|contain|equal)|missing)\b/i;

/** The SDK's own code for invalid params, as its texts carry it: `MCP error -32602: ...`. */
const INVALID_PARAMS_TEXT = /\bMCP error -32602\b/;

/** Texts about the tool's result, not its input: the SDK checks output against outputSchema too, in similar words. */
const ABOUT_OUTPUT = /\boutput (?:validation|schema)\b|\bstructured content\b/i;

/**
 * Whether an `isError: true` result blames the call's arguments (then the server rejected the call,
 * as a -32602 would) rather than something the handler ran into (a missing file, a network error:
 * the call reached the handler). A heuristic over the text, and deliberately wide: a wrong "rejected"
 * only hides a drift on a tool whose errors talk like validation, a wrong "accepted" would report
 * every schema-invalid call a faithful server refuses politely. Texts about the output never count.
 */
export function blamesArguments(text: string): boolean {
  if (ABOUT_OUTPUT.test(text)) return false;
  return INVALID_PARAMS_TEXT.test(text) || BLAMES_ARGUMENTS.test(text);
}
