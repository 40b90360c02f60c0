import { describeError } from '../../errors/describeError.ts';
import type { BodyObservation, CaseVerdicts } from '../../judge/caseVerdicts.ts';
import type { CaseEvaluation, CaseInput } from '../../tool/caseEvaluation.ts';
import { toAjvErrors } from '../../schema/ajvErrors.ts';
import { asRuntimeVerdict, runValidator } from './oracles/validatorVerdict.ts';
import { withTimeout } from '../../tool/withTimeout.ts';
import { type CallWatch, UNWATCHED } from '../../tool/callWatch.ts';
import {
  type ContractJudgement,
  evaluateSchemaToolCase,
  type HandedArgs,
  type SchemaToolOracles,
} from '../../tool/schemaTool/evaluateSchemaToolCase.ts';
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

/** The reference semantics and the subject's conversion on one call's text (an omitted call: on `{}`), both compiled once per spec. */
function contractOf(unit: SpecUnderTest, json: string | undefined): ContractJudgement {
  const { spec, referenceValidate, subjectValidate, converterProblems, keysRenamed } = unit.compiled;
  const args: unknown = json === undefined ? {} : JSON.parse(json);
  // Renamed (a copy) and judged before validateArgs runs: a subject that mutates args cannot skew the reference.
  const renamed = unit.compiled.ajvArgs(args);
  const referenceValid = referenceValidate(renamed) as boolean;
  const reference = { valid: referenceValid, errors: referenceValid ? [] : toAjvErrors(spec, referenceValidate.errors, keysRenamed) };
  // ajv leaves its data as it is: validateArgs may take this very parse.
  const untouched = { args };
  // The advertised schema of a SchemaSpec tool is the subject's conversion.
  if (subjectValidate === undefined)
    return { advertised: { unavailable: converterProblems[0] ?? 'the converted schema is unusable' }, reference, untouched };
  // The subject's conversion is the reference's: the same compiled function gives the same verdict.
  if (subjectValidate === referenceValidate) return { advertised: reference, reference, untouched };
  const valid = subjectValidate(renamed) as boolean;
  return { advertised: { valid, errors: valid ? [] : toAjvErrors(spec, subjectValidate.errors, keysRenamed) }, reference, untouched };
}

/**
 * A SchemaSpec tool's oracles for the one evaluation: the reference and the subject's conversion
 * as the contract, `validateArgs` as the runtime (with what it did to its args), the boundary probe
 * through the subject's defineTool and, in a safe context, the real body.
 *
 * A call without `arguments` reaches validateArgs as `{}`. The tool layer's harness hands
 * validateArgs whatever its registry's `call(name, args)` got, unchanged, and validateArgs rejects
 * every non-object top level, undefined included ("top level must be a non-array object"), by
 * design; so what a no-argument call becomes is decided in front of the registry, by the agent
 * loop reading the provider's tool call. There, it is an object: Anthropic's `tool_use.input` is
 * always one (`{}` for no arguments), the AI SDK parses an empty input as `{}` and Mastra turns
 * undefined into `{}` (its validateToolInput's normalizeNullishInput), and an OpenAI `arguments` string must be
 * parsed before it is anything. The tool layer toolfuzz checks (InferArgs, the converted schema,
 * validateArgs) has no verdict to agree on for undefined; `{}` it has, so an omitted call is judged
 * and run as `{}`: all missing required keys at once, named or not by validateArgs and defineTool.
 */
export function schemaSpecOracles(unit: SpecUnderTest): SchemaToolOracles {
  let oracles = ORACLES.get(unit);
  if (oracles === undefined) {
    oracles = oraclesOf(unit);
    ORACLES.set(unit, oracles);
  }
  return oracles;
}

// Made once per prepared spec: its cases are evaluated thousands of times.
const ORACLES = new WeakMap<SpecUnderTest, SchemaToolOracles>();

function oraclesOf(unit: SpecUnderTest): SchemaToolOracles {
  return {
    contract: (json) => contractOf(unit, json),
    runtime: {
      label: 'validateArgs',
      // validateArgs is synchronous: its verdict is the call's answer, with no promise around it.
      call: (handed) => asRuntimeVerdict(runValidator(unit.subject, unit.compiled.spec, handed.args, handed.baseline)),
    },
    // Unused: the reference semantics say whom a disagreement blames.
    blame: 'validator',
    omittedArgs: 'empty-object',
    ...(unit.probe === undefined && unit.probeUnavailable === undefined
      ? {}
      : {
          // Not an async function: returning the probe's own promise saves the ticks of wrapping it in another.
          boundary: (handed: HandedArgs, runtime) => {
            if (unit.probe === undefined) return Promise.resolve({ unavailable: unit.probeUnavailable as string });
            // A validateArgs that changed its args leaves the probe a fresh parse of what the model sent.
            const probeArgs = runtime.mutated === true ? JSON.parse(handed.json ?? '{}') : handed.args;
            return unit.probe.observe(probeArgs, handed.baseline, unit.callTimeoutMs);
          },
        }),
    ...(unit.body === undefined ? {} : { body: (handed: HandedArgs) => runBody(unit, handed.json ?? '{}') }),
  };
}

/** Runs the case through the one evaluation with a SchemaSpec tool's oracles: the reference, the subject's schema, validateArgs, the boundary probe and the real body, then the judge. */
export async function evaluateCase(
  unit: SpecUnderTest,
  input: CaseInput,
  watch: CallWatch = UNWATCHED,
): Promise<CaseEvaluation<CaseVerdicts>> {
  const evaluation = await evaluateSchemaToolCase(schemaSpecOracles(unit), input, watch);
  // validateArgs answers synchronously: a hang or a crash takes the worker, never comes back as a verdict.
  if (evaluation.verdicts === undefined) throw new Error(`${unit.name}: validateArgs gave no verdict`);
  return evaluation as CaseEvaluation<CaseVerdicts>;
}
