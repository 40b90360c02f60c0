import type { Ajv } from 'ajv';
import { defineOwn, hasOwn } from '../json/ownProperty.ts';
import { isJsonObject } from '../json/jsonTypes.ts';
import type { PropSpec } from '../reference/schemaSpec.ts';
import { toCaseJson } from './caseJson.ts';
import { specIsSatisfiable } from '../arbitraries/satisfiable.ts';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { Observation } from '../findings/observation.ts';
import type { RawFinding } from '../findings/rawFinding.ts';
import { shrinkCase, type ShrinkableCase } from '../findings/shrinkCase.ts';
import { CASE_SOURCES, type CaseSource } from '../model/caseSource.ts';
import type { Subject } from '../subject/subject.ts';
import type { GeneratedCase } from './caseFactory.ts';
import { PreparedToolCache } from './preparedToolCache.ts';
import type { CallWatch } from './callWatch.ts';
import { evaluateCase } from './evaluateCase.ts';
import { hiddenConstraintsOf } from './hiddenConstraintsOf.ts';
import { prepareSpec, type RealBody, type SpecUnderTest } from './specUnderTest.ts';

/** One tool to fuzz. */
export interface ToolJob {
  readonly name: string;
  readonly spec: SchemaSpec;
  readonly body?: RealBody;
}

/** The campaign-wide settings one tool's run needs. */
export interface ToolRunSettings {
  readonly seed: number;
  /** The case indexes to run for every case source: [from, to). A campaign runs a tool in slices. */
  readonly range: { readonly from: number; readonly to: number };
  /** `KIND/blame` drifts already found on this tool in an earlier slice: counted, not shrunk again. */
  readonly known?: ReadonlySet<string>;
  readonly callTimeoutMs: number;
  /** True once the wall-clock budget is spent or the run was interrupted. */
  readonly shouldStop: () => boolean;
  /** When shrinking must give up (default: shouldStop); shrinking may outlast the case budget a little. */
  readonly shouldStopShrinking?: () => boolean;
  /** Evaluations a shrink may spend. */
  readonly shrinkBudget?: number;
  /** Start at this case, skipping all before it (after a hang or crash on the previous one). */
  readonly resumeAt?: { readonly source: CaseSource; readonly index: number };
  /** Do not check the converter (it hung or crashed on this spec before). */
  readonly skipConverter?: boolean;
}

/** Where a tool's run reports as it goes, so a crash or hang later loses nothing already found. */
export interface ToolRunHooks extends CallWatch {
  /** Called before a subject call that might never return: `phase` and the case JSON identify it. */
  enter(phase: 'case' | 'shrink' | 'convert', source: CaseSource | 'spec', index: number, json: string): void;
  /** The case is over (no subject call runs). */
  leave(): void;
  finding(finding: RawFinding): void;
}

/** A body constraint the JSON Schema cannot show, with one example that hit it. */
export interface HiddenConstraint {
  readonly tool: string;
  readonly message: string;
  readonly exampleJson: string;
}

