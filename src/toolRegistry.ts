import { describeError } from './describeError.ts';
import type { Tool, ToolContext } from './defineTool.ts';

/** An MCP-style tool result: text content, flagged `isError` when the model should correct itself. */
export interface ToolResult {
  content: { type: 'text'; text: string }[];
  isError?: true;
}

/** A tool that brings its own JSON `inputSchema` and validates its own input (e.g. from an MCP server). */
export interface RawTool {
  readonly name: string;
  readonly description?: string;
  readonly inputSchema: Record<string, unknown>;
  execute(args: unknown, ctx?: ToolContext): unknown;
}

/** The MCP-style definition `list()` returns for each tool. */
export interface ToolListing {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

function textResult(text: string, isError: boolean): ToolResult {
  return isError ? { content: [{ type: 'text', text }], isError: true } : { content: [{ type: 'text', text }] };
}

function isToolResult(value: unknown): value is ToolResult {
  return typeof value === 'object' && value !== null && Array.isArray((value as { content?: unknown }).content);
}

function renderOutput(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output === undefined) return '';
  try {
    return JSON.stringify(output) ?? String(output);
  } catch {
    return String(output);
  }
}

/** Holds the harness's tools and turns every call, failed or not, into a result the model can read. */
export class ToolRegistry {
  readonly #tools = new Map<string, Tool | RawTool>();

  /** Registers a `defineTool` tool; its args are validated against its spec on every call. */
  // biome-ignore lint/suspicious/noExplicitAny: a registry holds tools of every spec; Tool is invariant in its spec, so no narrower type admits them all.
  register(tool: Tool<any, any>): this {
    return this.#add(tool);
  }

  /** Registers a tool that validates its own input: `validateArgs` never touches its args. */
  registerRaw(tool: RawTool): this {
    return this.#add(tool);
  }

  /** The tools as MCP-style definitions, in registration order. */
  list(): ToolListing[] {
    return [...this.#tools.values()].map((tool) => ({
      name: tool.name,
      description: tool.description ?? '',
      inputSchema: tool.inputSchema as unknown as Record<string, unknown>,
    }));
  }

  /** Calls a tool; unknown tools, invalid args and throwing bodies all become `isError` results. */
  async call(name: string, args: unknown, ctx?: ToolContext): Promise<ToolResult> {
    const tool = this.#tools.get(name);
    if (tool === undefined) {
      const known = [...this.#tools.keys()].join(', ') || 'none';
      return textResult(`Unknown tool "${name}". Available tools: ${known}.`, true);
    }
    try {
      const output = await tool.execute(args, ctx);
      return isToolResult(output) ? output : textResult(renderOutput(output), false);
    } catch (thrown) {
      if (isInvalidArgs(thrown)) {
        return textResult(`${thrown.message}\nFix the arguments and call "${name}" again.`, true);
      }
      return textResult(`Tool "${name}" failed: ${describeError(thrown)}`, true);
    }
  }

  // biome-ignore lint/suspicious/noExplicitAny: as register(): tools of every spec.
  #add(tool: Tool<any, any> | RawTool): this {
    if (this.#tools.has(tool.name)) throw new Error(`A tool named "${tool.name}" is already registered`);
    this.#tools.set(tool.name, tool);
    return this;
  }
}

// Recognised by code, not instanceof, so a ToolArgsError from another copy of the library counts too.
function isInvalidArgs(thrown: unknown): thrown is { message: string } {
  try {
    return (
      typeof thrown === 'object' &&
      thrown !== null &&
      (thrown as { code?: unknown }).code === 'INVALID_ARGS' &&
      typeof (thrown as { message?: unknown }).message === 'string'
    );
  } catch {
    return false;
  }
}
