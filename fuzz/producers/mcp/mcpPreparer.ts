import type { CallWatch } from '../../engine/callWatch.ts';
import type { PreparedTool } from '../../engine/preparedTool.ts';
import type { PreparedToolCache } from '../../engine/preparedToolCache.ts';
import type { ToolPreparer } from '../../engine/worker/toolPreparer.ts';
import type { McpTool } from '../../model/toolUnderTest.ts';

/** What a worker's MCP producer is set up with. */
export interface McpPreparerSettings {
  readonly seed: number;
  readonly callTimeoutMs: number;
}

/** Prepares MCP tools: the worker keeps its own connection to the server and calls `tools/call` for every case. */
export class McpPreparer implements ToolPreparer<McpTool> {
  constructor(private readonly settings: McpPreparerSettings) {}

  async prepare(tool: McpTool, _cache: PreparedToolCache, _watch: CallWatch): Promise<PreparedTool> {
    throw new Error(`MCP tools are not fuzzed yet (${tool.origin}, seed ${this.settings.seed})`);
  }

  async close(): Promise<void> {}
}
