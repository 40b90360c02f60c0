import type fc from 'fast-check';
import { violatorLabel } from '../../model/caseLabel.ts';
import type { GeneratedCase } from '../generatedCase.ts';
import { toCaseJson } from '../caseJson.ts';
import { LazyViolators, type ViolatorCatalogue } from './lazyViolators.ts';
import { MULTI_FAULT_CASES } from './multiFault.ts';
import type { Violator, ViolatorOperator } from './violator.ts';

/** What a tool's violator cycle is made from. */
export interface ViolatorCycleSettings {
  readonly catalogue: ViolatorCatalogue;
  /** Every mistake, in the order the cycle takes them (the producer's rank order). */
  readonly order: readonly ViolatorOperator[];
  /** The JSON of valid case `index`, which violator `index` starts from (its violators get their own parse). */
  readonly validJson: (index: number) => string;
  /** Args that parsing `validJson(index)` would deep-copy, when known without the parse (read only); undefined: parse. */
  readonly validArgs?: (index: number) => unknown;
}

/** The mistake a violator case makes, and the violators of the valid case that admits it. */
interface PlannedMistake {
  readonly violators: LazyViolators;
  readonly operator: ViolatorOperator;
  /** Whether `operator` is the cycle's planned one (its rounds go down the list) or a stand-in (a random one). */
  readonly onCycle: boolean;
}

// The valid cases whose mistakes make a tool's violator cycle: enough to meet its optional keys and
// non-empty arrays, few enough to cost little next to the cases themselves.
const CYCLE_SAMPLE = 8;

// How many valid cases (this one and the next) a violator may take its args from to meet its planned mistake.
const BORROWED_ARGS = 4;

// Valid cases whose violators are kept (memoised per operator): a violator reads its own and the next
// BORROWED_ARGS - 1, and the cycle the first CYCLE_SAMPLE.
const VIOLATORS_KEPT = 16;

// A mistake every valid case admits (its family makes one violator and reads no args): the cheap proof
// that the case has a stand-in when it lacks the planned mistake.
const CHEAP_WITNESS: ViolatorOperator = 'omitted-arguments';

/**
 * The violator cases of one tool: round-robin over the tool's mistakes, then over that mistake's
 * violators. An operator with many positions (extra keys, formats) does not crowd out the rest, and
 * each of its violators (every close-invalid sample of a format) comes up within as many rounds as it
 * has. The cycle is fixed per tool: counted on each case's own operators, a case with more (an
 * undeclared key drawn as an object admits stringified-object) shifts the rounds, so a mistake got the
 * same violator twice and skipped the next (valibot's isoTime never met `10:30`); and asking every
 * case which of the 34 mistakes it admits made every family's violators for every case.
 */
export class ViolatorCycle {
  readonly #settings: ViolatorCycleSettings;
  readonly #rank = new Map<ViolatorOperator, number>();
  readonly #violators = new Map<number, LazyViolators>();
  #cycle: readonly ViolatorOperator[] | undefined;

