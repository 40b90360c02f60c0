import type fc from 'fast-check';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import { argsArbitrary, looseArgsArbitrary } from '../arbitraries/argsArbitrary.ts';
import { specIsSatisfiable } from '../arbitraries/satisfiable.ts';
import type { CaseSource } from '../model/caseSource.ts';
import type { Fault } from '../model/fault.ts';
import { MUTATION_OPERATORS, type MutationOperator } from '../model/mutationOperator.ts';
import { applicableOperators } from '../mutators/applicableOperators.ts';
import { MUTATORS } from '../mutators/index.ts';
import { multiFault } from '../mutators/multiFault.ts';
import { SPEC_OPERATOR_RANK } from '../mutators/operatorOrder.ts';
import type { Mutation } from '../mutators/mutator.ts';
import type { ViolatorOperator } from '../jsonSchema/violators/violator.ts';
import { toCaseJson } from './caseJson.ts';
import { caseRandom, caseSeed } from './caseRandom.ts';
import type { CaseInput } from './evaluateCase.ts';
import { DICTIONARY_EARLY_CASES, dictionarySize, type SubjectDictionary } from '../dictionary/subjectDictionary.ts';
import { dictionaryValid } from '../dictionary/dictionaryValid.ts';
import { referenceJsonSchema } from '../reference/referenceConversion.ts';
import type { JsonSchema as ToolSchema } from '../jsonSchema/schemaTypes.ts';

/** A generated case with where it came from; `operator` names the mutation of a violator (a SchemaSpec operator, or a JSON-Schema model mistake). */
export interface GeneratedCase extends CaseInput {
  readonly source: CaseSource;
  readonly index: number;
  readonly operator?: MutationOperator | 'multiFault' | ViolatorOperator;
  /** Set when the case holds a value of the subject's dictionary (fuzz/dictionary/), for the report's count. */
  readonly dictionary?: true;
}

/** A case of a SchemaSpec tool: its label, when it has one, lists the faults its mutation introduced. */
export interface SpecCase extends GeneratedCase {
  readonly expected?: { readonly valid: boolean; readonly faults: readonly Fault[] };
}

// Valid cases kept for the violators of the same index: more than a campaign slice (25 runs) holds,
// few enough that 64 cached tools per worker keep at most ~4 k of them.
const VALID_JSON_KEPT = 64;

// Round-robin over the operators (plus multi-fault) in the order that finds bugs first, falling through to the next when one does not apply to the args.
const OPERATOR_CHOICES = [...MUTATION_OPERATORS, 'multiFault' as const].sort((a, b) => SPEC_OPERATOR_RANK[a] - SPEC_OPERATOR_RANK[b]);

// fast-check biases towards small and edge values more strongly on early runs; mirror its runner.
function biasFor(index: number): number {
  return 2 + Math.floor(Math.log10(index + 1));
}

/** Makes the cases of one tool, each a pure function of (seed, tool, source, index). */
export class CaseFactory {
  readonly satisfiable: boolean;
  readonly #valid: fc.Arbitrary<unknown> | undefined;
  readonly #loose: fc.Arbitrary<unknown>;
  readonly #validJsonByIndex = new Map<number, string>();
  /** The OPERATOR_CHOICES that can ever apply to this spec, in that order. */
  readonly #choices: readonly (MutationOperator | 'multiFault')[];
  /** Constants of the tool's module, and the reference schema that says where each one is valid. */
  readonly #dictionary: { readonly values: SubjectDictionary; readonly schema: ToolSchema } | undefined;

  constructor(
    readonly tool: string,
    readonly spec: SchemaSpec,
    private readonly seed: number,
    private readonly fakerSchema: unknown,
    dictionary?: SubjectDictionary,
  ) {
    this.satisfiable = specIsSatisfiable(spec);
    this.#valid = this.satisfiable ? argsArbitrary(spec) : undefined;
    this.#loose = looseArgsArbitrary(spec);
    const applies = applicableOperators(spec);
    // Round-robin over these alone: falling through from ones that never apply gave their share to
    // their neighbours (stringifiedScalar had 4 of 14 violators on a string-heavy spec).
    this.#choices = OPERATOR_CHOICES.filter((choice) => choice === 'multiFault' || applies(choice));
    this.#dictionary =
      dictionary === undefined || dictionarySize(dictionary) === 0
        ? undefined
        : { values: dictionary, schema: referenceJsonSchema(spec) as unknown as ToolSchema };
  }

