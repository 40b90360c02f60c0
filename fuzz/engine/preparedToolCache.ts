import type { Ajv } from 'ajv';
import { AJV_ROTATE_AFTER, type CountingAjv, createAjv } from '../reference/createAjv.ts';
import type { Subject } from '../subject/subject.ts';
import { type CallWatch, UNWATCHED } from './callWatch.ts';
import { CaseFactory } from './caseFactory.ts';
import { prepareSpec, type SpecUnderTest } from './specUnderTest.ts';
import type { ToolJob } from './runTool.ts';
import { PREPARED_TOOLS_KEPT } from './preparedToolsKept.ts';

/** A tool made ready to fuzz: its compiled spec and its case factory. */
export interface PreparedTool {
  readonly unit: SpecUnderTest;
  readonly factory: CaseFactory;
}

/**
 * Keeps the last few prepared tools, so a tool's next slice does not compile its schemas again,
 * and disposes of the rest: ajv's own cache never evicts, and a random-spec campaign would grow without bound.
 */
export class PreparedToolCache {
  readonly #entries = new Map<string, PreparedTool>();

  constructor(
    private ajv: Ajv,
    private readonly subject: Subject,
    private readonly seed: number,
    private readonly callTimeoutMs: number,
    private readonly capacity = PREPARED_TOOLS_KEPT,
  ) {}

  /** The prepared tool for `job`, compiled on first use. */
  get(job: ToolJob, watch: CallWatch = UNWATCHED): PreparedTool {
    const key = `${job.name}\u0000${JSON.stringify(job.spec)}`;
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      // Re-insert: a Map iterates in insertion order, so the first entry is the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const unit = prepareSpec(this.ajv, this.subject, job.name, job.spec, this.callTimeoutMs, job.body, watch);
    const prepared = { unit, factory: new CaseFactory(job.name, job.spec, this.seed, unit.compiled.subjectSchema) };
    this.#entries.set(key, prepared);
    while (this.#entries.size > this.capacity) {
      const [oldest, entry] = this.#entries.entries().next().value as [string, PreparedTool];
      entry.unit.compiled.dispose();
      this.#entries.delete(oldest);
    }
    return prepared;
  }

  /** How many tools are held. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * Starts on a fresh ajv once the current one has compiled `after` schemas: ajv keeps generated code
   * for every schema it ever compiled, removeSchema or not. Returns the ajv to use from now on.
   */
  rotate(after = AJV_ROTATE_AFTER): Ajv {
    const current = this.ajv as CountingAjv;
    if (typeof current.compiles === 'number' && current.compiles > after) {
      this.clear();
      this.ajv = createAjv();
    }
    return this.ajv;
  }

  /** Disposes of every held tool. */
  clear(): void {
    for (const entry of this.#entries.values()) entry.unit.compiled.dispose();
    this.#entries.clear();
  }
}
