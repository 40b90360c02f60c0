import { asSentObservation, type AsSentCase } from '../../cases/asSentSource.ts';
import type { CaseEvaluation } from '../caseEvaluation.ts';

/**
 * What an as-sent case of a JSON-Schema tool shows: the provider's model sends args valid under its
 * view of the schema (null where a key was optional, for OpenAI strict), and the only question is
 * whether the runtime takes them. The schema's own verdict on them is beside the point, so the
 * ordinary observations are replaced by the as-sent one (HANG and CRASH stay: nothing came back).
 */
export function asSentEvaluation(generated: AsSentCase, evaluation: CaseEvaluation, runtimeLabel: string): CaseEvaluation {
  const runtime = evaluation.verdicts?.runtime;
  if (runtime === undefined) return evaluation;
  const observation = asSentObservation(generated, runtime, runtimeLabel);
  const kept = evaluation.observations.filter((o) => o.kind === 'HANG' || o.kind === 'CRASH' || o.kind === 'THROWS');
  return { ...evaluation, observations: observation === undefined ? kept : [...kept, observation], hiddenConstraints: [] };
}
