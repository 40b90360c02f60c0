import type { ToolUnderTest } from '../../model/toolUnderTest.ts';
import type { CallWatch } from '../callWatch.ts';
import type { PreparedTool } from '../preparedTool.ts';
import type { PreparedToolCache } from '../preparedToolCache.ts';
import type { ToolPreparer } from './toolPreparer.ts';

/** One preparer per producer; a worker has the ones its campaign's tools need. */
export interface PreparersByProducer {
  readonly 'schema-spec'?: ToolPreparer<Extract<ToolUnderTest, { producer: 'schema-spec' }>>;
  readonly library?: ToolPreparer<Extract<ToolUnderTest, { producer: 'library' }>>;
  readonly mcp?: ToolPreparer<Extract<ToolUnderTest, { producer: 'mcp' }>>;
  readonly framework?: ToolPreparer<Extract<ToolUnderTest, { producer: 'framework' }>>;
}

/** Sends each tool to its producer's preparer, so the worker loop knows nothing of producers. */
export class ProducerPreparers implements ToolPreparer {
  constructor(private readonly preparers: PreparersByProducer) {}

  prepare(tool: ToolUnderTest, cache: PreparedToolCache, watch: CallWatch): Promise<PreparedTool> {
    switch (tool.producer) {
      case 'schema-spec':
        return this.#of('schema-spec').prepare(tool, cache, watch);
      case 'library':
        return this.#of('library').prepare(tool, cache, watch);
      case 'mcp':
        return this.#of('mcp').prepare(tool, cache, watch);
      case 'framework':
        return this.#of('framework').prepare(tool, cache, watch);
    }
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.preparers).map((p: ToolPreparer | undefined) => p?.close?.()));
  }

  #of<P extends keyof PreparersByProducer>(producer: P): NonNullable<PreparersByProducer[P]> {
    const preparer = this.preparers[producer];
    // The campaign sets a worker up for the producers of its tools: a missing one is a toolfuzz bug.
    if (preparer === undefined) throw new Error(`this worker was not set up for ${producer} tools`);
    return preparer;
  }
}
