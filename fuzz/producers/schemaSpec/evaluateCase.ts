import { describeError } from '../../errors/describeError.ts';
import type { BodyObservation, CaseVerdicts } from '../../judge/caseVerdicts.ts';
import type { CaseEvaluation, CaseInput } from '../../tool/caseEvaluation.ts';
import { judgeCase } from '../../judge/judgeCase.ts';
import { toAjvErrors } from '../../schema/ajvErrors.ts';
import { asRuntimeVerdict, runValidator } from './oracles/validatorVerdict.ts';
import { withTimeout } from '../../tool/withTimeout.ts';
import { type CallWatch, UNWATCHED } from '../../tool/callWatch.ts';
import type { SpecUnderTest } from './specUnderTest.ts';

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

/** Runs the case through the reference, ajv on the subject's schema, validateArgs, the boundary probe and the real body, then the judge. */
export async function evaluateCase(
  unit: SpecUnderTest,
  input: CaseInput,
  watch: CallWatch = UNWATCHED,
): Promise<CaseEvaluation<CaseVerdicts>> {
  const { spec, referenceValidate, subjectValidate, converterProblems, keysRenamed } = unit.compiled;
  const args: unknown = JSON.parse(input.json);
  const baseline = input.canonical ? input.json : JSON.stringify(args);
  // Renamed before validateArgs runs, so a subject that mutates args cannot skew the reference.
  const renamed = unit.compiled.ajvArgs(args);
  const referenceValid = referenceValidate(renamed) as boolean;
  const reference = { valid: referenceValid, errors: referenceValid ? [] : toAjvErrors(spec, referenceValidate.errors, keysRenamed) };
  // The advertised schema of a SchemaSpec tool is the subject's conversion.
  let advertised: CaseVerdicts['advertised'];
  if (subjectValidate === undefined) advertised = { unavailable: converterProblems[0] ?? 'the converted schema is unusable' };
  // The subject's conversion is the reference's: the same compiled function gives the same verdict.
  else if (subjectValidate === referenceValidate) advertised = reference;
  else {
    const valid = subjectValidate(renamed) as boolean;
    advertised = { valid, errors: valid ? [] : toAjvErrors(spec, subjectValidate.errors, keysRenamed) };
  }
  watch.call('validator');
  const validateArgs = runValidator(unit.subject, spec, args, baseline);
  watch.done();
  let boundary: CaseVerdicts['boundary'];
  if (unit.probe !== undefined) {
    const probeArgs = validateArgs.mutated ? JSON.parse(input.json) : args;
    watch.call('boundary');
    boundary = await unit.probe.observe(probeArgs, baseline, unit.callTimeoutMs);
    watch.done();
  } else if (unit.probeUnavailable !== undefined) boundary = { unavailable: unit.probeUnavailable };
  if (referenceValid && unit.body !== undefined) watch.call('body');
  const body = referenceValid ? await runBody(unit, input.json) : undefined;
  watch.done();
  const verdicts: CaseVerdicts = {
    advertised,
    runtime: asRuntimeVerdict(validateArgs),
    ...(input.expected === undefined ? {} : { expected: input.expected }),
    reference,
    ...(boundary === undefined ? {} : { boundary }),
    ...(body === undefined ? {} : { body }),
  };
  const { observations, hiddenConstraints, contractValid } = judgeCase({
    ...verdicts,
    runtimeLabel: 'validateArgs',
    // Unused: the reference semantics say whom a disagreement blames.
    blame: 'validator',
  });
  return { verdicts, observations, referenceValid: contractValid, hiddenConstraints };
}
