import type { RuntimeCall } from '../../model/runtimeVerdict.ts';

export type { RuntimeCall } from '../../model/runtimeVerdict.ts';

/**
 * The runtime side of a library or MCP tool: a library's `~standard.validate` or TypeBox's
 * `Value.Check`, or an MCP server's `tools/call`. Producers make one per tool; the JSON-Schema
 * prepared tool calls it for every case and shrink step.
 */
export interface ToolRuntime {
  /** What the runtime is, for explanations: `zod 4.6.7`, `valibot 1.5.0`, `the server`. */
  readonly label: string;
  /**
   * Checks (an MCP server: calls) one case. `args` is what JSON.parse gave for the case's JSON, or
   * undefined when the model omitted `arguments` altogether (then `argsJson` is undefined too). A
   * runtime whose check is synchronous answers at once, so a case of it needs no promise of its own
   * (the evaluation awaits only promises).
   */
  call(args: unknown, argsJson: string | undefined): RuntimeCall | Promise<RuntimeCall>;
  /** True once the runtime gave up for good (a server that keeps dying): the tool runs no more cases. */
  readonly exhausted?: boolean;
  /** Releases what the runtime holds. */
  dispose(): void;
}
