import type { CallWatch } from '../../tool/callWatch.ts';
import type { PreparedTool } from '../../tool/preparedTool.ts';
import type { PreparedToolCache } from '../../engine/preparedToolCache.ts';
import type { ToolPreparer } from '../../engine/worker/toolPreparer.ts';
import { ToolModules } from '../toolModules.ts';
import type { LibraryTool } from '../../tool/toolUnderTest.ts';
import type { ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';
import { prepareSchemaToolOf } from '../../tool/schemaTool/prepareJsonSchemaTool.ts';
import { libraryRuntime } from './libraryRuntime.ts';
import type { Provider } from '../../lint/lintTypes.ts';

/** What a worker's library producer is set up with. */
export interface LibraryPreparerSettings {
  readonly seed: number;
  readonly callTimeoutMs: number;
  /** `run --provider`: the providers whose as-sent cases each tool gets (none when absent). */
  readonly asSentProviders?: readonly Provider[];
  /** The worker's imports of tool modules, shared with its other preparers (default: this preparer's own). */
  readonly modules?: ToolModules;
}

/** Prepares library tools: imports each tool's module in the worker and checks args with the library's own runtime. */
export class LibraryPreparer implements ToolPreparer<LibraryTool> {
  readonly #modules: ToolModules;

  constructor(private readonly settings: LibraryPreparerSettings) {
    this.#modules = settings.modules ?? new ToolModules();
  }

  /** The tool's runtime (its library's own check), from its module imported in this worker. */
  async runtimeOf(tool: LibraryTool): Promise<ToolRuntime> {
    return libraryRuntime(tool, await this.#modules.exportsOfTool(tool), this.settings.callTimeoutMs);
  }

  prepare(tool: LibraryTool, cache: PreparedToolCache, watch: CallWatch): Promise<PreparedTool> {
    const key = `library\u0000${tool.name}\u0000${tool.module}\u0000${String(tool.exportKey)}\u0000${JSON.stringify(tool.advertised)}`;
    // The library's own check is the user's intent: a schema that fails to describe it blames the converter.
    return cache.get(key, async () =>
      prepareSchemaToolOf(tool, { ...this.settings, blame: 'converter', runtime: await this.runtimeOf(tool) }, watch),
    );
  }
}
