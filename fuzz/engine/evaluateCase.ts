import { describeError } from '../errors/describeError.ts';
import { classifyCase } from '../findings/classifyCase.ts';
import type { Observation } from '../findings/observation.ts';
import type { BodyObservation, Verdicts } from '../findings/verdicts.ts';
import type { CaseLabel } from '../model/caseLabel.ts';
import { toAjvErrors } from '../oracles/ajvErrors.ts';
import { runValidator } from '../oracles/validatorVerdict.ts';
import { withTimeout } from '../oracles/withTimeout.ts';
import { type CallWatch, UNWATCHED } from './callWatch.ts';
import { hiddenConstraintsOf } from './hiddenConstraintsOf.ts';
import type { SpecUnderTest } from './specUnderTest.ts';

export type { CallPhase, CallWatch } from './callWatch.ts';

export type { CaseLabel } from '../model/caseLabel.ts';

/** One case as the oracles receive it: the model's JSON text, and its label when it has one. */
export interface CaseInput {
  /** The args as JSON text; `''` when `omitted` (a finding's argsJson for an omitted call, which is how a replay sees it). */
  readonly json: string;
  /** Whether `json` is what JSON.stringify gives for its own parse (false when it holds 1e400 literals). */
  readonly canonical: boolean;
  /** The model sent no `arguments` at all (a JSON-Schema tool's violator): there is no JSON to parse. */
  readonly omitted?: true;
  readonly expected?: CaseLabel;
}

/** Every oracle's verdict on one case, and the drifts they show (`V`: a SchemaSpec tool's verdicts, or a producer's own). */
export interface CaseEvaluation<V = Verdicts> {
  readonly verdicts: V;
  readonly observations: Observation[];
  /** What the reference semantics say of the case: checked against a labelled case's expected verdict. */
  readonly referenceValid: boolean;
  /** Constraints only code holds that this case ran into (a body's own check), each without the offending value. */
  readonly hiddenConstraints: readonly string[];
}

function isInvalidArgs(thrown: unknown): boolean {
  try {
    return (thrown as { code?: unknown } | null)?.code === 'INVALID_ARGS';
  } catch {
    return false;
  }
}

async function runBody(unit: SpecUnderTest, json: string): Promise<BodyObservation | undefined> {
  const body = unit.body;
  if (body === undefined) return undefined;
  let pending: unknown;
  try {
    pending = body.execute(JSON.parse(json), body.ctx);
  } catch (thrown) {
    pending = Promise.reject(thrown);
  }
  const settled = await withTimeout(Promise.resolve(pending), unit.callTimeoutMs);
  if (settled.status === 'timeout') return { outcome: 'timeout' };
  if (settled.status === 'fulfilled') return { outcome: 'resolved' };
  if (isInvalidArgs(settled.reason))
    return { outcome: 'hidden-constraint', message: describeError(settled.reason).replace(/^\w*Error: /, '') };
  return { outcome: 'crashed', error: describeError(settled.reason) };
}

/** Runs the case through the reference, ajv on the subject's schema, validateArgs, the boundary probe and the real body. */
export async function evaluateCase(unit: SpecUnderTest, input: CaseInput, watch: CallWatch = UNWATCHED): Promise<CaseEvaluation> {
  const { spec, referenceValidate, subjectValidate, converterProblems, keysRenamed } = unit.compiled;
  const args: unknown = JSON.parse(input.json);
  const baseline = input.canonical ? input.json : JSON.stringify(args);
  // Renamed before validateArgs runs, so a subject that mutates args cannot skew the reference.
  const renamed = unit.compiled.ajvArgs(args);
  const referenceValid = referenceValidate(renamed) as boolean;
  const reference = { valid: referenceValid, errors: referenceValid ? [] : toAjvErrors(spec, referenceValidate.errors, keysRenamed) };
  let ajv: Verdicts['ajv'];
  if (subjectValidate === undefined) ajv = { unavailable: converterProblems[0] ?? 'the converted schema is unusable' };
  // The subject's conversion is the reference's: the same compiled function gives the same verdict.
  else if (subjectValidate === referenceValidate) ajv = reference;
  else {
    const valid = subjectValidate(renamed) as boolean;
    ajv = { valid, errors: valid ? [] : toAjvErrors(spec, subjectValidate.errors, keysRenamed) };
  }
  watch.call('validator');
  const validateArgs = runValidator(unit.subject, spec, args, baseline);
  watch.done();
  let boundary: Verdicts['boundary'];
  if (unit.probe !== undefined) {
    const probeArgs = validateArgs.mutated ? JSON.parse(input.json) : args;
    watch.call('boundary');
    boundary = await unit.probe.observe(probeArgs, baseline, unit.callTimeoutMs);
    watch.done();
  } else if (unit.probeUnavailable !== undefined) boundary = { unavailable: unit.probeUnavailable };
  if (referenceValid && unit.body !== undefined) watch.call('body');
  const body = referenceValid ? await runBody(unit, input.json) : undefined;
  watch.done();
  const verdicts: Verdicts = {
    validateArgs,
    ajv,
    reference,
    ...(input.expected === undefined ? {} : { expected: input.expected }),
    ...(boundary === undefined ? {} : { boundary }),
    ...(body === undefined ? {} : { body }),
  };
  return {
    verdicts,
    observations: classifyCase(verdicts),
    referenceValid,
    hiddenConstraints: body?.outcome === 'hidden-constraint' ? hiddenConstraintsOf(body.message) : [],
  };
}
