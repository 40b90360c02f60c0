import type { CallWatch } from '../callWatch.ts';
import type { CaseEvaluation, CaseInput } from '../caseEvaluation.ts';
import { describeError } from '../../errors/describeError.ts';
import type { CaseVerdicts } from '../../judge/caseVerdicts.ts';
import { judgeCase } from '../../judge/judgeCase.ts';
import type { Blame } from '../../model/findingKind.ts';
import type { AdvertisedValidator } from './advertisedValidator.ts';
import type { RuntimeCall, ToolRuntime } from './toolRuntime.ts';

/** What evaluating a case of one JSON-Schema tool needs: the compiled advertised schema, the runtime, whom to blame. */
export interface SchemaToolOracles {
  readonly validator: Extract<AdvertisedValidator, { kind: 'compiled' }>;
  readonly runtime: ToolRuntime;
  readonly blame: Extract<Blame, 'converter' | 'validator'>;
}

/**
 * The args an omitted `arguments` stands for when the schema judges it: `{}`, which is what MCP
 * clients and the SDKs send or assume when a model calls a tool without arguments. The runtime
 * itself still gets no args at all (undefined), so a runtime that cannot take that shows it.
 */
const OMITTED_ARGS_JUDGED_AS = {};

async function callRuntime(runtime: ToolRuntime, args: unknown, json: string | undefined, watch: CallWatch): Promise<RuntimeCall> {
  // Watched from the call on: a library whose validate loops synchronously is caught by the worker's watchdog.
  watch.call('validator');
  try {
    return await runtime.call(args, json);
  } catch (error) {
    // A ToolRuntime reports a throwing validator as `threw`; one that throws itself is treated the same.
    return { kind: 'threw', error: describeError(error) };
  } finally {
    watch.done();
  }
}

/**
 * Runs one case: ajv on the advertised schema first (the runtime may change the args it is given),
 * then the runtime, then the judge. Nothing came back from a hung or crashed runtime, so those
 * cases carry no verdicts.
 */
export async function evaluateSchemaToolCase(oracles: SchemaToolOracles, input: CaseInput, watch: CallWatch): Promise<CaseEvaluation> {
  // '' is no JSON text: a replayed finding of an omitted call carries it without the flag.
  const omitted = input.omitted === true || input.json === '';
  const judged = omitted ? oracles.validator.judge(OMITTED_ARGS_JUDGED_AS) : oracles.validator.judgeJson(input.json);
  // A fresh parse for the runtime: the one ajv saw stays as the model sent it.
  const args: unknown = omitted ? undefined : JSON.parse(input.json);
  const call = await callRuntime(oracles.runtime, args, omitted ? undefined : input.json, watch);
  // ajv could not judge the args (its uniqueItems trap): there is no contract to hold the runtime to.
  const advertised = judged.judged ? { valid: judged.valid, errors: judged.errors } : { unavailable: judged.why };
  const expected = input.expected;
  const { observations, hiddenConstraints, contractValid } = judgeCase({
    advertised,
    runtime: call,
    ...(expected === undefined ? {} : { expected }),
    runtimeLabel: oracles.runtime.label,
    blame: oracles.blame,
  });
  const verdicts: CaseVerdicts | undefined =
    call.kind === 'hung' || call.kind === 'crashed'
      ? undefined
      : { advertised, runtime: call, ...(expected === undefined ? {} : { expected }) };
  return { verdicts, observations, referenceValid: contractValid, hiddenConstraints };
}
