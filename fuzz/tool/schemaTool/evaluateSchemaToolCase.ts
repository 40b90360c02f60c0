import { isAsSentCase } from '../../cases/asSentSource.ts';
import { describeError } from '../../errors/describeError.ts';
import type { BodyObservation, BoundaryObservation, CaseVerdicts, Unavailable } from '../../judge/caseVerdicts.ts';
import { contractVerdict } from '../../judge/caseVerdicts.ts';
import { judgeCase } from '../../judge/judgeCase.ts';
import type { Blame } from '../../model/findingKind.ts';
import type { RuntimeVerdict } from '../../model/runtimeVerdict.ts';
import type { CallPhase, CallWatch } from '../callWatch.ts';
import type { CaseEvaluation, CaseInput } from '../caseEvaluation.ts';
import type { AdvertisedValidator } from './advertisedValidator.ts';
import { asSentEvaluation } from './asSentEvaluation.ts';
import type { RuntimeCall, ToolRuntime } from './toolRuntime.ts';

/** The schemas' verdicts on one call: the advertised schema's (the model's contract), and the reference semantics' when the producer has them. */
export type ContractVerdicts = Pick<CaseVerdicts, 'advertised' | 'reference'>;

/** The contract's ruling on one call, with its own parse of the text when it left that parse as JSON.parse gave it (the runtime then takes it: no second parse). */
export interface ContractJudgement extends ContractVerdicts {
  readonly untouched?: { readonly args: unknown };
}

/**
 * The args the runtime is handed for one call: a parse of its own (what the contract judged stays
 * as the model sent it), their JSON text, and the JSON they must still have afterwards (a runtime
 * that changed them shows it). `json` is undefined when the runtime is handed nothing at all.
 */
export interface HandedArgs {
  readonly args: unknown;
  readonly json: string | undefined;
  readonly baseline: string;
}

/**
 * What a runtime is handed when the model calls the tool without `arguments`: nothing (the
 * runtime itself decides: a library's check on undefined, an MCP server sent no `arguments`, a
 * framework's own path), or `{}` where the harness in front of the runtime makes one (SchemaSpec).
 */
export type OmittedArgs = 'nothing' | 'empty-object';

/** The runtime side of the one evaluation: its name in explanations, and one call (answered at once when the runtime is synchronous, as validateArgs is). */
export interface CaseRuntime {
  readonly label: string;
  call(handed: HandedArgs): RuntimeCall | Promise<RuntimeCall>;
}

/**
 * Everything evaluating a case of one tool needs, whoever made the tool: the contract (ajv on the
 * advertised schema; a SchemaSpec tool's reference too), the runtime, whom a disagreement blames
 * when no reference says, what an omitted call reaches the runtime as, and a producer's extras
 * (SchemaSpec's boundary probe and real body).
 */
export interface SchemaToolOracles {
  /**
   * Judges the call's JSON text (undefined: the model sent no `arguments`, judged as `{}`); runs
   * before any subject code sees the args. `canonical`: the text is what JSON.stringify writes of its parse.
   */
  contract(json: string | undefined, canonical: boolean): ContractJudgement;
  readonly runtime: CaseRuntime;
  readonly blame: Extract<Blame, 'converter' | 'validator'>;
  readonly omittedArgs: OmittedArgs;
  /** What the subject's defineTool does with the args the runtime was handed (given the runtime's verdict). */
  boundary?(handed: HandedArgs, runtime: RuntimeVerdict): Promise<BoundaryObservation | Unavailable>;
  /** What a real tool body does with args the contract accepts. */
  body?(handed: HandedArgs): Promise<BodyObservation | undefined>;
}

/**
 * The args an omitted `arguments` stands for when the schema judges it: `{}`, which is what MCP
 * clients and the SDKs send or assume when a model calls a tool without arguments.
 */
const OMITTED_ARGS_JUDGED_AS = {};

/**
 * The oracles of a library, framework or MCP tool: ajv on its advertised schema (1e400 read as JSON
 * Schema reads it) and its runtime, handed nothing for an omitted call. The runtime takes ajv's parse
 * when ajv judged it as JSON.parse made it (ajv changes nothing): one parse per case, not two.
 */
export function advertisedOracles(
  validator: Extract<AdvertisedValidator, { kind: 'compiled' }>,
  runtime: ToolRuntime,
  blame: Extract<Blame, 'converter' | 'validator'>,
): SchemaToolOracles {
  return {
    contract(json, canonical) {
      const { judgement: judged, untouched } =
        json === undefined
          ? { judgement: validator.judge(OMITTED_ARGS_JUDGED_AS), untouched: undefined }
          : validator.judgeText(json, canonical);
      // ajv could not judge the args (its uniqueItems trap): there is no contract to hold the runtime to.
      const advertised = judged.judged ? { valid: judged.valid, errors: judged.errors } : { unavailable: judged.why };
      return untouched === undefined ? { advertised } : { advertised, untouched };
    },
    runtime: { label: runtime.label, call: (handed) => runtime.call(handed.args, handed.json) },
    blame,
    omittedArgs: 'nothing',
  };
}

/** Whether a call answered with a promise (else it answered at once). */
function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * Runs one subject call under the watch, so a call that loops synchronously is caught by the
 * worker's watchdog and blamed on its phase. A call that answers at once is not made to wait: an
 * async layer per call (here, around the runtime, around each extra) cost a SchemaSpec case more
 * than its validateArgs did.
 */
