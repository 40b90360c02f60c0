import type { Ajv } from 'ajv';
import { AjvPool } from '../schema/ajvFactory.ts';
import type { PreparedTool } from '../tool/preparedTool.ts';
import { PREPARED_TOOLS_KEPT } from './worker/workerProtocol.ts';

/**
 * Keeps the last few prepared tools, so a tool's next slice does not compile its schemas again,
 * and disposes of the rest: ajv's own cache never evicts, and a random-spec campaign would grow
 * without bound. It also owns the pool of the ajv every tool is compiled with (see rotate).
 */
export class PreparedToolCache {
  readonly #entries = new Map<string, PreparedTool>();
  readonly #preparing = new Map<string, Promise<PreparedTool>>();

  constructor(
    private readonly pool: AjvPool = new AjvPool({ use: 'reference' }),
    private readonly capacity = PREPARED_TOOLS_KEPT,
  ) {}

  /**
   * The prepared tool under `key` (a tool's identity and schema), prepared only on a miss, with the
   * current ajv: what a tool is prepared from (its module's exports, a framework's runtime, a real
   * body) is made inside `prepare`, never for a hit. Concurrent misses of one key share one preparation.
   */
  async get(key: string, prepare: (ajv: Ajv) => PreparedTool | Promise<PreparedTool>): Promise<PreparedTool> {
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      // Re-insert: a Map iterates in insertion order, so the first entry is the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const inFlight = this.#preparing.get(key);
    if (inFlight !== undefined) return inFlight;
    const pending = (async () => prepare(this.pool.acquire()))();
    this.#preparing.set(key, pending);
    try {
      const prepared = await pending;
      this.#hold(key, prepared);
      return prepared;
    } finally {
      this.#preparing.delete(key);
    }
  }

  #hold(key: string, prepared: PreparedTool): void {
    this.#entries.set(key, prepared);
    while (this.#entries.size > this.capacity) {
      const [oldest, entry] = this.#entries.entries().next().value as [string, PreparedTool];
      entry.dispose();
      this.#entries.delete(oldest);
    }
  }

  /** How many tools are held. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * Lets the spent ajv go (the pool gives the next tool a fresh one): every held tool, which holds
   * functions compiled by it, is disposed of first, so the old ajv and its code can be collected.
   */
  rotate(): void {
    if (this.pool.spent) this.clear();
  }

  /** Disposes of every held tool. */
  clear(): void {
    for (const entry of this.#entries.values()) entry.dispose();
    this.#entries.clear();
  }
}
