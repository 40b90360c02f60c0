import type fc from 'fast-check';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import { argsArbitrary, looseArgsArbitrary } from './typed/argsArbitrary.ts';
import { specIsSatisfiable } from './typed/satisfiable.ts';
import type { CaseSource } from '../model/caseSource.ts';
import type { GeneratedCase } from './generatedCase.ts';
import { VALID_BY_CONSTRUCTION } from '../model/caseLabel.ts';
import { ViolatorCatalogue } from './violators/lazyViolators.ts';
import { ViolatorCycle } from './violators/violatorCycle.ts';
import { SCHEMA_SPEC_OPERATOR_RANK, VIOLATOR_OPERATORS } from './violators/operatorOrder.ts';
import type { ViolatorOperator } from './violators/violator.ts';
import { toCaseJson } from './caseJson.ts';
import { fakerArgs } from './fakerArgs.ts';
import { type Draw, drawer } from './generate/fastDraw.ts';
import { NEEDS_PARSE, parsedJsonOf } from './parsedJsonOf.ts';
import { biasFor, caseRandom, caseSeed } from './caseRandom.ts';
import { DICTIONARY_EARLY_CASES, dictionarySize, type SubjectDictionary } from './dictionary/subjectDictionary.ts';
import { dictionaryValid } from './dictionary/dictionaryValid.ts';
import { referenceJsonSchema } from '../reference/referenceConversion.ts';
import type { JsonSchema as ToolSchema } from '../schema/schemaTypes.ts';

// Valid cases kept for the violators of the same index: more than a campaign slice (25 runs) holds,
// few enough that 64 cached tools per worker keep at most ~4 k of them.
const VALID_JSON_KEPT = 64;

/** The operators in SchemaSpec's order. */
const SPEC_OPERATORS: readonly ViolatorOperator[] = [...VIOLATOR_OPERATORS].sort(
  (a, b) => SCHEMA_SPEC_OPERATOR_RANK[a] - SCHEMA_SPEC_OPERATOR_RANK[b],
);

/**
 * Valid case `index` from args drawn valid: every other one of the first slices holds one of the
 * subject's constants where `schema` takes it (`args` gives the drawn args, read only when a constant
 * may go in; they are left as they are), so it stays valid by construction.
 */
export function validCase(
  index: number,
  json: string,
  args: () => unknown,
  schema: ToolSchema,
  dictionary: SubjectDictionary | undefined,
  rng: fc.Random,
): GeneratedCase {
  const withValue =
    dictionary !== undefined && index < DICTIONARY_EARLY_CASES && index % 2 === 0
      ? dictionaryValid(schema, args(), dictionary, index >> 1, rng)
      : undefined;
  if (withValue === undefined) return { source: 'valid', index, json, canonical: true, expected: VALID_BY_CONSTRUCTION };
  return { source: 'valid', index, json: toCaseJson(withValue.args), canonical: true, dictionary: true, expected: VALID_BY_CONSTRUCTION };
}

/** Makes the cases of one tool, each a pure function of (seed, tool, source, index). */
export class CaseFactory {
  readonly satisfiable: boolean;
  readonly #valid: fc.Arbitrary<unknown> | undefined;
  readonly #loose: Draw;
  readonly #validJsonByIndex = new Map<number, string>();
  /** What parsing the cached valid JSON would give, made from the generated args when it can be (see parsedJsonOf). */
  readonly #validArgsByIndex = new Map<number, unknown>();
  /** The reference conversion: the violators' mistakes are judged on it, and it says where a dictionary value is valid. */
  readonly #referenceSchema: ToolSchema;
  #fakerArgs: ((seed: number) => unknown) | undefined;
  /** Constants of the tool's module. */
  readonly #dictionary: SubjectDictionary | undefined;
  /** The tool's mistakes, judged on the reference conversion as its ajv reads numbers (1e400 is no number there). */
  readonly #violators: ViolatorCycle;

