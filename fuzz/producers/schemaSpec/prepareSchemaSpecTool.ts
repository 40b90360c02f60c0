import type { Ajv } from 'ajv';
import { CaseFactory, type GeneratedCase } from '../../engine/caseFactory.ts';
import type { CallWatch } from '../../engine/callWatch.ts';
import { evaluateCase } from '../../engine/evaluateCase.ts';
import type { PreparedTool, ShrinkContext } from '../../engine/preparedTool.ts';
import { prepareSpec, type SpecUnderTest } from '../../engine/specUnderTest.ts';
import type { Observation } from '../../findings/observation.ts';
import { type RawFinding, rawFinding } from '../../findings/rawFinding.ts';
import { shrinkCase, type ShrinkableCase } from '../../findings/shrinkCase.ts';
import type { SchemaSpec } from '../../reference/schemaSpec.ts';
import type { Subject } from '../../subject/subject.ts';
import type { Provider } from '../../lint/lintTypes.ts';
import { focusOnUnnamed, SpecProjections } from './focusOnUnnamed.ts';
import { AsSentSource, asSentObservation, isAsSentCase } from '../../engine/asSentSource.ts';
import { asSentFinding } from './asSentFinding.ts';
import type { SchemaSpecJob } from './schemaSpecJob.ts';

/** What every SchemaSpec tool of a worker shares: the subject, the ajv to compile with, the campaign's seed and call limit. */
export interface SchemaSpecEnvironment {
  readonly ajv: Ajv;
  readonly subject: Subject;
  readonly seed: number;
  readonly callTimeoutMs: number;
  /** The providers of `run --provider`: each adds as-sent cases (none when empty or absent). */
  readonly asSentProviders?: readonly Provider[];
}

/** The finding a shrink starts from before it has shrunk anything: what a crash while shrinking leaves behind. */
function unshrunk(job: SchemaSpecJob, generated: GeneratedCase, observation: Observation, spec: SchemaSpec): RawFinding {
  return rawFinding({
    kind: observation.kind,
    blame: observation.blame,
    tool: job.name,
    explanation: observation.explanation,
    paths: observation.paths,
    spec,
    argsJson: generated.json,
    source: generated.source,
    ...(generated.operator === undefined ? {} : { operator: generated.operator }),
    caseIndex: generated.index,
  });
}

/**
 * A SchemaSpec subject's tool made ready to fuzz: the subject's conversion and the reference's
 * compiled, the boundary probe built, and its case factory. Shrinking cuts the spec and the args
 * together, re-preparing each smaller spec (the subject's converter runs again on each).
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
    async evaluate(input, caseWatch) {
      const evaluation = await evaluateCase(unit, input, caseWatch);
      if (!isAsSentCase(input)) return evaluation;
      // What the provider makes the model send is judged by the runtime alone.
      const observation = asSentObservation(input, evaluation.verdicts.runtime);
      return { ...evaluation, observations: observation === undefined ? [] : [observation] };
    },
    schemaFinding: (ctx) =>
      unit.compiled.converterProblems.length > 0 ? shrinkConverterFinding(job, unit, ctx, prepareOther) : Promise.resolve(undefined),
    async refine(observation, generated, ctx) {
      if (observation.kind !== 'UNACTIONABLE_MESSAGE') return undefined;
      projections ??= new SpecProjections(job, prepareOther);
      return focusOnUnnamed(observation, generated, projections, ctx.hooks);
    },
    shrink: (generated, observation, ctx, start = job.spec) =>
      isAsSentCase(generated)
        ? asSentFinding(unit, job, generated, observation, ctx.hooks)
        : shrinkCaseFinding(job, unit, generated, observation, ctx, start, prepareOther),
    dispose() {
      unit.compiled.dispose();
      projections?.dispose();
      projections = undefined;
    },
  };
}

async function shrinkCaseFinding(
  job: SchemaSpecJob,
  unit: SpecUnderTest,
  generated: GeneratedCase,
  observation: Observation,
  ctx: ShrinkContext,
  startSpec: SchemaSpec,
  prepareOther: (spec: SchemaSpec, watch: CallWatch) => SpecUnderTest,
): Promise<RawFinding> {
  const { hooks } = ctx;
  const base = unshrunk(job, generated, observation, startSpec);
  // Reported before shrinking: if the subject hangs or crashes while shrinking, the case is not lost.
  hooks.finding(base);
  const units = new Map<string, SpecUnderTest>([[JSON.stringify(job.spec), unit]]);
  const unitFor = (spec: SchemaSpec): SpecUnderTest => {
    const id = JSON.stringify(spec);
    let prepared = units.get(id);
    if (prepared === undefined) {
      prepared = prepareOther(spec, hooks);
      units.set(id, prepared);
    }
    return prepared;
  };
  let last: { observation: Observation; verdicts: RawFinding['verdicts'] } | undefined;
  const stillFails = async (candidate: ShrinkableCase, json: string): Promise<boolean> => {
    hooks.enter('shrink', generated.source, generated.index, json);
    try {
      const evaluation = await evaluateCase(unitFor(candidate.spec), { json, canonical: false }, hooks);
      const match = evaluation.observations.find((o) => o.kind === observation.kind && o.blame === observation.blame);
      if (match !== undefined) last = { observation: match, verdicts: evaluation.verdicts };
      return match !== undefined;
    } finally {
      hooks.leave();
    }
  };
  try {
    const start = { spec: startSpec, args: JSON.parse(generated.json) as unknown };
    // Evaluate the start once so the finding carries verdicts even when nothing shrinks.
    await stillFails(start, generated.json);
    const focus = observation.paths.map((path) => path[0]).filter((key): key is string => typeof key === 'string');
    const result = await shrinkCase(start, stillFails, ctx.budget, ctx.shouldStop, focus);
    if (result.steps > 0) await stillFails(result.shrunk, result.json);
    return {
      ...base,
      explanation: last?.observation.explanation ?? base.explanation,
      paths: last?.observation.paths ?? base.paths,
      spec: result.shrunk.spec,
      argsJson: result.json,
      verdicts: last?.verdicts,
      // The label of the original mutation no longer describes a shrunk case: keep the verdicts' own.
      shrink: { steps: result.steps, evaluations: result.evaluations, done: true },
    };
  } finally {
    for (const prepared of units.values()) if (prepared !== unit) prepared.compiled.dispose();
  }
}

async function shrinkConverterFinding(
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
  const result = await shrinkCase(
    { spec: job.spec, args: {} },
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
    ctx.budget,
    ctx.shouldStop,
  );
  return {
    ...base,
    explanation: `the converted schema breaks the tool-layer shape: ${lastProblem}`,
    spec: result.shrunk.spec,
    converter: { problems: lastProblems, schema: lastSchema },
    shrink: { steps: result.steps, evaluations: result.evaluations, done: true },
  };
}
