import type fc from 'fast-check';
import { validCase } from './caseFactory.ts';
import type { GeneratedCase } from './generatedCase.ts';
import { toCaseJson } from './caseJson.ts';
import { biasFor, caseRandom, caseSeed } from './caseRandom.ts';
import { fakerArgs } from './fakerArgs.ts';
import { type Draw, drawer } from './generate/fastDraw.ts';
import { validArbitrary, type JsonSchema, type ValidArbitraryResult } from './index.ts';
import { isSchemaObject } from '../schema/schemaTypes.ts';
import type { CaseSource } from '../model/caseSource.ts';
import { looseSchemaArgs } from './looseSchemaArgs.ts';
import { NEEDS_PARSE, parsedJsonOf } from './parsedJsonOf.ts';
import { DICTIONARY_EARLY_CASES, dictionarySize, type SubjectDictionary } from './dictionary/subjectDictionary.ts';

export { DICTIONARY_EARLY_CASES };
import { ViolatorCatalogue } from './violators/lazyViolators.ts';
import { VIOLATOR_OPERATORS } from './violators/operatorOrder.ts';
import { ViolatorCycle } from './violators/violatorCycle.ts';

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

/**
 * Makes the cases of one JSON-Schema tool from its advertised schema, each a pure function of (seed,
 * tool, source, index): `valid` draws from validArbitrary, `violator` applies one model mistake to
 * valid case `index`, `faker` asks json-schema-faker, `loose` is any JSON shaped like the top level.
 */
export class SchemaToolCases {
  /** What validArbitrary made of the schema: an arbitrary, or why valid args cannot be generated. */
  readonly generation: ValidArbitraryResult;
  // Drawn as generate() draws them, without its shrink bookkeeping (fastDraw.ts).
  readonly #valid: Draw | undefined;
  readonly #loose: Draw;
  readonly #fakerArgs: (seed: number) => unknown;
  readonly #validJson = new Map<number, { json: string; args: unknown }>();
  readonly #dictionary: SubjectDictionary | undefined;
  readonly #violators: ViolatorCycle;

  constructor(private readonly settings: SchemaToolCaseSettings) {
    this.generation = validArbitrary(settings.advertised);
    this.#valid = this.generation.kind === 'ok' ? drawer(this.generation.arbitrary) : undefined;
    this.#loose = drawer(looseSchemaArgs(settings.advertised));
    this.#fakerArgs = fakerArgs(settings.advertised);
    this.#dictionary = dictionarySize(settings.dictionary) === 0 ? undefined : settings.dictionary;
    this.#violators = new ViolatorCycle({
      catalogue: new ViolatorCatalogue(settings.advertised, this.#dictionary),
      order: VIOLATOR_OPERATORS,
      validJson: (index) => this.#validCase(index).json,
      // The drawn args stand for their parse when they are plain JSON (they nearly always are): a walk
      // of them costs about half the JSON.parse each violator case made of its valid case's text.
      validArgs: (index) => {
        const parsed = parsedJsonOf(this.#validCase(index).args);
        return parsed === NEEDS_PARSE ? undefined : parsed;
      },
    });
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
        return validCase(index, drawn.json, () => drawn.args, this.settings.advertised, this.#dictionary, rng);
      }
      case 'loose':
        return { source, index, json: toCaseJson(this.#loose(rng, biasFor(index))), canonical: true };
      case 'faker':
        return this.#faker(rng, index);
      case 'violator':
        return this.#violators.make(index, rng);
    }
  }

  #validCase(index: number, rng?: fc.Random): { json: string; args: unknown } {
    const kept = this.#validJson.get(index);
    if (kept !== undefined) return kept;
    const random = rng ?? caseRandom(caseSeed(this.settings.seed, this.settings.tool, 'valid', index));
    const args = (this.#valid as Draw)(random, biasFor(index));
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
}
