// The violator cases as they were made before violators became lazy (fuzz/cases/violators/lazyViolators.ts):
// every mistake of a valid case built with modelViolators, then one picked. Kept verbatim, so a test can
// show the lazy path makes the same cases from the same seed.
import type fc from 'fast-check';
import { caseOfViolator, type GeneratedCase } from '../cases/caseFactory.ts';
import { toCaseJson } from '../cases/caseJson.ts';
import { biasFor, caseRandom, caseSeed } from '../cases/caseRandom.ts';
import { dictionarySize, type SubjectDictionary } from '../cases/dictionary/subjectDictionary.ts';
import { modelViolators } from '../cases/modelViolators.ts';
import { validArbitrary } from '../cases/validArbitrary.ts';
import { SCHEMA_SPEC_OPERATOR_RANK, VIOLATOR_OPERATOR_RANK } from '../cases/violators/operatorOrder.ts';
import type { Violator, ViolatorOperator } from '../cases/violators/violator.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';

const CYCLE_SAMPLE = 8;
const BORROWED_ARGS = 4;

function byRank(operators: Iterable<ViolatorOperator>): ViolatorOperator[] {
  return [...operators].sort((a, b) => VIOLATOR_OPERATOR_RANK[a] - VIOLATOR_OPERATOR_RANK[b]);
}

function nextAdmitted(admitted: ReadonlySet<ViolatorOperator>, planned: ViolatorOperator | undefined): ViolatorOperator {
  const ordered = byRank(admitted);
  const from = planned === undefined ? -1 : VIOLATOR_OPERATOR_RANK[planned];
  return (ordered.find((operator) => VIOLATOR_OPERATOR_RANK[operator] > from) ?? ordered[0]) as ViolatorOperator;
}

/** SchemaToolCases' violator cases made the eager way: `make(index)` as `SchemaToolCases.make('violator', index)` made it. */
export function eagerSchemaToolViolators(settings: {
  readonly tool: string;
  readonly seed: number;
  readonly advertised: JsonSchema;
  readonly dictionary?: SubjectDictionary;
}): { make(index: number): GeneratedCase | undefined } {
  const generation = validArbitrary(settings.advertised);
  const valid = generation.kind === 'ok' ? generation.arbitrary : undefined;
  const dictionary = dictionarySize(settings.dictionary) === 0 ? undefined : settings.dictionary;
  const validJson = (index: number): string => {
    const random = caseRandom(caseSeed(settings.seed, settings.tool, 'valid', index));
    return toCaseJson((valid as fc.Arbitrary<unknown>).generate(random, biasFor(index)).value);
  };
  let cycle: ViolatorOperator[] | undefined;
  const operatorCycle = (): ViolatorOperator[] => {
    if (cycle !== undefined) return cycle;
    const seen = new Set<ViolatorOperator>();
    for (let index = 0; index < CYCLE_SAMPLE; index++)
      for (const v of modelViolators(settings.advertised, JSON.parse(validJson(index)), dictionary)) seen.add(v.operator);
    cycle = byRank(seen);
    return cycle;
  };
  const violatorsFor = (index: number, planned: ViolatorOperator | undefined) => {
    let first: { violators: Violator[]; admitted: Set<ViolatorOperator> } | undefined;
    for (let offset = 0; offset < BORROWED_ARGS; offset++) {
      const violators = modelViolators(settings.advertised, JSON.parse(validJson(index + offset)), dictionary);
      const made = { violators, admitted: new Set(violators.map((v) => v.operator)) };
      if (offset === 0) {
        if (violators.length === 0) return undefined;
        first = made;
      }
      if (planned === undefined || made.admitted.has(planned)) return made;
    }
    return first;
  };
  return {
    make(index) {
      if (valid === undefined) return undefined;
      const rng = caseRandom(caseSeed(settings.seed, settings.tool, 'violator', index));
      const ops = operatorCycle();
      const planned = ops[index % ops.length];
      const base = violatorsFor(index, planned);
      if (base === undefined) return undefined;
      const { violators, admitted } = base;
      const onCycle = planned !== undefined && admitted.has(planned);
      const operator = onCycle ? planned : nextAdmitted(admitted, planned);
      const candidates = violators.filter((v) => v.operator === operator);
      const round = onCycle ? Math.floor(index / ops.length) : 0;
      const chosen = candidates[(round === 0 ? rng.nextInt(0, candidates.length - 1) : round - 1) % candidates.length] as Violator;
      return caseOfViolator(chosen, index);
    },
  };
}

/** CaseFactory's violator case made the eager way from the JSON of its valid case `index`. */
export function eagerSpecViolator(
  reference: JsonSchema,
  validJson: string,
  index: number,
  rng: fc.Random,
  dictionary: SubjectDictionary | undefined,
): GeneratedCase | undefined {
  const violators = modelViolators(reference, JSON.parse(validJson), dictionary, { finiteNumbers: true });
  if (violators.length === 0) return undefined;
  const operators = [...new Set(violators.map((v) => v.operator))].sort(
    (a, b) => SCHEMA_SPEC_OPERATOR_RANK[a] - SCHEMA_SPEC_OPERATOR_RANK[b],
  );
  const operator = operators[index % operators.length] as ViolatorOperator;
  const candidates = violators.filter((v) => v.operator === operator);
  const round = Math.floor(index / operators.length);
  const chosen = candidates[(round === 0 ? rng.nextInt(0, candidates.length - 1) : round - 1) % candidates.length] as Violator;
  return caseOfViolator(chosen, index);
}
