import { isAsSentCase } from '../../engine/asSentSource.ts';
import type { GeneratedCase } from '../../engine/caseFactory.ts';
import type { CaseEvaluation, CaseInput } from '../../engine/evaluateCase.ts';
import type { ShrinkContext } from '../../engine/preparedTool.ts';
import type { CallWatch } from '../../engine/callWatch.ts';
import type { Observation } from '../../findings/observation.ts';
import { NOTHING_TO_SHRINK, type RawFinding, rawFinding } from '../../findings/rawFinding.ts';
import { argsOnlySpace, shrinkGreedy } from '../../findings/shrinkGreedy.ts';
import { simplerValues } from '../../findings/simplerValues.ts';
import type { CaseVerdicts } from '../../judge/caseVerdicts.ts';
import type { JsonSchema } from '../../model/jsonSchema.ts';

/** What shrinking a JSON-Schema tool's case needs: the tool, its fixed schema, and a fresh evaluation per candidate. */
export interface SchemaToolShrinkSettings {
  readonly tool: string;
  readonly advertised: JsonSchema;
  readonly evaluate: (input: CaseInput, watch: CallWatch) => Promise<CaseEvaluation>;
  /** True once the runtime gave up for good: shrinking stops too. */
  readonly exhausted: () => boolean;
}

function unshrunk(settings: SchemaToolShrinkSettings, generated: GeneratedCase, observation: Observation): RawFinding {
  return rawFinding({
    kind: observation.kind,
    blame: observation.blame,
    tool: settings.tool,
    explanation: observation.explanation,
    paths: observation.paths,
    schema: settings.advertised,
    argsJson: generated.json,
    source: generated.source,
    ...(generated.operator === undefined ? {} : { operator: generated.operator }),
    caseIndex: generated.index,
  });
}

/**
 * Shrinks the args of a case that showed `observation` (the schema is fixed: a library's or a
 * server's) by greedy delta steps: drop keys and items, shorten strings, simpler values. Each step
 * is a fresh runtime call that must show the same kind and blame. A HANG or CRASH is not shrunk
 * (each try would wait out the timeout again), nor is a call without arguments.
 */
export async function shrinkSchemaToolCase(
  settings: SchemaToolShrinkSettings,
  generated: GeneratedCase,
  observation: Observation,
  ctx: ShrinkContext,
): Promise<RawFinding> {
  const base = unshrunk(settings, generated, observation);
  if (observation.kind === 'HANG' || observation.kind === 'CRASH') return { ...base, shrink: NOTHING_TO_SHRINK };
  const { hooks } = ctx;
  // Reported before shrinking: if the runtime hangs or crashes while shrinking, the case is not lost.
  hooks.finding(base);
  let last: { observation: Observation; verdicts: CaseVerdicts | undefined } | undefined;
  const stillFails = async (input: CaseInput): Promise<boolean> => {
    hooks.enter('shrink', generated.source, generated.index, input.json);
    try {
      const evaluation = await settings.evaluate(input, hooks);
      const match = evaluation.observations.find((o) => o.kind === observation.kind && o.blame === observation.blame);
      if (match !== undefined) last = { observation: match, verdicts: evaluation.verdicts };
      return match !== undefined;
    } finally {
      hooks.leave();
    }
  };
  // Evaluate the start once so the finding carries verdicts even when nothing shrinks. An as-sent case
  // keeps its provider (the evaluation tells it by that), and is not shrunk: a smaller case would no
  // longer be what that provider's model sends (strict mode sends every key).
  const asSent = isAsSentCase(generated) ? { source: generated.source, index: generated.index, provider: generated.provider } : {};
  await stillFails({
    ...asSent,
    json: generated.json,
    canonical: generated.canonical,
    ...(generated.omitted === true ? { omitted: true } : {}),
  });
  if (generated.omitted === true || isAsSentCase(generated)) {
    return {
      ...base,
      explanation: last?.observation.explanation ?? base.explanation,
      verdicts: last?.verdicts,
      shrink: { steps: 0, evaluations: 1, done: true },
    };
  }
  const result = await shrinkGreedy(
    JSON.parse(generated.json) as unknown,
    argsOnlySpace(simplerValues),
    (_candidate, json) => stillFails({ json, canonical: false }),
    ctx.budget,
    () => ctx.shouldStop() || settings.exhausted(),
  );
  return {
    ...base,
    explanation: last?.observation.explanation ?? base.explanation,
    paths: last?.observation.paths ?? base.paths,
    // Nothing shrunk: keep the exact text sent (it may hold -0 or 1e400, which a re-serialisation loses).
    argsJson: result.steps > 0 ? result.json : generated.json,
    verdicts: last?.verdicts,
    shrink: { steps: result.steps, evaluations: result.evaluations + 1, done: true },
  };
}
