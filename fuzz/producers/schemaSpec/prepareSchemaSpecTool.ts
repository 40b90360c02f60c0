import type { Ajv } from 'ajv';
import { AsSentSource } from '../../cases/asSentSource.ts';
import type { CallWatch } from '../../tool/callWatch.ts';
import { CaseFactory } from '../../cases/caseFactory.ts';
import { evaluateCase } from './evaluateCase.ts';
import type { PreparedTool } from '../../tool/preparedTool.ts';
import { prepareSpec, type SpecUnderTest } from './specUnderTest.ts';
import type { Provider } from '../../lint/lintTypes.ts';
import type { SchemaSpec } from '../../reference/schemaSpec.ts';
import { shrinkFinding } from '../../shrink/shrinkFinding.ts';
import type { Subject } from '../../subject/subject.ts';
import { focusOnUnnamed, SpecProjections } from './focusOnUnnamed.ts';
import type { SchemaSpecJob } from './schemaSpecJob.ts';
import { shrinkConverterFinding } from './shrinkConverterFinding.ts';
import { specFindingSpace } from './specShrinkSpace.ts';

/** What every SchemaSpec tool of a worker shares: the subject, the ajv to compile with, the campaign's seed and call limit. */
export interface SchemaSpecEnvironment {
  readonly ajv: Ajv;
  readonly subject: Subject;
  readonly seed: number;
  readonly callTimeoutMs: number;
  /** The providers of `run --provider`: each adds as-sent cases (none when empty or absent). */
  readonly asSentProviders?: readonly Provider[];
}

/**
 * A SchemaSpec subject's tool made ready to fuzz: the subject's conversion and the reference's
 * compiled, the boundary probe built, and its case factory. Its findings go through the one shrink
 * driver, over a space that cuts the spec and the args together, re-preparing each smaller spec
 * (the subject's converter runs again on each).
 */
export function prepareSchemaSpecTool(env: SchemaSpecEnvironment, job: SchemaSpecJob, watch: CallWatch): PreparedTool<SchemaSpec> {
  const unit = prepareSpec(env.ajv, env.subject, job.name, job.spec, env.callTimeoutMs, job.body, watch);
  const factory = new CaseFactory(job.name, job.spec, env.seed, unit.compiled.subjectSchema, job.dictionary);
  const asSent = new AsSentSource(unit.compiled.subjectSchema, env.asSentProviders ?? [], env.seed, job.name);
  let projections: SpecProjections | undefined;
  const prepareOther = (spec: SchemaSpec, hooks: CallWatch, body = job.body): SpecUnderTest =>
    prepareSpec(env.ajv, env.subject, job.name, spec, env.callTimeoutMs, body, hooks);

  return {
    name: job.name,
    advertised: unit.compiled.subjectSchema,
    satisfiable: factory.satisfiable,
    dictionarySize: factory.dictionarySize,
    supports: (source) => (source === 'as-sent' ? asSent.supported : factory.supports(source)),
    make: (source, index) => (source === 'as-sent' ? asSent.make(index) : factory.make(source, index)),
    // An as-sent case (what a provider makes the model send) is judged by validateArgs alone, in the one evaluation.
    evaluate: (input, caseWatch) => evaluateCase(unit, input, caseWatch),
    schemaFinding: (ctx) =>
      unit.compiled.converterProblems.length > 0 ? shrinkConverterFinding(job, unit, ctx, prepareOther) : Promise.resolve(undefined),
    async refine(observation, generated, ctx) {
      if (observation.kind !== 'UNACTIONABLE_MESSAGE') return undefined;
      projections ??= new SpecProjections(job, prepareOther);
      return focusOnUnnamed(observation, generated, projections, ctx.hooks);
    },
    shrink: (generated, observation, ctx, startSpec = job.spec) =>
      shrinkFinding(
        specFindingSpace({ unit, startSpec, prepare: (spec, hooks) => prepareOther(spec, hooks), evaluate: evaluateCase }),
        { tool: job.name, generated, observation },
        ctx,
      ),
    dispose() {
      unit.compiled.dispose();
      projections?.dispose();
      projections = undefined;
    },
  };
}
