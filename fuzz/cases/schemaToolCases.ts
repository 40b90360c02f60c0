import type fc from 'fast-check';
import { caseOfViolator, type GeneratedCase, validCase } from './caseFactory.ts';
import { toCaseJson } from './caseJson.ts';
import { biasFor, caseRandom, caseSeed } from './caseRandom.ts';
import { fakerArgs } from './fakerArgs.ts';
import { validArbitrary, type JsonSchema, type ValidArbitraryResult } from './index.ts';
import { isSchemaObject } from '../schema/schemaTypes.ts';
import type { CaseSource } from '../model/caseSource.ts';
import { looseSchemaArgs } from './looseSchemaArgs.ts';
import { DICTIONARY_EARLY_CASES, dictionarySize, type SubjectDictionary } from './dictionary/subjectDictionary.ts';

export { DICTIONARY_EARLY_CASES };
import { LazyViolators, ViolatorCatalogue } from './violators/lazyViolators.ts';
import { VIOLATOR_OPERATOR_RANK, VIOLATOR_OPERATORS } from './violators/operatorOrder.ts';
import type { Violator, ViolatorOperator } from './violators/violator.ts';

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

// The valid cases whose mistakes make a tool's violator cycle: enough to meet its optional keys and
// non-empty arrays, few enough to cost little next to the cases themselves.
const CYCLE_SAMPLE = 8;

/** The mistake a violator case makes, and the violators of the valid case that admits it. */
interface PlannedMistake {
  readonly violators: LazyViolators;
  readonly operator: ViolatorOperator;
  /** Whether `operator` is the cycle's planned one (its rounds go down the list) or a stand-in (a random one). */
  readonly onCycle: boolean;
}

// How many valid cases (this one and the next) a violator may take its args from to meet its planned mistake.
const BORROWED_ARGS = 4;

// Valid cases whose violators are kept (memoised per operator): a violator reads its own and the next
// BORROWED_ARGS - 1, and the cycle the first CYCLE_SAMPLE.
const VIOLATORS_KEPT = 16;

/**
 * The first operator `violators` admit after `planned` in rank order (wrapping round), or the first
 * when none is planned; undefined when they admit none. Asked in rank order, so only the operators
 * up to the answer are made.
 */
function nextAdmitted(violators: LazyViolators, planned: ViolatorOperator | undefined): ViolatorOperator | undefined {
  const count = VIOLATOR_OPERATORS.length;
  const from = planned === undefined ? -1 : VIOLATOR_OPERATOR_RANK[planned];
  for (let step = 1; step <= count; step++) {
    const operator = VIOLATOR_OPERATORS[(from + step + count) % count] as ViolatorOperator;
    if (operator !== planned && violators.admits(operator)) return operator;
  }
  return undefined;
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
  readonly #catalogue: ViolatorCatalogue;
  readonly #violators = new Map<number, LazyViolators>();
  #cycle: readonly ViolatorOperator[] | undefined;

  constructor(private readonly settings: SchemaToolCaseSettings) {
    this.generation = validArbitrary(settings.advertised);
    this.#valid = this.generation.kind === 'ok' ? this.generation.arbitrary : undefined;
    this.#loose = looseSchemaArgs(settings.advertised);
    this.#fakerArgs = fakerArgs(settings.advertised);
    this.#dictionary = dictionarySize(settings.dictionary) === 0 ? undefined : settings.dictionary;
    this.#catalogue = new ViolatorCatalogue(settings.advertised, this.#dictionary);
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

  /** The tool's mistakes in rank order: every one its first CYCLE_SAMPLE valid cases admit (computed once). */
  #operatorCycle(): readonly ViolatorOperator[] {
    if (this.#cycle !== undefined) return this.#cycle;
    const seen = new Set<ViolatorOperator>();
    for (let index = 0; index < CYCLE_SAMPLE; index++) {
      const violators = this.#violatorsAt(index);
      for (const operator of VIOLATOR_OPERATORS) if (!seen.has(operator) && violators.admits(operator)) seen.add(operator);
    }
    this.#cycle = VIOLATOR_OPERATORS.filter((operator) => seen.has(operator));
    return this.#cycle;
  }

  /** The violators of valid case `index`, made on demand and kept for the next few violator cases. */
  #violatorsAt(index: number): LazyViolators {
    const kept = this.#violators.get(index);
    if (kept !== undefined) return kept;
    // The violators take the valid args apart, so they get their own copy.
    const made = new LazyViolators(this.#catalogue, JSON.parse(this.#validCase(index).json));
    if (this.#violators.size >= VIOLATORS_KEPT) this.#violators.delete(this.#violators.keys().next().value as number);
    this.#violators.set(index, made);
    return made;
  }

  /**
   * The violators of valid case `index`, or, when it lacks the planned mistake (an optional key it did
   * not draw, which a 1e400 or a null needs), of the next valid case that has it: without this the
   * cycle's slot for that mistake fell on args without the key round after round.
   */
  #violatorsFor(index: number, planned: ViolatorOperator | undefined): PlannedMistake | undefined {
    const first = this.#violatorsAt(index);
    if (planned !== undefined && first.admits(planned)) return { violators: first, operator: planned, onCycle: true };
    // No args near this case admit the planned mistake: the slot goes to the next mistake these args
    // admit, with a random violator, and the planned one's rounds stay in step. Args that admit no
    // mistake at all make no violator case (as before the cycle).
    const stand = nextAdmitted(first, planned);
    if (stand === undefined) return undefined;
    if (planned === undefined) return { violators: first, operator: stand, onCycle: false };
    for (let offset = 1; offset < BORROWED_ARGS; offset++) {
      const next = this.#violatorsAt(index + offset);
      if (next.admits(planned)) return { violators: next, operator: planned, onCycle: true };
    }
    return { violators: first, operator: stand, onCycle: false };
  }

  #violator(rng: fc.Random, index: number): GeneratedCase | undefined {
    // Round-robin over the tool's mistakes, then over that mistake's violators: an operator with many
    // positions (extra keys, formats) does not crowd out the rest, and each of its violators (every
    // close-invalid sample of a format) comes up within as many rounds as it has. The cycle is fixed
    // per tool: counted on each case's own operators, a case with more (an undeclared key drawn as an
    // object admits stringified-object) shifts the rounds, so a mistake got the same violator twice
    // and skipped the next (valibot's isoTime never met `10:30`).
    const cycle = this.#operatorCycle();
    const planned = cycle[index % cycle.length];
    const mistake = this.#violatorsFor(index, planned);
    if (mistake === undefined) return undefined;
    const { operator, onCycle } = mistake;
    const candidates = mistake.violators.violatorsOf(operator);
    const round = onCycle ? Math.floor(index / cycle.length) : 0;
    // Round 0 draws one at random; later rounds go down the list from its head, which operators order
    // by importance (a format's most common close misses first).
    const chosen = candidates[(round === 0 ? rng.nextInt(0, candidates.length - 1) : round - 1) % candidates.length] as Violator;
    return caseOfViolator(chosen, index);
  }
}
