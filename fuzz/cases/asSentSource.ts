import type fc from 'fast-check';
import type { Observation } from '../findings/observation.ts';
import { validArbitrary } from './validArbitrary.ts';
import type { Provider } from '../lint/lintTypes.ts';
import { providerView, viewDiffers } from '../lint/providerView.ts';
import { isSchemaObject, type JsonSchema } from '../schema/schemaTypes.ts';
import type { RuntimeVerdict } from '../model/runtimeVerdict.ts';
import type { GeneratedCase } from './generatedCase.ts';
import { toCaseJson } from './caseJson.ts';
import { caseRandom, caseSeed } from './caseRandom.ts';

/** An as-sent case: args valid under one provider's view of the advertised schema, and that provider. */
export interface AsSentCase extends GeneratedCase {
  readonly source: 'as-sent';
  readonly provider: Provider;
}

// As validArbitrary's runner: early indexes lean to small values, as fast-check's own runs do.
const biasFor = (index: number): number => 2 + Math.floor(Math.log10(index + 1));

/**
 * Case `index` of the as-sent source for one provider's view (providerView): a pure function of
 * (view, seed, tool, index, provider); undefined when the view has no valid args. Building the
 * arbitrary is most of the cost: AsSentSource keeps one per provider for a tool's every case.
 */
export function asSentCase(view: JsonSchema, seed: number, toolName: string, index: number, provider: Provider): AsSentCase | undefined {
  const made = validArbitrary(view);
  return made.kind === 'ok' ? drawCase(made.arbitrary, seed, toolName, index, provider) : undefined;
}

function drawCase(arbitrary: fc.Arbitrary<unknown>, seed: number, toolName: string, index: number, provider: Provider): AsSentCase {
  const rng = caseRandom(caseSeed(seed, `${toolName}\u0000${provider}`, 'as-sent', index));
  return { source: 'as-sent', index, provider, json: toCaseJson(arbitrary.generate(rng, biasFor(index)).value), canonical: true };
}

/** Whether a generated case is an as-sent one (it carries its provider). */
export function isAsSentCase(generated: unknown): generated is AsSentCase {
  return isSchemaObject(generated) && generated['source'] === 'as-sent' && typeof generated['provider'] === 'string';
}

// The keys the strict rewrite filled with null: what the model sends where it would have left a key out.
function nullKeys(json: string): string[] {
  const args: unknown = JSON.parse(json);
  return isSchemaObject(args) ? Object.keys(args).filter((key) => args[key] === null) : [];
}

function shown(json: string, keys: readonly string[]): string {
  if (keys.length > 0) return `{${keys.map((k) => `${JSON.stringify(k)}: null`).join(', ')}}`;
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
}

/**
 * The "as sent" case source of one tool: for each provider whose view of the advertised schema
 * differs from it, args its model may send (index i goes to provider i mod n), and the verdict that
 * makes a finding of one: the subject's runtime rejects them (AS_SENT_REJECTED). Reference validity
 * does not matter here: the point is what the provider makes the model send.
 */
export class AsSentSource {
  readonly #providers: readonly Provider[];
  readonly #views = new Map<Provider, fc.Arbitrary<unknown> | null>();

  constructor(
    private readonly advertised: unknown,
    providers: readonly Provider[],
    private readonly seed: number,
    private readonly tool: string,
  ) {
    const schema = advertised;
    this.#providers = isSchemaObject(schema) ? providers.filter((p) => viewDiffers(schema, p)) : [];
  }

  /** Whether any chosen provider changes what the model sends for this tool. */
  get supported(): boolean {
    return this.#providers.length > 0;
  }

  /** The providers whose view differs, in the order cases go to them. */
  get providers(): readonly Provider[] {
    return this.#providers;
  }

  /** Case `index`: for provider `index mod n`; undefined when that provider's view has no valid args. */
  make(index: number): AsSentCase | undefined {
    const provider = this.#providers[index % this.#providers.length];
    if (provider === undefined) return undefined;
    let arbitrary = this.#views.get(provider);
    if (arbitrary === undefined) {
      const made = validArbitrary(providerView(this.advertised as JsonSchema, provider));
      arbitrary = made.kind === 'ok' ? made.arbitrary : null;
      this.#views.set(provider, arbitrary);
    }
    return arbitrary === null ? undefined : drawCase(arbitrary, this.seed, this.tool, index, provider);
  }
}

/**
 * The finding an as-sent case shows: the runtime rejects what the provider's model sends; none when
 * it accepts (a validator that throws or answers garbage is THROWS, which the other sources find).
 */
export function asSentObservation(generated: AsSentCase, runtime: RuntimeVerdict, validatorName = 'validateArgs'): Observation | undefined {
  if (runtime.kind !== 'rejected') return undefined;
  const keys = nullKeys(generated.json);
  // A rejection with no issue text (an MCP -32602 with only a message) still rejects.
  const why = `: ${runtime.issues[0]?.message ?? runtime.text ?? 'rejected'}`;
  return {
    kind: 'AS_SENT_REJECTED',
    blame: 'validator',
    explanation: `under ${generated.provider} the model sends ${shown(generated.json, keys)}, and ${validatorName} rejects it${why}`,
    paths: keys.map((k) => [k]),
  };
}
