import type { GeneratedCase } from '../../cases/generatedCase.ts';
import type { CaseSource } from '../../model/caseSource.ts';
import type { Attempt, McpServerSession } from './mcpServerSession.ts';

/** A call sent ahead: its answer and whether other calls were in flight beside it, or a hang or crash not counted. */
export type SentAhead = Promise<Attempt>;

/**
 * Sends one MCP tool's next cases ahead of the case loop, at most `depth` in flight, so the server
 * answers while the worker makes and judges the case before: over stdio, most of a sequential call's
 * time is the round trip. Cases are a pure function of their index (PreparedTool.make), so making one
 * early changes nothing; only the cases of the range the loop announced are sent (`upcoming`), so no
 * call is made that the loop would not make. The runtime takes a case's answer by its JSON text
 * (`take`); a case that answered while others were in flight is judged again alone when it shows a
 * drift (see pipelinedTool.ts), and a hang or crash of a call sent ahead is no verdict: the case's
 * runtime makes that call again, and only a hang or crash of a call alone counts (McpServerSession).
 * The window is refilled in batches, once half of it has been judged: the calls of one batch go out
 * in one write and the server reads them in one wake-up, where a call at a time cost a write, a read
 * and a wake-up on each side per case (the worker, not the server, is what a full window waits on).
 */
export class CallPipeline {
  readonly #made = new Map<string, GeneratedCase | undefined>();
  readonly #sent = new Map<string, SentAhead[]>();
  #range: { readonly source: CaseSource; readonly to: number } | undefined;
  /** The last index of the range made and sent ahead so far (-1: none yet). */
  #sentTo = -1;
  /** Whether the answer the runtime last took came while other calls were in flight. */
  lastOverlapped = false;
  /** Set while a case is judged: only then does the runtime take answers sent ahead (never in a shrink). */
  armed = false;
  /** Whether the tool is called no more (its runtime is exhausted): then no case is made or sent. */
  stopped: () => boolean = () => false;

  constructor(
    private readonly session: McpServerSession,
    private readonly tool: string,
    private readonly depth: number,
  ) {}

  /** The loop is about to run cases [from, to) of `source`: what was made or sent for another range is dropped. */
  upcoming(source: CaseSource, to: number): void {
    this.#made.clear();
    this.#sent.clear();
    this.#range = { source, to };
    this.#sentTo = -1;
  }

  /** Case `index` of `source` (made now unless made ahead), and the next `depth` of the range made and sent. */
  make(
    inner: (source: CaseSource, index: number) => GeneratedCase | undefined,
    source: CaseSource,
    index: number,
  ): GeneratedCase | undefined {
    const key = `${source}:${index}`;
    // Made ahead while the tool was still called: it is not made now, as PreparedTool.make would not make it.
    if (this.stopped()) {
      this.#made.clear();
      this.#sent.clear();
      return undefined;
    }
    const made = this.#made.has(key) ? this.#made.get(key) : inner(source, index);
    this.#made.delete(key);
    const range = this.#range;
    if (range === undefined || range.source !== source) return made;
    // More than half the window still ahead of this case: the next batch waits.
    if (this.#sentTo - index > this.depth / 2) return made;
    const last = Math.min(index + this.depth, range.to - 1);
    this.#sentTo = Math.max(this.#sentTo, last);
    for (let next = index + 1; next <= last; next++) {
      const ahead = `${source}:${next}`;
      if (this.#made.has(ahead)) continue;
      const generated = inner(source, next);
      this.#made.set(ahead, generated);
      // A call without arguments is the runtime's own case (no JSON text to match): it is not sent ahead.
      if (generated === undefined || generated.omitted === true || generated.json === '') continue;
      const answers = this.#sent.get(generated.json) ?? [];
      answers.push(this.session.callAhead(this.tool, JSON.parse(generated.json), generated.json));
      this.#sent.set(generated.json, answers);
    }
    return made;
  }

  /** The answer sent ahead for these args (the oldest, when the same text was sent twice), if armed and there is one. */
  take(argsJson: string | undefined): SentAhead | undefined {
    if (!this.armed || argsJson === undefined) return undefined;
    const answers = this.#sent.get(argsJson);
    const answer = answers?.shift();
    if (answers !== undefined && answers.length === 0) this.#sent.delete(argsJson);
    return answer;
  }
}
