import type fc from 'fast-check';
import type { GeneratedCase } from '../../engine/caseFactory.ts';
import { toCaseJson } from '../../engine/caseJson.ts';
import { caseRandom, caseSeed } from '../../engine/caseRandom.ts';
import type { CaseLabel } from '../../engine/evaluateCase.ts';
import { fakerArgs } from '../../jsonSchema/fakerArgs.ts';
import {
  modelViolators,
  validArbitrary,
  type JsonSchema,
  type ValidArbitraryResult,
  type Violator,
  type ViolatorOperator,
} from '../../jsonSchema/index.ts';
import { isSchemaObject } from '../../jsonSchema/schemaTypes.ts';
import type { CaseSource } from '../../model/caseSource.ts';
import { looseSchemaArgs } from './looseSchemaArgs.ts';
import { DICTIONARY_EARLY_CASES, dictionarySize, type SubjectDictionary } from '../../dictionary/subjectDictionary.ts';

export { DICTIONARY_EARLY_CASES };
import { dictionaryValid } from '../../dictionary/dictionaryValid.ts';
import { VIOLATOR_OPERATOR_RANK } from '../../jsonSchema/violators/operatorOrder.ts';

/** What a JSON-Schema tool's cases are made from. */
export interface SchemaToolCaseSettings {
  readonly tool: string;
  readonly seed: number;
  readonly advertised: JsonSchema;
  /** Constants from the subject, tried at string and number positions (absent or empty: none). */
  readonly dictionary?: SubjectDictionary;
}

// Valid cases kept for the violators of the same index (a campaign slice runs valid i just before violator i).
const VALID_KEPT = 64;

// fast-check biases towards small and edge values more strongly on early runs; mirror its runner.
function biasFor(index: number): number {
  return 2 + Math.floor(Math.log10(index + 1));
}

function labelOf(violator: Violator): CaseLabel | undefined {
  if (violator.expected === 'either') return undefined;
  return { valid: violator.expected === 'valid', why: violator.why };
}

/**
 * Makes the cases of one JSON-Schema tool from its advertised schema, each a pure function of (seed,
 * tool, source, index): `valid` draws from validArbitrary, `violator` applies one model mistake to
 * valid case `index`, `faker` asks json-schema-faker, `loose` is any JSON shaped like the top level.
 */
export class SchemaToolCases {
  /** What validArbitrary made of the schema: an arbitrary, or why valid args cannot be generated. */
  readonly generation: ValidArbitraryResult;
  readonly #valid: fc.Arbitrary<unknown> | undefined;
  readonly #loose: fc.Arbitrary<unknown>;
  readonly #fakerArgs: (seed: number) => unknown;
  readonly #validJson = new Map<number, { json: string; args: unknown }>();
  readonly #dictionary: SubjectDictionary | undefined;

  constructor(private readonly settings: SchemaToolCaseSettings) {
    this.generation = validArbitrary(settings.advertised);
    this.#valid = this.generation.kind === 'ok' ? this.generation.arbitrary : undefined;
    this.#loose = looseSchemaArgs(settings.advertised);
    this.#fakerArgs = fakerArgs(settings.advertised);
    this.#dictionary = dictionarySize(settings.dictionary) === 0 ? undefined : settings.dictionary;
  }

  /** How many values the tool's dictionary holds. */
  get dictionarySize(): number {
    return dictionarySize(this.#dictionary);
  }

  /** Whether `source` can make cases at all: valid and violator need valid args, faker a schema object. */
  supports(source: CaseSource): boolean {
    if (source === 'valid' || source === 'violator') return this.#valid !== undefined;
    if (source === 'faker') return isSchemaObject(this.settings.advertised);
    return true;
  }

  /** Case `index` of `source`, or undefined when this one cannot be made. */
  make(source: CaseSource, index: number): GeneratedCase | undefined {
    if (!this.supports(source)) return undefined;
    const rng = caseRandom(caseSeed(this.settings.seed, this.settings.tool, source, index));
    switch (source) {
      case 'valid': {
        const drawn = this.#validCase(index, rng);
        const withValue =
          this.#dictionary !== undefined && index < DICTIONARY_EARLY_CASES && index % 2 === 0
            ? dictionaryValid(this.settings.advertised, drawn.args, this.#dictionary, index >> 1, rng)
            : undefined;
        if (withValue !== undefined)
          return {
            source,
            index,
            json: toCaseJson(withValue.args),
            canonical: true,
            dictionary: true,
            expected: { valid: true, why: withValue.why },
          };
        return { source, index, json: drawn.json, canonical: true, expected: { valid: true, why: 'drawn from the schema' } };
      }
      case 'loose':
        return { source, index, json: toCaseJson(this.#loose.generate(rng, biasFor(index)).value), canonical: true };
      case 'faker':
        return this.#faker(rng, index);
      case 'violator':
        return this.#violator(rng, index);
    }
  }

  #validCase(index: number, rng?: fc.Random): { json: string; args: unknown } {
    const kept = this.#validJson.get(index);
    if (kept !== undefined) return kept;
    const random = rng ?? caseRandom(caseSeed(this.settings.seed, this.settings.tool, 'valid', index));
    const args = (this.#valid as fc.Arbitrary<unknown>).generate(random, biasFor(index)).value;
    const made = { json: toCaseJson(args), args };
    if (this.#validJson.size >= VALID_KEPT) this.#validJson.delete(this.#validJson.keys().next().value as number);
    this.#validJson.set(index, made);
    return made;
  }

  #faker(rng: fc.Random, index: number): GeneratedCase | undefined {
    try {
      const args = this.#fakerArgs(rng.nextInt(1, 0x7fffffff));
      // Faker may emit values the schema forbids: its cases carry no label.
      return { source: 'faker', index, json: toCaseJson(args), canonical: true };
    } catch {
      return undefined; // a schema json-schema-faker cannot follow
    }
  }

  #violator(rng: fc.Random, index: number): GeneratedCase | undefined {
    // The violators take the valid args apart, so they get their own copy.
    const valid = JSON.parse(this.#validCase(index).json) as unknown;
    const violators = modelViolators(this.settings.advertised, valid, this.#dictionary);
    if (violators.length === 0) return undefined;
    // Round-robin over the mistakes this case admits, then over that mistake's violators: an operator
    // with many positions (extra keys, formats) does not crowd out the rest, and each of its
    // violators (every close-invalid sample of a format) comes up within as many rounds as it has.
    const operators = [...new Set(violators.map((v) => v.operator))].sort((a, b) => VIOLATOR_OPERATOR_RANK[a] - VIOLATOR_OPERATOR_RANK[b]);
    const operator = operators[index % operators.length] as ViolatorOperator;
    const candidates = violators.filter((v) => v.operator === operator);
    const round = Math.floor(index / operators.length);
    // Round 0 draws one at random; later rounds go down the list from its head, which operators order
    // by importance (a format's most common close misses first).
    const chosen = candidates[(round === 0 ? rng.nextInt(0, candidates.length - 1) : round - 1) % candidates.length] as Violator;
    const label = labelOf(chosen);
    const common = {
      source: 'violator' as const,
      index,
      operator,
      ...(operator === 'dictionary-value' ? { dictionary: true as const } : {}),
      ...(label === undefined ? {} : { expected: label }),
    };
    if (chosen.call.kind === 'omitted') return { ...common, json: '', canonical: true, omitted: true };
    const raw = chosen.call.rawJson;
    if (raw !== undefined) return { ...common, json: raw, canonical: JSON.stringify(JSON.parse(raw)) === raw };
    return { ...common, json: toCaseJson(chosen.call.args), canonical: true };
  }
}