  constructor(settings: ViolatorCycleSettings) {
    this.#settings = settings;
    settings.order.forEach((operator, rank) => this.#rank.set(operator, rank));
  }

  /** Violator case `index`, its violator drawn with `rng`; undefined when the args near it admit no mistake. */
  make(index: number, rng: fc.Random): GeneratedCase | undefined {
    const cycle = this.#operatorCycle();
    this.#forgetBefore(index);
    const planned = cycle[index % cycle.length];
    const mistake = this.#violatorsFor(index, planned);
    if (mistake === undefined) return undefined;
    const { operator, onCycle } = mistake;
    const round = onCycle ? Math.floor(index / cycle.length) : 0;
    if (operator === 'multi-fault') {
      // Drawn from a dozen (round 0) or taken down the list, planning only as far as the one taken.
      const multi = mistake.violators.multiFaultAt(round === 0 ? rng.nextInt(0, MULTI_FAULT_CASES - 1) : round - 1);
      return multi === undefined ? undefined : caseOfViolator(multi, index);
    }
    // Counted, and only the chosen one made.
    const count = mistake.violators.countOf(operator);
    // Round 0 draws one at random; later rounds go down the list from its head, which operators order
    // by importance (a format's most common close misses first).
    const chosen = mistake.violators.violatorAt(operator, (round === 0 ? rng.nextInt(0, count - 1) : round - 1) % count);
    return caseOfViolator(chosen, index);
  }

  /** The tool's mistakes in order: every one its first CYCLE_SAMPLE valid cases admit (computed once). */
  #operatorCycle(): readonly ViolatorOperator[] {
    if (this.#cycle !== undefined) return this.#cycle;
    const seen = new Set<ViolatorOperator>();
    for (let index = 0; index < CYCLE_SAMPLE; index++) {
      const violators = this.#violatorsAt(index);
      for (const operator of this.#settings.order) if (!seen.has(operator) && violators.admits(operator)) seen.add(operator);
    }
    this.#cycle = this.#settings.order.filter((operator) => seen.has(operator));
    return this.#cycle;
  }

  /**
   * Drops the violators of valid cases before `index`: cases come in index order, and violator
   * `index` reads only its own args and the next few. Kept, a valid case's violators (every family's,
   * once multi-fault is asked) outlived young-generation collections for nothing; asked again out of
   * order, they are made again, the same (a case is a pure function of its index).
   */
  #forgetBefore(index: number): void {
    for (const kept of this.#violators.keys()) if (kept < index) this.#violators.delete(kept);
  }

  /** The violators of valid case `index`, made on demand and kept for the next few violator cases. */
  #violatorsAt(index: number): LazyViolators {
    const kept = this.#violators.get(index);
    if (kept !== undefined) return kept;
    // The violators take the valid args apart (never writing them): the generated args when they are
    // what the parse would give, else a parse of their JSON.
    const args = this.#settings.validArgs?.(index);
    const made = new LazyViolators(this.#settings.catalogue, args !== undefined ? args : JSON.parse(this.#settings.validJson(index)));
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
    if (planned !== undefined && this.#admitsOther(first, planned)) {
      for (let offset = 1; offset < BORROWED_ARGS; offset++) {
        const next = this.#violatorsAt(index + offset);
        if (next.admits(planned)) return { violators: next, operator: planned, onCycle: true };
      }
    }
    const stand = this.#nextAdmitted(first, planned);
    return stand === undefined ? undefined : { violators: first, operator: stand, onCycle: false };
  }

  /**
   * Whether `violators` admit some mistake other than `planned` (so #nextAdmitted has an answer),
   * asked of the cheapest family first: an omitted call needs no args and is a witness for almost
   * every case, so a slot that borrows args does not make the stand-in's families for nothing.
   */
  #admitsOther(violators: LazyViolators, planned: ViolatorOperator): boolean {
    if (planned !== CHEAP_WITNESS && this.#rank.has(CHEAP_WITNESS) && violators.admits(CHEAP_WITNESS)) return true;
    return this.#nextAdmitted(violators, planned) !== undefined;
  }

  /**
   * The first operator `violators` admit after `planned` in the cycle's order (wrapping round), or the
   * first when none is planned; undefined when they admit none. Asked in order, so only the operators
   * up to the answer are made.
   */
  #nextAdmitted(violators: LazyViolators, planned: ViolatorOperator | undefined): ViolatorOperator | undefined {
    const order = this.#settings.order;
    const count = order.length;
    const from = planned === undefined ? -1 : (this.#rank.get(planned) ?? -1);
    for (let step = 1; step <= count; step++) {
      const operator = order[(from + step + count) % count] as ViolatorOperator;
      if (operator !== planned && violators.admits(operator)) return operator;
    }
    return undefined;
  }
}

/** The case one chosen violator makes at `index`: its JSON text (exact where the violator wrote raw text), its operator and its label. */
export function caseOfViolator(chosen: Violator, index: number): GeneratedCase {
  const operator = chosen.operator;
  const common = {
    source: 'violator' as const,
    index,
    operator,
    ...(operator === 'dictionary-value' ? { dictionary: true as const } : {}),
    expected: violatorLabel(chosen),
  };
  if (chosen.call.kind === 'omitted') return { ...common, json: '', canonical: true, omitted: true };
  const raw = chosen.call.rawJson;
  // Raw text is written only for a literal JSON.stringify never writes (rawJsonWith's 1e400, -1e400,
  // -0), so its parse never writes back the same: no parse and stringify of the whole text to learn it.
  if (raw !== undefined) return { ...common, json: raw, canonical: false };
  return { ...common, json: toCaseJson(chosen.call.args), canonical: true };
}
