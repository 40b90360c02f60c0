// The violator cases made the eager way (as before violators became lazy, fuzz/cases/violators/lazyViolators.ts):
// every mistake of a valid case built with modelViolators, then one picked by the tool's cycle, so a test
// can show the lazy path (ViolatorCycle) makes the same cases from the same seed.
import type fc from 'fast-check';
import type { GeneratedCase } from '../cases/generatedCase.ts';
import { caseOfViolator } from '../cases/violators/violatorCycle.ts';
import { toCaseJson } from '../cases/caseJson.ts';
import { biasFor, caseRandom, caseSeed } from '../cases/caseRandom.ts';
import { dictionarySize, type SubjectDictionary } from '../cases/dictionary/subjectDictionary.ts';
import { modelViolators } from '../cases/modelViolators.ts';
import { MULTI_FAULT_CASES } from '../cases/violators/multiFault.ts';
import { validArbitrary } from '../cases/validArbitrary.ts';
import { SCHEMA_SPEC_OPERATOR_RANK, VIOLATOR_OPERATOR_RANK } from '../cases/violators/operatorOrder.ts';
import type { Violator, ViolatorOperator } from '../cases/violators/violator.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';

const CYCLE_SAMPLE = 8;
const BORROWED_ARGS = 4;

type Rank = Readonly<Record<ViolatorOperator, number>>;

function byRank(operators: Iterable<ViolatorOperator>, rank: Rank): ViolatorOperator[] {
  return [...operators].sort((a, b) => rank[a] - rank[b]);
}

function nextAdmitted(admitted: ReadonlySet<ViolatorOperator>, planned: ViolatorOperator | undefined, rank: Rank): ViolatorOperator {
  const ordered = byRank(admitted, rank);
  const from = planned === undefined ? -1 : rank[planned];
  return (ordered.find((operator) => rank[operator] > from) ?? ordered[0]) as ViolatorOperator;
}

/** What an eager violator cycle is made from. */
interface EagerCycleSettings {
  readonly tool: string;
  readonly seed: number;
  /** The schema the violators are judged on (the advertised one, or SchemaSpec's reference conversion). */
  readonly schema: JsonSchema;
  readonly validJson: (index: number) => string;
  readonly rank: Rank;
  readonly dictionary: SubjectDictionary | undefined;
  readonly finiteNumbers?: boolean;
}

function eagerCycle(settings: EagerCycleSettings): { make(index: number): GeneratedCase | undefined } {
  const { schema, validJson, rank, dictionary } = settings;
  const options = settings.finiteNumbers === true ? { finiteNumbers: true } : {};
  const violatorsOf = (index: number): Violator[] => modelViolators(schema, JSON.parse(validJson(index)), dictionary, options);
  let cycle: ViolatorOperator[] | undefined;
  const operatorCycle = (): ViolatorOperator[] => {
    if (cycle !== undefined) return cycle;
    const seen = new Set<ViolatorOperator>();
    for (let index = 0; index < CYCLE_SAMPLE; index++) for (const v of violatorsOf(index)) seen.add(v.operator);
    cycle = byRank(seen, rank);
    return cycle;
  };
  const violatorsFor = (index: number, planned: ViolatorOperator | undefined) => {
    let first: { violators: Violator[]; admitted: Set<ViolatorOperator> } | undefined;
    for (let offset = 0; offset < BORROWED_ARGS; offset++) {
      const violators = violatorsOf(index + offset);
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
      const rng = caseRandom(caseSeed(settings.seed, settings.tool, 'violator', index));
      const ops = operatorCycle();
      const planned = ops[index % ops.length];
      const base = violatorsFor(index, planned);
      if (base === undefined) return undefined;
      const { violators, admitted } = base;
      const onCycle = planned !== undefined && admitted.has(planned);
      const operator = onCycle ? planned : nextAdmitted(admitted, planned, rank);
      const candidates = violators.filter((v) => v.operator === operator);
      const round = onCycle ? Math.floor(index / ops.length) : 0;
      // A multi-fault case is drawn from a dozen (round 0) and taken at its place in the dozen when the
      // valid case has that many, else at its place modulo the count (LazyViolators.multiFaultAt).
      const multi = operator === 'multi-fault';
      const pick = round === 0 ? rng.nextInt(0, (multi ? MULTI_FAULT_CASES : candidates.length) - 1) : round - 1;
      const at = multi && pick % MULTI_FAULT_CASES < candidates.length ? pick % MULTI_FAULT_CASES : pick % candidates.length;
      const chosen = candidates[at] as Violator;
      return caseOfViolator(chosen, index);
    },
  };
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
  if (valid === undefined) return { make: () => undefined };
  return eagerCycle({
    tool: settings.tool,
    seed: settings.seed,
    schema: settings.advertised,
    validJson: (index) =>
      toCaseJson(valid.generate(caseRandom(caseSeed(settings.seed, settings.tool, 'valid', index)), biasFor(index)).value),
    rank: VIOLATOR_OPERATOR_RANK,
    dictionary: dictionarySize(settings.dictionary) === 0 ? undefined : settings.dictionary,
  });
}

/** CaseFactory's violator cases made the eager way, on the reference conversion, from its typed valid args. */
export function eagerSpecViolators(settings: {
  readonly tool: string;
  readonly seed: number;
  readonly reference: JsonSchema;
  readonly valid: fc.Arbitrary<unknown>;
  readonly dictionary?: SubjectDictionary;
}): { make(index: number): GeneratedCase | undefined } {
  return eagerCycle({
    tool: settings.tool,
    seed: settings.seed,
    schema: settings.reference,
    validJson: (index) =>
      toCaseJson(settings.valid.generate(caseRandom(caseSeed(settings.seed, settings.tool, 'valid', index)), biasFor(index)).value),
    rank: SCHEMA_SPEC_OPERATOR_RANK,
    dictionary: dictionarySize(settings.dictionary) === 0 ? undefined : settings.dictionary,
    finiteNumbers: true,
  });
}
