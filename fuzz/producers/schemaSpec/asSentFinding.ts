import type { AsSentCase } from '../../engine/asSentSource.ts';
import { evaluateCase } from '../../engine/evaluateCase.ts';
import type { SpecUnderTest } from '../../engine/specUnderTest.ts';
import type { ToolRunHooks } from '../../engine/toolRunHooks.ts';
import type { Observation } from '../../findings/observation.ts';
import { NOTHING_TO_SHRINK, type RawFinding, rawFinding } from '../../findings/rawFinding.ts';
import type { SchemaSpecJob } from './schemaSpecJob.ts';

/**
 * The finding of an as-sent case, not shrunk: a smaller case must still be what the provider's
 * view allows (under openai-strict every key stays, as null or a value), and the case is already
 * what one model call sends. Evaluated once more for the verdicts the report shows.
 */
export async function asSentFinding(
  unit: SpecUnderTest,
  job: SchemaSpecJob,
  generated: AsSentCase,
  observation: Observation,
  hooks: ToolRunHooks,
): Promise<RawFinding> {
  hooks.enter('shrink', generated.source, generated.index, generated.json);
  let verdicts: RawFinding['verdicts'];
  try {
    verdicts = (await evaluateCase(unit, generated, hooks)).verdicts;
  } finally {
    hooks.leave();
  }
  return rawFinding({
    kind: observation.kind,
    blame: observation.blame,
    tool: job.name,
    explanation: observation.explanation,
    paths: observation.paths,
    spec: job.spec,
    argsJson: generated.json,
    source: 'as-sent',
    caseIndex: generated.index,
    verdicts,
    shrink: NOTHING_TO_SHRINK,
  });
}
