import type { CallWatch } from '../../tool/callWatch.ts';
import type { PreparedTool } from '../../tool/preparedTool.ts';
import type { PreparedToolCache } from '../../engine/preparedToolCache.ts';
import type { ToolPreparer } from '../../engine/worker/toolPreparer.ts';
import { ToolModules } from '../toolModules.ts';
import { UsageError } from '../../errors/usageError.ts';
import type { Provider } from '../../lint/lintTypes.ts';
import type { FrameworkTool } from '../../tool/toolUnderTest.ts';
import { prepareSchemaToolOf } from '../../tool/schemaTool/prepareJsonSchemaTool.ts';
import type { ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';
import { frameworkAdapter } from './frameworkAdapters.ts';

/** What a worker's framework producer is set up with. */
export interface FrameworkPreparerSettings {
  readonly seed: number;
  readonly callTimeoutMs: number;
  /** `run --provider`: the providers whose as-sent cases each tool gets (none when absent). */
  readonly asSentProviders?: readonly Provider[];
  /** The user's project, where the framework's packages resolve from (default: process.cwd()). */
  readonly projectDir?: string;
  /** The worker's imports of tool modules, shared with its other preparers (default: this preparer's own). */
  readonly modules?: ToolModules;
}

/** The value at `exportPath` in a module's exports (undefined when the path leads nowhere). */
export function valueAt(exports: Record<string, unknown>, exportPath: readonly (string | number)[]): unknown {
  let value: unknown = exports;
  for (const step of exportPath) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/**
 * Prepares framework tools: imports each tool's module in the worker, finds the tool again by its
 * export path, and judges every case by the framework's own path to `execute` (the adapter's
 * runtime), against the schema the framework sends.
 */
export class FrameworkPreparer implements ToolPreparer<FrameworkTool> {
  readonly #modules: ToolModules;

  constructor(private readonly settings: FrameworkPreparerSettings) {
    this.#modules = settings.modules ?? new ToolModules();
  }

  /** The tool's runtime: its framework's path from the model's text to execute, with a recording stand-in for execute. */
  async runtimeOf(tool: FrameworkTool): Promise<ToolRuntime> {
    const value = valueAt(await this.#modules.exportsOfTool(tool), tool.exportPath);
    const adapter = frameworkAdapter(tool.framework.framework);
    if (!adapter.recognizes(value))
      throw new UsageError(`${tool.origin}: the tool is gone from the module, or is no ${tool.framework.framework} tool any more`);
    return adapter.runtime(value, {
      modulePath: tool.module,
      projectDir: this.settings.projectDir ?? process.cwd(),
      callTimeoutMs: this.settings.callTimeoutMs,
      toolName: tool.name,
      ...(tool.framework.provider === undefined ? {} : { provider: tool.framework.provider }),
    });
  }

  prepare(tool: FrameworkTool, cache: PreparedToolCache, watch: CallWatch): Promise<PreparedTool> {
    const key = `framework\u0000${tool.name}\u0000${tool.module}\u0000${JSON.stringify(tool.exportPath)}\u0000${JSON.stringify(tool.advertised)}`;
    // The framework's own check is what execute is guarded by: a schema that fails to describe it blames the converter (the framework's).
    return cache.get(key, async () =>
      prepareSchemaToolOf(tool, { ...this.settings, blame: 'converter', runtime: await this.runtimeOf(tool) }, watch),
    );
  }
}