  /** How many values the tool's dictionary holds. */
  get dictionarySize(): number {
    return dictionarySize(this.#dictionary?.values);
  }

  /** Whether this tool can produce cases of `source` at all (an unsatisfiable spec has no valid args to mutate). */
  supports(source: CaseSource): boolean {
    if (source === 'valid' || source === 'violator') return this.#valid !== undefined;
    if (source === 'faker') return typeof this.fakerSchema === 'object' && this.fakerSchema !== null;
    // What a provider's model sends is judged on the advertised schema: the prepared tool's AsSentSource makes those.
    return source !== 'as-sent';
  }

  /** The case `index` of `source`, or undefined when this one cannot be made (e.g. no operator applies). */
  make(source: CaseSource, index: number): SpecCase | undefined {
    // An unsatisfiable spec has no valid args to make, nor to mutate into violators.
    if (!this.supports(source)) return undefined;
    const rng = caseRandom(caseSeed(this.seed, this.tool, source, index));
    switch (source) {
      case 'valid': {
        const json = this.#validJson(index, rng);
        const dictionary = this.#dictionary;
        // Every other valid case of the first slices holds one of the module's constants, where the reference schema takes it.
        const withValue =
          dictionary !== undefined && index < DICTIONARY_EARLY_CASES && index % 2 === 0
            ? dictionaryValid(dictionary.schema, JSON.parse(json), dictionary.values, index >> 1, rng)
            : undefined;
        if (withValue !== undefined)
          return {
            source,
            index,
            json: toCaseJson(withValue.args),
            canonical: true,
            dictionary: true,
            expected: { valid: true, faults: [] },
          };
        return { source, index, json, canonical: true, expected: { valid: true, faults: [] } };
      }
      case 'loose': {
        const args = this.#loose.generate(rng, biasFor(index)).value;
        return { source, index, json: toCaseJson(args), canonical: true };
      }
      case 'faker':
        return this.#faker(rng, index);
      case 'violator':
        return this.#violator(rng, index);
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
    const json = toCaseJson((this.#valid as fc.Arbitrary<unknown>).generate(random, biasFor(index)).value);
    if (this.#validJsonByIndex.size >= VALID_JSON_KEPT) this.#validJsonByIndex.delete(this.#validJsonByIndex.keys().next().value as number);
    this.#validJsonByIndex.set(index, json);
    return json;
  }

  #faker(rng: fc.Random, index: number): SpecCase | undefined {
    try {
      const args = generateSync(this.fakerSchema as JsonSchema, {
        seed: rng.nextInt(1, 0x7fffffff),
        optionalsProbability: 0.5,
        maxItems: 3,
        maxDepth: 5,
      });
      return { source: 'faker', index, json: toCaseJson(args), canonical: true };
    } catch {
      return undefined; // a schema json-schema-faker cannot follow; the converter oracle judges the schema itself
    }
  }

  #violator(rng: fc.Random, index: number): SpecCase | undefined {
    // An operator that does not apply may still have touched its copy, so each attempt parses afresh.
    const validJson = this.#validJson(index);
    const choices = this.#choices;
    for (let attempt = 0; attempt < choices.length; attempt++) {
      const operator = choices[(index + attempt) % choices.length] as MutationOperator | 'multiFault';
      const input = { spec: this.spec, args: JSON.parse(validJson) as Record<string, unknown>, rng, exclude: [] };
      const mutation: Mutation | undefined =
        operator === 'multiFault' ? multiFault(input, index % 2 === 0 ? 2 : 3) : MUTATORS[operator](input);
      if (mutation === undefined) continue;
      return {
        source: 'violator',
        index,
        operator,
        json: toCaseJson(mutation.args, mutation.nonFinite === true),
        canonical: mutation.nonFinite !== true,
        expected: { valid: false, faults: mutation.faults },
      };
    }
    return undefined;
  }
}