/** What one tool's run did, beyond its findings. */
export interface ToolRunStats {
  readonly tool: string;
  readonly cases: Record<CaseSource, number>;
  /** Cases per (source or mutation operator) that showed some drift. */
  readonly drifting: Record<string, number>;
  readonly byOperator: Record<string, number>;
  readonly satisfiable: boolean;
  /** Labelled cases the reference disagreed with: a toolfuzz bug if ever non-zero. */
  readonly labelMismatches: number;
  readonly hiddenConstraints: HiddenConstraint[];
  readonly stopped: boolean;
  /** Cases per already-known `KIND/blame` drift in this slice. */
  readonly knownOccurrences: Record<string, number>;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

const NO_HOOKS: ToolRunHooks = { enter() {}, call() {}, done() {}, leave() {}, finding() {} };

function key(observation: Observation): string {
  return `${observation.kind}/${observation.blame}`;
}

/** Runs every case source against one tool, shrinking the first case of each drift it sees. */
export async function runTool(
  ajv: Ajv,
  subject: Subject,
  job: ToolJob,
  settings: ToolRunSettings,
  hooks: ToolRunHooks = NO_HOOKS,
  cache?: PreparedToolCache,
): Promise<ToolRunStats> {
  hooks.enter('convert', 'spec', 0, '{}');
  // Without a cache the prepared tool lives for this call only.
  const ownCache = cache ?? new PreparedToolCache(ajv, subject, settings.seed, settings.callTimeoutMs, 1);
  const { unit, factory } = ownCache.get(job, hooks);
  hooks.leave();
  const cases: Record<CaseSource, number> = { valid: 0, faker: 0, violator: 0, loose: 0 };
  const drifting: Record<string, number> = {};
  const byOperator: Record<string, number> = {};
  const seen = new Map<string, { finding: RawFinding; count: number }>();
  const hidden = new Map<string, HiddenConstraint>();
  let labelMismatches = 0;
  let stopped = false;
  const factorySatisfiable = specIsSatisfiable(job.spec);
  const known = settings.known ?? new Set<string>();
  const projections = new Projections(ajv, subject, job, settings, hooks);
  const knownOccurrences: Record<string, number> = {};
  try {
    if (unit.compiled.converterProblems.length > 0 && settings.skipConverter !== true && !known.has('CONVERTER_INVALID/converter')) {
      const finding = await shrinkConverterFinding(ajv, subject, job, settings, unit, hooks);
      seen.set('CONVERTER_INVALID/converter', { finding, count: 1 });
    }
    const resume = settings.resumeAt;
    const firstSource = resume === undefined ? 0 : CASE_SOURCES.indexOf(resume.source);
    for (const source of CASE_SOURCES.slice(firstSource)) {
      if (!factory.supports(source)) continue;
      const firstIndex = resume !== undefined && source === resume.source ? resume.index : settings.range.from;
      for (let index = firstIndex; index < settings.range.to; index++) {
        if ((index & 15) === 0) {
          if (settings.shouldStop()) {
            stopped = true;
            break;
          }
          // Let the event loop turn: a timer or rejection the subject left behind fires now, on its own case.
          await yieldToEventLoop();
        }
        const generated = factory.make(source, index);
        if (generated === undefined) continue;
        hooks.enter('case', source, index, generated.json);
        const { verdicts, observations } = await evaluateCase(unit, generated, hooks);
        hooks.leave();
        cases[source]++;
        if (generated.operator !== undefined) byOperator[generated.operator] = (byOperator[generated.operator] ?? 0) + 1;
        if (generated.expected !== undefined && generated.expected.valid !== verdicts.reference.valid) labelMismatches++;
        if (verdicts.body?.outcome === 'hidden-constraint') {
          for (const constraint of hiddenConstraintsOf(verdicts.body.message)) {
            const example = hidden.get(constraint);
            // Keep the smallest example: the one a reader understands at a glance.
            if (example === undefined || generated.json.length < example.exampleJson.length) {
              hidden.set(constraint, { tool: job.name, message: constraint, exampleJson: generated.json });
            }
          }
        }
        if (observations.length === 0) continue;
        const bucket = generated.operator ?? source;
        drifting[bucket] = (drifting[bucket] ?? 0) + 1;
        for (const seenObservation of observations) {
          const refined = seenObservation.kind === 'UNACTIONABLE_MESSAGE' ? await focusOnUnnamed(seenObservation, generated, projections, hooks) : undefined;
          const observation = refined?.observation ?? seenObservation;
          const caseToShrink = refined?.generated ?? generated;
          const specToShrink = refined?.spec ?? job.spec;
          if (known.has(key(observation))) {
            knownOccurrences[key(observation)] = (knownOccurrences[key(observation)] ?? 0) + 1;
            continue;
          }
          const seenBefore = seen.get(key(observation));
          if (seenBefore !== undefined) {
            seenBefore.count++;
            continue;
          }
          const finding = await shrinkCaseFinding(ajv, subject, job, settings, unit, caseToShrink, observation, hooks, specToShrink);
          seen.set(key(observation), { finding, count: 1 });
        }
      }
      if (stopped) break;
    }
  } finally {
    if (cache === undefined) ownCache.clear();
    projections.dispose();
  }
  await yieldToEventLoop();
  for (const { finding, count } of seen.values()) hooks.finding({ ...finding, occurrences: count });
  return {
    tool: job.name,
    cases,
    drifting,
    byOperator,
    satisfiable: factorySatisfiable,
    labelMismatches,
    hiddenConstraints: [...hidden.values()],
    stopped,
    knownOccurrences,
  };
}

async function shrinkCaseFinding(
  ajv: Ajv,
  subject: Subject,
  job: ToolJob,
  settings: ToolRunSettings,
  unit: SpecUnderTest,
  generated: GeneratedCase,
  observation: Observation,
  hooks: ToolRunHooks,
  startSpec: SchemaSpec,
): Promise<RawFinding> {
  const base: RawFinding = {
    kind: observation.kind,
    blame: observation.blame,
    tool: job.name,
    explanation: observation.explanation,
    paths: observation.paths,
    spec: startSpec,
    argsJson: generated.json,
    verdicts: undefined,
    source: generated.source,
    ...(generated.operator === undefined ? {} : { operator: generated.operator }),
    caseIndex: generated.index,
    occurrences: 1,
    shrink: { steps: 0, evaluations: 0, done: false },
  };
  // Reported before shrinking: if the subject hangs or crashes while shrinking, the case is not lost.
  hooks.finding(base);
  const units = new Map<string, SpecUnderTest>([[JSON.stringify(job.spec), unit]]);
  const unitFor = (spec: SchemaSpec): SpecUnderTest => {
    const id = JSON.stringify(spec);
    let prepared = units.get(id);
    if (prepared === undefined) {
      prepared = prepareSpec(ajv, subject, job.name, spec, settings.callTimeoutMs, job.body, hooks);
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
    const result = await shrinkCase(start, stillFails, settings.shrinkBudget, settings.shouldStopShrinking ?? settings.shouldStop, focus);
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
  ajv: Ajv,
  subject: Subject,
  job: ToolJob,
  settings: ToolRunSettings,
  unit: SpecUnderTest,
  hooks: ToolRunHooks,
): Promise<RawFinding> {
  const problem = unit.compiled.converterProblems[0] as string;
  const base: RawFinding = {
    kind: 'CONVERTER_INVALID',
    blame: 'converter',
    tool: job.name,
    explanation: `the converted schema ${problem.startsWith('the ') ? `is wrong: ${problem}` : problem}`,
    paths: [],
    spec: job.spec,
    argsJson: '{}',
    verdicts: undefined,
    source: 'spec',
    caseIndex: 0,
    occurrences: 1,
    shrink: { steps: 0, evaluations: 0, done: false },
  };
  hooks.finding(base);
  let lastProblem = problem;
  let lastProblems = unit.compiled.converterProblems;
  let lastSchema = unit.compiled.subjectSchema;
  const result = await shrinkCase(
    { spec: job.spec, args: {} },
    async (candidate) => {
      hooks.enter('shrink', 'spec', 0, '{}');
      const prepared = prepareSpec(ajv, subject, job.name, candidate.spec, settings.callTimeoutMs, undefined, hooks);
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
    settings.shrinkBudget,
    settings.shouldStopShrinking ?? settings.shouldStop,
  );
  return {
    ...base,
    explanation: `the converted schema breaks the ADR: ${lastProblem}`,
    spec: result.shrunk.spec,
    converter: { problems: lastProblems, schema: lastSchema },
    shrink: { steps: result.steps, evaluations: result.evaluations, done: true },
  };
}

/** Specs cut down to one top-level key, prepared once per key (see focusOnUnnamed). */
class Projections {
  readonly #units = new Map<string, SpecUnderTest>();

  constructor(
    private readonly ajv: Ajv,
    private readonly subject: Subject,
    private readonly job: ToolJob,
    private readonly settings: ToolRunSettings,
    private readonly watch: CallWatch,
  ) {}

  /** The tool's spec with only `key` declared. */
  unitFor(key: string): SpecUnderTest {
    let unit = this.#units.get(key);
    if (unit === undefined) {
      const spec: Record<string, PropSpec> = {};
      defineOwn(spec, key, this.job.spec[key] as PropSpec);
      unit = prepareSpec(this.ajv, this.subject, this.job.name, spec, this.settings.callTimeoutMs, this.job.body, this.watch);
      this.#units.set(key, unit);
    }
    return unit;
  }

  dispose(): void {
    for (const unit of this.#units.values()) unit.compiled.dispose();
  }
}

/**
 * An unnamed fault among several may be a fault validateArgs missed, not one it described badly.
 * Cut the case down to the unnamed fault's top-level key: if validateArgs then accepts what the
 * reference rejects, that accept is the real drift, and the cut case is the one to shrink.
 */
async function focusOnUnnamed(
  observation: Observation,
  generated: GeneratedCase,
  projections: Projections,
  hooks: ToolRunHooks,
): Promise<{ observation: Observation; generated: GeneratedCase; spec: SchemaSpec } | undefined> {
  const args: unknown = JSON.parse(generated.json);
  if (!isJsonObject(args)) return undefined;
  for (const path of observation.paths) {
    const top = path[0];
    if (typeof top !== 'string' || !hasOwn(args, top)) continue;
    const cut: Record<string, unknown> = {};
    defineOwn(cut, top, args[top]);
    const json = toCaseJson(cut, generated.canonical === false);
    hooks.enter('shrink', generated.source, generated.index, json);
    const evaluation = await evaluateCase(projections.unitFor(top), { json, canonical: generated.canonical }, hooks);
    hooks.leave();
    const missed = evaluation.observations.find((o) => o.blame === 'validator' && (o.kind === 'FALSE_ACCEPT' || o.kind === 'VIOLATOR_ACCEPTED'));
    if (missed !== undefined) {
      const { expected: _expected, ...rest } = generated;
      return { observation: missed, generated: { ...rest, json }, spec: projections.unitFor(top).compiled.spec };
    }
  }
  return undefined;
}