function watched<T>(watch: CallWatch, phase: CallPhase, call: () => T | Promise<T>): T | Promise<T> {
  watch.call(phase);
  let answer: T | Promise<T>;
  try {
    answer = call();
  } catch (error) {
    watch.done();
    throw error;
  }
  if (!isPromiseLike(answer)) {
    watch.done();
    return answer;
  }
  return Promise.resolve(answer).finally(() => watch.done());
}

/** A runtime that threw (rather than reporting a throwing validator as `threw`) is treated the same. */
const threw = (error: unknown): RuntimeCall => ({ kind: 'threw', error: describeError(error) });

function callRuntime(runtime: CaseRuntime, handed: HandedArgs, watch: CallWatch): RuntimeCall | Promise<RuntimeCall> {
  let answer: RuntimeCall | Promise<RuntimeCall>;
  try {
    answer = watched(watch, 'validator', () => runtime.call(handed));
  } catch (error) {
    return threw(error);
  }
  return isPromiseLike(answer) ? answer.then(undefined, threw) : answer;
}

/** What the runtime is handed: the model's text parsed (the contract's parse when it left it untouched), `{}` or nothing for an omitted call. */
function handedArgs(input: CaseInput, omitted: boolean, omittedArgs: OmittedArgs, contract: ContractJudgement): HandedArgs {
  if (omitted)
    return omittedArgs === 'nothing' ? { args: undefined, json: undefined, baseline: '' } : { args: {}, json: '{}', baseline: '{}' };
  const args: unknown = contract.untouched === undefined ? JSON.parse(input.json) : contract.untouched.args;
  return { args, json: input.json, baseline: input.canonical ? input.json : JSON.stringify(args) };
}

const NO_EXTRAS = { boundary: undefined, body: undefined } as const;

/** The producer's extras on a call the runtime answered: the boundary probe, then the real body on args the contract accepts. */
async function runExtras(
  oracles: SchemaToolOracles,
  handed: HandedArgs,
  runtime: RuntimeVerdict,
  contractValid: boolean,
  watch: CallWatch,
): Promise<{ readonly boundary: BoundaryObservation | Unavailable | undefined; readonly body: BodyObservation | undefined }> {
  const { boundary: probe, body: realBody } = oracles;
  let boundary: BoundaryObservation | Unavailable | undefined;
  let body: BodyObservation | undefined;
  // Watched here, in this async function, rather than through watched(): no promise of its own per call.
  if (probe !== undefined) {
    watch.call('boundary');
    try {
      boundary = await probe(handed, runtime);
    } finally {
      watch.done();
    }
  }
  if (realBody !== undefined && contractValid) {
    watch.call('body');
    try {
      body = await realBody(handed);
    } finally {
      watch.done();
    }
  }
  return { boundary, body };
}

/**
 * The one evaluation of a case, for every producer. The contract judges the args first (the
 * runtime may change what it is given; it gets a parse of its own unless the contract left its own untouched), then the runtime runs, then the
 * producer's extras (the boundary probe; the real body only on args the contract accepts), each
 * subject call watched; the judge rules on every verdict. An omitted call (no `arguments`; a
 * replayed finding's `''`) is judged as `{}` and reaches the runtime as its producer says. An
 * as-sent case is judged by the runtime alone. Nothing came back from a hung or crashed runtime,
 * so those cases carry no verdicts.
 */
export async function evaluateSchemaToolCase(oracles: SchemaToolOracles, input: CaseInput, watch: CallWatch): Promise<CaseEvaluation> {
  // '' is no JSON text: a replayed finding of an omitted call carries it without the flag.
  const omitted = input.omitted === true || input.json === '';
  const contract = oracles.contract(omitted ? undefined : input.json, input.canonical);
  const handed = handedArgs(input, omitted, oracles.omittedArgs, contract);
  const called = callRuntime(oracles.runtime, handed, watch);
  const runtime = isPromiseLike(called) ? await called : called;
  const asSent = isAsSentCase(input);
  const verdict = runtime.kind === 'hung' || runtime.kind === 'crashed' ? undefined : runtime;
  // The extras speak of the tool's own code around the runtime, not of what a provider's model sends.
  const { boundary, body } =
    verdict === undefined || asSent || (oracles.boundary === undefined && oracles.body === undefined)
      ? NO_EXTRAS
      : await runExtras(oracles, handed, verdict, contractVerdict(contract)?.valid === true, watch);
  const expected = input.expected;
  // In the order a finding shows them: the contract, the runtime, then the rest.
  const { advertised } = contract;
  // Set key by key, in that order: a spread of a literal per optional key made four objects per case.
  const evidence: { -readonly [K in 'expected' | 'reference' | 'boundary' | 'body']?: NonNullable<CaseVerdicts[K]> } = {};
  if (expected !== undefined) evidence.expected = expected;
  if (contract.reference !== undefined) evidence.reference = contract.reference;
  if (boundary !== undefined) evidence.boundary = boundary;
  if (body !== undefined) evidence.body = body;
  const judgement = judgeCase({ advertised, runtime, ...evidence, runtimeLabel: oracles.runtime.label, blame: oracles.blame });
  const verdicts: CaseVerdicts | undefined = verdict === undefined ? undefined : { advertised, runtime: verdict, ...evidence };
  const evaluation: CaseEvaluation = {
    verdicts,
    observations: judgement.observations,
    referenceValid: judgement.contractValid,
    hiddenConstraints: judgement.hiddenConstraints,
  };
  return asSent ? asSentEvaluation(input, evaluation, oracles.runtime.label) : evaluation;
}
