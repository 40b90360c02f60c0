import type { CallWatch } from '../../engine/callWatch.ts';
import type { PreparedTool } from '../../engine/preparedTool.ts';
import type { PreparedToolCache } from '../../engine/preparedToolCache.ts';
import type { ToolPreparer } from '../../engine/worker/toolPreparer.ts';
import type { LibraryTool } from '../../model/toolUnderTest.ts';

/** What a worker's library producer is set up with. */
export interface LibraryPreparerSettings {
  readonly seed: number;
  readonly callTimeoutMs: number;
}

/** Prepares library tools: imports each tool's module in the worker and checks args with the library's own runtime. */
export class LibraryPreparer implements ToolPreparer<LibraryTool> {
  constructor(private readonly settings: LibraryPreparerSettings) {}

  async prepare(tool: LibraryTool, _cache: PreparedToolCache, _watch: CallWatch): Promise<PreparedTool> {
    throw new Error(`library tools are not fuzzed yet (${tool.origin}, seed ${this.settings.seed})`);
  }
}
