import type { UnusableTool } from '../../model/unusableTool.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { RuntimeCall } from '../../tool/schemaTool/toolRuntime.ts';
import { compileAdvertised, type AdvertisedValidator } from '../../tool/schemaTool/advertisedValidator.ts';
import { SchemaToolCases } from '../../cases/schemaToolCases.ts';
import { type FailureReading, type ProbeAnswer, type ProbeCall, readValidCallFailure, type ValidCallFailure } from './readToolFailure.ts';

/** How one tool call goes out: the session's `call`, for this tool. */
export type CallTool = (args: unknown, argsJson: string | undefined) => Promise<RuntimeCall>;

/** Probe cases are drawn far from the campaign's own indexes, so they are other args than the call being read. */
const PROBE_INDEX = 1_000_000;
/** Schema-valid and schema-invalid probes made at most, once per tool and worker. */
const VALID_PROBES = 3;
const INVALID_PROBES = 3;
/** Schema-valid probes after a hang: each one that hangs again costs a call timeout and a restart. */
const VALID_PROBES_AFTER_HANG = 2;

/** The call's args cut down to the keys the schema requires: the plainest other args, which a hang on one optional key does not reach. */
function requiredOnly(args: unknown, advertised: unknown): unknown {
  const required = (advertised as { required?: unknown } | null)?.required;
  if (args === null || typeof args !== 'object' || Array.isArray(args) || !Array.isArray(required)) return undefined;
  return Object.fromEntries(Object.entries(args).filter(([key]) => required.includes(key)));
}

function probeAnswer(call: RuntimeCall): ProbeAnswer {
  if (call.kind === 'hung') return { kind: 'hung' };
  if (call.kind === 'accepted') return call.isError === true ? { kind: 'failed', text: call.text ?? '' } : { kind: 'answered' };
  if (call.kind === 'rejected') return { kind: 'failed', text: call.text ?? call.issues.map((issue) => issue.message).join('\n') };
  return { kind: 'answered' };
}

/**
 * What a worker learnt about how one MCP tool answers, beyond single calls: ajv on its advertised
 * schema (is a call schema-valid?), the probe calls made the first time a schema-valid call failed or
 * hung (other schema-valid args, args it must refuse), and, once shown, that the tool is not usable
 * here. Kept per worker for the tool's whole run: probes are made once.
 */
export class McpToolEvidence {
  #validator: AdvertisedValidator | undefined;
  #cases: SchemaToolCases | undefined;
  #probes: ProbeCall[] | undefined;
  #probing: Promise<ProbeCall[]> | undefined;
  #unusable: UnusableTool | undefined;

  constructor(
    private readonly settings: {
      readonly tool: string;
      readonly seed: number;
      readonly advertised: unknown;
      readonly probeHangs?: boolean;
    },
    private readonly callTool: CallTool,
  ) {}

  /** Set once every schema-valid call is shown to fail the same way (or hang): the tool is called no more. */
  get unusable(): UnusableTool | undefined {
    return this.#unusable;
  }

  /** Whether a hang of schema-valid args is read against other args (not in a replay: see McpPreparerSettings). */
  get probesHangs(): boolean {
    return this.settings.probeHangs !== false;
  }

  /** Whether the advertised schema takes the args (an omitted `arguments` is `{}`); undefined when ajv cannot say. */
  schemaValid(args: unknown): boolean | undefined {
    this.#validator ??= compileAdvertised(this.settings.advertised as JsonSchema);
    if (this.#validator.kind !== 'compiled') return undefined;
    // Only an omitted `arguments` (undefined) stands for {}: an explicit `null` is no object.
    const judged = this.#validator.judge(args === undefined ? {} : args);
    return judged.judged ? judged.valid : undefined;
  }

  /** Reads the failure (or, with no text, the hang) of a schema-valid call, probing the tool the first time. */
  async read(failure: ValidCallFailure): Promise<FailureReading> {
    const probes = await this.#probe(failure);
    const reading = readValidCallFailure(failure, probes);
    if (reading.kind === 'unusable' && this.#unusable === undefined) {
      // The shortest of the texts: its masked values are the least in the way of what the server says.
      const probed = probes.map((probe) => (probe.schemaValid && probe.answer.kind === 'failed' ? probe.answer.text : undefined));
      const texts = [failure.text, ...probed].filter((t) => t !== undefined).sort((a, b) => a.length - b.length);
      const text = texts[0] ?? `no answer within the call timeout to any of ${reading.calls} schema-valid calls with different args`;
      this.#unusable = { tool: this.settings.tool, reason: reading.evidence, text, calls: reading.calls };
    }
    return reading;
  }

  /**
   * Lets go of what is made again on demand, the compiled schema and the probe cases, and keeps what
   * was learnt (the probes' answers, unusable): called when the tool's prepared form leaves the
   * worker's cache. The evidence outlives it, so a validator kept here would keep its pooled ajv, and
   * every schema that ajv compiled, for the rest of the campaign (measured: 37 kB of heap per tool,
   * 53 to 137 MB over 2,000 random MCP tools in `npm run bench`).
   */
  release(): void {
    if (this.#validator?.kind === 'compiled') this.#validator.dispose();
    this.#validator = undefined;
    this.#cases = undefined;
  }

  #probe(failure: ValidCallFailure): Promise<ProbeCall[]> {
    if (this.#probes !== undefined) return Promise.resolve(this.#probes);
    this.#probing ??= this.#makeProbes(failure).then((probes) => {
      this.#probes = probes;
      return probes;
    });
    return this.#probing;
  }

  async #makeProbes(failure: ValidCallFailure): Promise<ProbeCall[]> {
    this.#cases ??= new SchemaToolCases({
      tool: this.settings.tool,
      seed: this.settings.seed,
      advertised: this.settings.advertised as JsonSchema,
    });
    const cases = this.#cases;
    const seen = new Set([JSON.stringify(failure.args ?? {})]);
    const probes: ProbeCall[] = [];
    const hung = failure.text === undefined;
    const call = async (json: string, schemaValid: boolean): Promise<void> => {
      const args: unknown = JSON.parse(json);
      probes.push({ args, schemaValid, answer: probeAnswer(await this.callTool(args, json)) });
    };
    const wanted = hung ? VALID_PROBES_AFTER_HANG : VALID_PROBES;
    const plainest = requiredOnly(failure.args, this.settings.advertised);
    for (let i = -1, made = 0; i < 40 && made < wanted; i++) {
      const json = i === -1 ? (plainest === undefined ? undefined : JSON.stringify(plainest)) : cases.make('valid', PROBE_INDEX + i)?.json;
      if (json === undefined || json === '' || seen.has(JSON.stringify(JSON.parse(json)))) continue;
      if (this.schemaValid(JSON.parse(json)) !== true) continue;
      seen.add(JSON.stringify(JSON.parse(json)));
      await call(json, true);
      made++;
      // Another answer already shows the failure depends on the args: a hang costs no more probes.
      if (hung && probes.at(-1)?.answer.kind !== 'hung') break;
    }
    // After a hang, how the tool refuses does not matter (the hang is a finding or the tool unusable).
    if (hung) return probes;
    for (let i = 0, made = 0; i < 40 && made < INVALID_PROBES; i++) {
      const generated = cases.make('violator', PROBE_INDEX + i);
      if (generated === undefined || generated.omitted === true) continue;
      if (this.schemaValid(JSON.parse(generated.json)) !== false) continue;
      await call(generated.json, false);
      made++;
    }
    return probes;
  }
}
