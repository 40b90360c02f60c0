import type { ToolUnderTest } from '../tool/toolUnderTest.ts';
import type { ToolMessage } from './worker/workerProtocol.ts';

/**
 * The jobs of a campaign, made one at a time in slice-major order (every tool's first slice, then
 * every tool's second...), never all up front: `--runs 1000000` over 66 tools is 2.6 M jobs.
 * A tool's next slice is only handed out once its previous one is done.
 */
export class JobQueue {
  readonly #tools: readonly ToolUnderTest[];
  readonly #toolJson: readonly string[];
  readonly #runs: number;
  readonly #slice: number;
  /** Jobs to hand out first: resumed after a hang or crash, or passed over while their tool was busy. */
  readonly #waiting: ToolMessage[] = [];
  readonly #dropped = new Set<number>();
  #from = 0;
  #tool = 0;
  #cleared = false;

  constructor(tools: readonly ToolUnderTest[], runs: number, slice: number) {
    this.#tools = tools;
    this.#toolJson = tools.map((tool) => JSON.stringify(tool));
    this.#runs = runs;
    this.#slice = slice;
  }

  /** How many jobs the whole campaign has. */
  get total(): number {
    return this.#tools.length * Math.ceil(this.#runs / this.#slice);
  }

  /** Nothing is left to hand out (every slice made and taken, or the queue cleared). */
  get exhausted(): boolean {
    return this.#cleared || (this.#waiting.length === 0 && this.#generatorDone());
  }

  /**
   * The next job whose tool is not busy, or undefined when none can run now. With `prefers`, a job
   * for a tool the asking worker already prepared comes first, looking up to one round of slices
   * ahead: each worker keeps to its share of the tools, so two workers each compile and warm up
   * half of them, and no tool falls more than one round behind.
   */
  next(busy: ReadonlySet<number>, prefers?: (toolIndex: number) => boolean): ToolMessage | undefined {
    if (this.#cleared) return undefined;
    const runnable = (job: ToolMessage): boolean => !busy.has(job.toolIndex) && !this.#dropped.has(job.toolIndex);
    const lookahead = prefers === undefined ? 0 : this.#tools.length;
    while (!this.#generatorDone() && this.#waiting.length < lookahead) {
      const job = this.#make();
      if (!this.#dropped.has(job.toolIndex)) this.#waiting.push(job);
    }
    if (prefers !== undefined) {
      const preferred = this.#waiting.findIndex((job) => runnable(job) && prefers(job.toolIndex));
      if (preferred !== -1) return this.#waiting.splice(preferred, 1)[0];
    }
    const at = this.#waiting.findIndex(runnable);
    if (at !== -1) return this.#waiting.splice(at, 1)[0];
    // Deferring a busy tool's slice is fine; deferring without bound is not (one tool, many slices).
    while (!this.#generatorDone() && this.#waiting.length <= busy.size + lookahead) {
      const job = this.#make();
      if (this.#dropped.has(job.toolIndex)) continue;
      if (runnable(job)) return job;
      this.#waiting.push(job);
    }
    return undefined;
  }

  /** Puts a job back at the front (to resume after a hang, or to run again in a fresh worker). */
  putBack(job: ToolMessage): void {
    this.#waiting.unshift(job);
  }

  /** Drops every remaining job of a tool (its converter hangs, or it keeps killing workers). */
  drop(toolIndex: number): void {
    this.#dropped.add(toolIndex);
    for (let i = this.#waiting.length - 1; i >= 0; i--) if (this.#waiting[i]?.toolIndex === toolIndex) this.#waiting.splice(i, 1);
  }

  /** Hands out nothing more (the campaign is stopping). */
  clear(): void {
    this.#cleared = true;
    this.#waiting.length = 0;
  }

  #generatorDone(): boolean {
    // Every tool dropped: with no cap on runs (--time alone) the generator would make dropped jobs forever.
    return this.#from >= this.#runs || this.#tools.length === 0 || this.#dropped.size >= this.#tools.length;
  }

  #make(): ToolMessage {
    const toolIndex = this.#tool;
    const tool = this.#tools[toolIndex] as ToolUnderTest;
    const job: ToolMessage = {
      type: 'tool',
      toolIndex,
      name: tool.name,
      toolJson: this.#toolJson[toolIndex] as string,
      range: { from: this.#from, to: Math.min(this.#runs, this.#from + this.#slice) },
      known: [],
    };
    this.#tool++;
    if (this.#tool >= this.#tools.length) {
      this.#tool = 0;
      this.#from += this.#slice;
    }
    return job;
  }
}
