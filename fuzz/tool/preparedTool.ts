import type { Observation } from '../findings/observation.ts';
import type { RawFinding } from '../findings/rawFinding.ts';
import type { CaseSource } from '../model/caseSource.ts';
import type { CallWatch } from './callWatch.ts';
import type { GeneratedCase } from '../cases/generatedCase.ts';
import type { CaseEvaluation, CaseInput } from './caseEvaluation.ts';
import type { ToolQuarantine } from '../model/toolRunStats.ts';
import type { ToolRunHooks } from './toolRunHooks.ts';
import type { UnusableTool } from '../model/unusableTool.ts';

/** What a prepared tool needs to shrink: where to report, how many evaluations, when to give up. */
export interface ShrinkContext {
  readonly hooks: ToolRunHooks;
  /** Evaluations a shrink may spend (undefined: the shrinker's default). */
  readonly budget: number | undefined;
  readonly shouldStop: () => boolean;
}

/** An observation narrowed before shrinking, with the case (and the producer's own start) to shrink from. */
export interface RefinedObservation<Start> {
  readonly observation: Observation;
  readonly generated: GeneratedCase;
  readonly start: Start;
}

/**
 * One tool made ready to fuzz by its producer (a SchemaSpec subject, a library tool module, an MCP
 * server): its cases, its oracles and its shrinking behind one interface, so the run loop knows
 * nothing of where the tool came from. `Start` is what a shrink starts from beyond the case itself
 * (a SchemaSpec subject shrinks the spec too).
 */
export interface PreparedTool<Start = unknown> {
  readonly name: string;
  /** The JSON Schema the model is shown (what the provider lint reads); undefined when there is none. */
  readonly advertised: unknown;
  /** Whether valid args exist at all (an unsatisfiable schema has none to generate or mutate). */
  readonly satisfiable: boolean;
  /** How many values its dictionary of the subject's constants holds (absent: it has none). */
  readonly dictionarySize?: number;
  /** Whether this tool can produce cases of `source` at all. */
  supports(source: CaseSource): boolean;
  /** Told, before the first case of `source`, that cases [from, to) of it come next (a producer may start on them early). */
  upcoming?(source: CaseSource, from: number, to: number): void;
  /** Case `index` of `source`: a pure function of (seed, tool, source, index); undefined when it cannot be made. */
  make(source: CaseSource, index: number): GeneratedCase | undefined;
  /** Every oracle's verdict on one case, and the drifts they show; no verdicts when nothing came back (a hang, a crash). */
  evaluate(input: CaseInput, watch: CallWatch): Promise<CaseEvaluation>;
  /** The drift the tool shows before any case (its advertised schema is broken), shrunk; undefined when none. */
  schemaFinding(ctx: ShrinkContext): Promise<RawFinding | undefined>;
  /** Narrows an observation before it is shrunk; undefined to shrink it as it is. */
  refine(observation: Observation, generated: GeneratedCase, ctx: ShrinkContext): Promise<RefinedObservation<Start> | undefined>;
  /** Shrinks a case that showed `observation` into a finding (reported unshrunk first, through ctx.hooks). */
  shrink(generated: GeneratedCase, observation: Observation, ctx: ShrinkContext, start?: Start): Promise<RawFinding>;
  /** Releases what preparing took (compiled schemas). */
  dispose(): void;
  /** Set once the producer calls the tool no more (a server that keeps hanging or crashing on it): the run lists it as quarantined. */
  quarantine?(): ToolQuarantine | undefined;
  /** The HANG and CRASH events the producer counts for the tool (an MCP server's), seeded with the campaign's count so quarantine is one count across workers. */
  readonly sharedEvents?: SharedToolEvents;
  /** Set once the producer found the tool not usable in this environment (an MCP tool failing alike for any args): the run lists it once. */
  unusable?(): UnusableTool | undefined;
}

/** A producer's own count of a tool's HANG and CRASH events, carried across workers by the campaign. */
export interface SharedToolEvents {
  /** Starts a slice from the campaign's count (every worker's events so far). */
  seed(events: readonly ('HANG' | 'CRASH')[]): void;
  /** The count now: the seed and this slice's events. */
  read(): readonly ('HANG' | 'CRASH')[];
}