  constructor(
    readonly tool: string,
    readonly spec: SchemaSpec,
    private readonly seed: number,
    private readonly fakerSchema: unknown,
    dictionary?: SubjectDictionary,
  ) {
    this.satisfiable = specIsSatisfiable(spec);
    // Drawn, never shrunk: the same args without fast-check's shrink bookkeeping.
    this.#valid = this.satisfiable ? argsArbitrary(spec, { shrink: false }) : undefined;
    this.#loose = drawer(looseArgsArbitrary(spec, { shrink: false }));
    this.#referenceSchema = referenceJsonSchema(spec) as unknown as ToolSchema;
    this.#dictionary = dictionary === undefined || dictionarySize(dictionary) === 0 ? undefined : dictionary;
    this.#violators = new ViolatorCycle({
      catalogue: new ViolatorCatalogue(this.#referenceSchema, this.#dictionary, { finiteNumbers: true }),
      order: SPEC_OPERATORS,
      validJson: (index) => this.#validJson(index),
      validArgs: (index) => {
        this.#validJson(index);
        return this.#validArgsByIndex.get(index);
      },
    });
  }

  /** How many values the tool's dictionary holds. */
  get dictionarySize(): number {
    return dictionarySize(this.#dictionary);
  }

  /** Whether this tool can produce cases of `source` at all (an unsatisfiable spec has no valid args to mutate). */
  supports(source: CaseSource): boolean {
    if (source === 'valid' || source === 'violator') return this.#valid !== undefined;
    if (source === 'faker') return typeof this.fakerSchema === 'object' && this.fakerSchema !== null;
    // What a provider's model sends is judged on the advertised schema: the prepared tool's AsSentSource makes those.
    return source !== 'as-sent';
  }

  /** The case `index` of `source`, or undefined when this one cannot be made (e.g. no operator applies). */
  make(source: CaseSource, index: number): GeneratedCase | undefined {
    // An unsatisfiable spec has no valid args to make, nor to mutate into violators.
    if (!this.supports(source)) return undefined;
    const rng = caseRandom(caseSeed(this.seed, this.tool, source, index));
    switch (source) {
      case 'valid': {
        const json = this.#validJson(index, rng);
        return validCase(index, json, () => JSON.parse(json), this.#referenceSchema, this.#dictionary, rng);
      }
      case 'loose': {
        const args = this.#loose(rng, biasFor(index));
        return { source, index, json: toCaseJson(args), canonical: true };
      }
      case 'faker':
        return this.#faker(rng, index);
      case 'violator':
        // The one catalogue of model mistakes (an omitted call among them: evaluated as the `{}` it
        // reaches validateArgs as, see schemaSpecOracles).
        return this.#violators.make(index, rng);
      case 'as-sent':
        return undefined;
    }
  }

  /**
   * The JSON of valid case `index`, which violator `index` also starts from: generating valid args
   * is most of a violator's cost, and a campaign runs a slice's valid cases just before its
   * violators. The violator's own rng still chooses the mutation.
   */
  #validJson(index: number, rng?: fc.Random): string {
    const cached = this.#validJsonByIndex.get(index);
    if (cached !== undefined) return cached;
    const random = rng ?? caseRandom(caseSeed(this.seed, this.tool, 'valid', index));
    const args = (this.#valid as fc.Arbitrary<unknown>).generate(random, biasFor(index)).value;
    const json = toCaseJson(args);
    if (this.#validJsonByIndex.size >= VALID_JSON_KEPT) {
      const oldest = this.#validJsonByIndex.keys().next().value as number;
      this.#validJsonByIndex.delete(oldest);
      this.#validArgsByIndex.delete(oldest);
    }
    this.#validJsonByIndex.set(index, json);
    // The violators of this index read these args instead of parsing the JSON again, when they can.
    const parsed = parsedJsonOf(args);
    if (parsed !== NEEDS_PARSE) this.#validArgsByIndex.set(index, parsed);
    return json;
  }

  #faker(rng: fc.Random, index: number): GeneratedCase | undefined {
    try {
      // Made once per tool (json-schema-faker's draws, compiled where fakerArgs can): the same args from the same seed.
      this.#fakerArgs ??= fakerArgs(this.fakerSchema as ToolSchema);
      const args = this.#fakerArgs(rng.nextInt(1, 0x7fffffff));
      return { source: 'faker', index, json: toCaseJson(args), canonical: true };
    } catch {
      return undefined; // a schema json-schema-faker cannot follow; the converter oracle judges the schema itself
    }
  }
}
