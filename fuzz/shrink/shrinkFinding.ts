import { isAsSentCase } from '../cases/asSentSource.ts';
import type { CallWatch } from '../tool/callWatch.ts';
import type { GeneratedCase } from '../cases/generatedCase.ts';
import type { CaseEvaluation, CaseInput } from '../tool/caseEvaluation.ts';
import type { ShrinkContext } from '../tool/preparedTool.ts';
import type { Observation } from '../findings/observation.ts';
import { type FindingFacts, NOTHING_TO_SHRINK, type RawFinding, rawFinding } from '../findings/rawFinding.ts';
import type { CaseVerdicts } from '../judge/caseVerdicts.ts';
import type { FindingKind } from '../model/findingKind.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import { parseExactArgs } from './exactArgs.ts';
import { ARGS_SPACE, type ShrinkSpace, shrinkGreedy } from './shrinkGreedy.ts';

/** What a finding says it was fuzzed against: a SchemaSpec tool's spec, or the schema a tool advertised. */
export type ShrinkTarget = Pick<FindingFacts, 'spec' | 'schema'>;

/**
 * What a producer gives the driver to shrink one finding: the space (the args, and any dimension
 * of its own such as a SchemaSpec tool's spec), how a candidate is judged, and what it must release.
 */
export interface FindingShrinkSpace<C> extends ShrinkSpace<C> {
  /** The case's own point of the space, from its exact args (undefined for an omitted call). */
  start(args: unknown): C;
  /** What the finding carries of a candidate beyond its args. */
  target(candidate: C): ShrinkTarget;
  /** Every oracle on one candidate's JSON text. */
  evaluate(candidate: C, input: CaseInput, watch: CallWatch): Promise<CaseEvaluation<CaseVerdicts | undefined>>;
  /** Kinds whose case is kept as found and never evaluated again (a runtime's HANG or CRASH: each try would wait out the timeout again). */
  readonly keptKinds?: readonly FindingKind[];
  /** True once the producer can judge no more candidates (a runtime that gave up for good). */
  exhausted?(): boolean;
  /** Releases what judging candidates prepared (a SchemaSpec tool's smaller specs, compiled). */
  dispose?(): void;
}

/** The drift to shrink: the tool, the case that showed it and what it showed. */
export interface FoundDrift {
  readonly tool: string;
  readonly generated: GeneratedCase;
  readonly observation: Observation;
}

/** The case's exact args; undefined for an omitted call, or a text that is no JSON (kept as found). */
function argsOf(generated: GeneratedCase): { readonly args: unknown; readonly parsed: boolean } {
  if (generated.omitted === true) return { args: undefined, parsed: false };
  try {
    return { args: parseExactArgs(generated.json), parsed: true };
  } catch {
    return { args: undefined, parsed: false };
  }
}

/** The input of the case as found: its exact text, label-free, with what tells an omitted or as-sent call. */
function startInput(generated: GeneratedCase): CaseInput {
  const asSent = isAsSentCase(generated) ? { source: generated.source, index: generated.index, provider: generated.provider } : {};
  return { ...asSent, json: generated.json, canonical: generated.canonical, ...(generated.omitted === true ? { omitted: true } : {}) };
}

/**
 * The one shrink driver under every producer: reports the unshrunk finding first (a subject that
 * hangs or crashes while shrinking loses nothing), evaluates the case as found (so the finding
 * carries verdicts even when nothing shrinks), then cuts it greedily through the producer's space;
 * a candidate still fails when it shows the same kind and blame. The finding carries the verdicts,
 * explanation and paths of the last evaluation that showed the drift, which is the shrunk case's.
 * An omitted call and an as-sent case are judged once and kept: there are no args to cut, and a
 * smaller as-sent case would no longer be what the provider's model sends.
 */
export async function shrinkFinding<C>(space: FindingShrinkSpace<C>, drift: FoundDrift, ctx: ShrinkContext): Promise<RawFinding> {
  const { tool, generated, observation } = drift;
  const { hooks } = ctx;
  try {
    const { args, parsed } = argsOf(generated);
    const start = space.start(args);
    const base = rawFinding({
      kind: observation.kind,
      blame: observation.blame,
      tool,
      explanation: observation.explanation,
      paths: observation.paths,
      ...space.target(start),
      argsJson: generated.json,
      source: generated.source,
      ...(generated.operator === undefined ? {} : { operator: generated.operator }),
      caseIndex: generated.index,
    });
    if (space.keptKinds?.includes(observation.kind) === true) return { ...base, shrink: NOTHING_TO_SHRINK };
    hooks.finding(base);
    let last: { observation: Observation; verdicts: CaseVerdicts | undefined } | undefined;
    let evaluations = 0;
    const stillFails = async (candidate: C, input: CaseInput): Promise<boolean> => {
      evaluations++;
      hooks.enter('shrink', generated.source, generated.index, input.json);
      try {
        const evaluation = await space.evaluate(candidate, input, hooks);
        const match = evaluation.observations.find((o) => o.kind === observation.kind && o.blame === observation.blame);
        if (match !== undefined) last = { observation: match, verdicts: evaluation.verdicts };
        return match !== undefined;
      } finally {
        hooks.leave();
      }
    };
    await stillFails(start, startInput(generated));
    const fixed = !parsed || isAsSentCase(generated);
    const result = fixed
      ? { shrunk: start, json: generated.json, steps: 0 }
      : await shrinkGreedy(start, space, (candidate, json) => stillFails(candidate, { json, canonical: false }), {
          budget: ctx.budget,
          shouldStop: () => ctx.shouldStop() || space.exhausted?.() === true,
          focus: observation.paths.map((path) => path[0]).filter((key): key is string => typeof key === 'string'),
        });
    return {
      ...base,
      ...space.target(result.shrunk),
      explanation: last?.observation.explanation ?? base.explanation,
      paths: last?.observation.paths ?? base.paths,
      // Nothing shrunk: keep the exact text sent (its whitespace and key order too).
      argsJson: result.steps > 0 ? result.json : generated.json,
      verdicts: last?.verdicts,
      // The label of the original mutation no longer describes a shrunk case: the verdicts carry their own.
      shrink: { steps: result.steps, evaluations, done: true },
    };
  } finally {
    space.dispose?.();
  }
}

/** What an args-only shrink needs: the fixed schema the finding names, and the producer's evaluation. */
export interface ArgsOnlySettings {
  readonly schema: JsonSchema;
  readonly evaluate: (input: CaseInput, watch: CallWatch) => Promise<CaseEvaluation<CaseVerdicts | undefined>>;
  /** True once the runtime gave up for good: shrinking stops too. */
  readonly exhausted: () => boolean;
}

/**
 * The space of a tool whose schema is fixed (a library's, a framework's, an MCP server's): only the
 * args shrink. A HANG or CRASH of its runtime is kept as found: each try would wait out the
 * timeout again, or take the runtime down again.
 */
export function argsOnlyShrinkSpace(settings: ArgsOnlySettings): FindingShrinkSpace<unknown> {
  return {
    ...ARGS_SPACE,
    start: (args) => args,
    target: () => ({ schema: settings.schema }),
    evaluate: (_candidate, input, watch) => settings.evaluate(input, watch),
    keptKinds: ['HANG', 'CRASH'],
    exhausted: settings.exhausted,
  };
}
