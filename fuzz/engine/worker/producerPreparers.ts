import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';
import { type PreparerSetup, preparersFor } from '../../producers/producerRegistry.ts';
import type { CallWatch } from '../../tool/callWatch.ts';
import type { PreparedTool } from '../../tool/preparedTool.ts';
import type { PreparedToolCache } from '../preparedToolCache.ts';
import type { ToolPreparer } from './toolPreparer.ts';

/** Sends each tool to its producer's preparer, so the worker loop knows nothing of producers. */
export class ProducerPreparers implements ToolPreparer {
  private constructor(private readonly preparers: ReadonlyMap<ToolUnderTest['producer'], ToolPreparer>) {}

  /** The preparers of these producers (the ones a worker's tools come from), made once from the worker's setup. */
  static async of(producers: readonly ToolUnderTest['producer'][], setup: PreparerSetup): Promise<ProducerPreparers> {
    return new ProducerPreparers(await preparersFor(producers, setup));
  }

  prepare(tool: ToolUnderTest, cache: PreparedToolCache, watch: CallWatch): Promise<PreparedTool> {
    const preparer = this.preparers.get(tool.producer);
    // The campaign sets a worker up for the producers of its tools: a missing one is a toolfuzz bug.
    if (preparer === undefined) throw new Error(`this worker was not set up for ${tool.producer} tools`);
    return preparer.prepare(tool, cache, watch);
  }

  async close(): Promise<void> {
    await Promise.all([...this.preparers.values()].map((p) => p.close?.()));
  }
}
