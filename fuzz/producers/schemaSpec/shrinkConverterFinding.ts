import type { CallWatch } from '../../tool/callWatch.ts';
import type { ShrinkContext } from '../../tool/preparedTool.ts';
import type { SpecUnderTest } from './specUnderTest.ts';
import { type RawFinding, rawFinding } from '../../findings/rawFinding.ts';
import type { SchemaSpec } from '../../reference/schemaSpec.ts';
import { shrinkGreedy } from '../../shrink/shrinkGreedy.ts';
import type { SchemaSpecJob } from './schemaSpecJob.ts';
import { SPEC_SHRINK_SPACE } from './specShrinkSpace.ts';

/**
 * The CONVERTER_INVALID finding of a spec whose conversion breaks the tool-layer shape, with the
 * spec shrunk (through the one shrink space of SchemaSpec tools, args left empty) to the smallest
 * whose conversion is still broken. Reported unshrunk first, like every finding.
 */
export async function shrinkConverterFinding(
  job: SchemaSpecJob,
  unit: SpecUnderTest,
  ctx: ShrinkContext,
  prepareOther: (spec: SchemaSpec, watch: CallWatch, body?: undefined) => SpecUnderTest,
): Promise<RawFinding> {
  const { hooks } = ctx;
  const problem = unit.compiled.converterProblems[0] as string;
  const base = rawFinding({
    kind: 'CONVERTER_INVALID',
    blame: 'converter',
    tool: job.name,
    explanation: `the converted schema ${problem.startsWith('the ') ? `is wrong: ${problem}` : problem}`,
    paths: [],
    spec: job.spec,
    argsJson: '{}',
    source: 'spec',
    caseIndex: 0,
  });
  hooks.finding(base);
  let lastProblem = problem;
  let lastProblems = unit.compiled.converterProblems;
  let lastSchema = unit.compiled.subjectSchema;
  const result = await shrinkGreedy(
    { spec: job.spec, args: {} },
    SPEC_SHRINK_SPACE,
    async (candidate) => {
      hooks.enter('shrink', 'spec', 0, '{}');
      const prepared = prepareOther(candidate.spec, hooks, undefined);
      prepared.compiled.dispose();
      hooks.leave();
      const first = prepared.compiled.converterProblems[0];
      if (first !== undefined) {
        lastProblem = first;
        lastProblems = prepared.compiled.converterProblems;
        lastSchema = prepared.compiled.subjectSchema;
      }
      return first !== undefined;
    },
    { budget: ctx.budget, shouldStop: ctx.shouldStop },
  );
  return {
    ...base,
    explanation: `the converted schema breaks the tool-layer shape: ${lastProblem}`,
    spec: result.shrunk.spec,
    converter: { problems: lastProblems, schema: lastSchema },
    shrink: { steps: result.steps, evaluations: result.evaluations, done: true },
  };
}
