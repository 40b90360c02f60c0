import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';
import type { CallWatch } from '../../tool/callWatch.ts';
import type { PreparedTool } from '../../tool/preparedTool.ts';
import type { PreparedToolCache } from '../preparedToolCache.ts';

/**
 * How a worker turns a tool under test into a prepared tool: one per producer, made once per worker
 * (a SchemaSpec producer loads the subject module first). Preparing may call untrusted code (a
 * subject's converter), so it runs under the watch.
 */
export interface ToolPreparer<Tool extends ToolUnderTest = ToolUnderTest> {
  prepare(tool: Tool, cache: PreparedToolCache, watch: CallWatch): Promise<PreparedTool>;
  /** Releases what the producer holds beyond its prepared tools (an MCP server process), before the worker ends. */
  close?(): Promise<void>;
}
