import { draftOf, type JsonSchema } from '../../schema/schemaTypes.ts';
import type { SubjectDictionary } from '../dictionary/subjectDictionary.ts';
import { argPositions } from './argPositions.ts';
import {
  type FaultCandidate,
  faultCandidate,
  faultCase,
  FaultPlanner,
  MULTI_FAULT_CASES,
  madeCandidates,
  mayJoinMultiFault,
  type MultiFaultPart,
} from './multiFault.ts';
import type { OperatorInput, PlannedViolator } from './operatorInput.ts';
import type { ViewContext } from './schemaView.ts';
import { operatorFamilies, type OperatorFamily } from './operatorTable.ts';
import type { Violator, ViolatorOperator } from './violator.ts';

/** What violators are judged against: `finiteNumbers` labels 1e400 as a reference that rejects non-finite numbers does (SchemaSpec's). */
export interface ViolatorOptions {
  readonly finiteNumbers?: boolean;
}

/** A tool's operator families, with which family makes each operator: built once per tool, shared by every valid case. */
export class ViolatorCatalogue {
  readonly families: readonly OperatorFamily[];
  readonly #familyOf = new Map<ViolatorOperator, number>();
  readonly #ctx: ViewContext;

  constructor(
    readonly schema: JsonSchema,
    dictionary?: SubjectDictionary,
    readonly options: ViolatorOptions = {},
  ) {
    this.families = operatorFamilies(dictionary);
    // One context for every valid case, so each subschema's view is read once per tool.
    this.#ctx = { root: schema, draft: draftOf(schema), views: new WeakMap() };
    this.families.forEach((family, at) => {
      for (const operator of family.operators) this.#familyOf.set(operator, at);
    });
  }

  /** The index of the family that makes `operator`, or undefined (multi-fault, or dictionary-value without a dictionary). */
  familyOf(operator: ViolatorOperator): number | undefined {
    return this.#familyOf.get(operator);
  }

  /** The input every operator reads for valid args `args` (their positions walked once). */
  input(args: unknown): OperatorInput {
    const ctx = this.#ctx;
    return {
      ctx,
      schema: this.schema,
      args,
      // Values no subschema names (undeclared keys where any key goes) admit no mistake: they would only crowd out the rest.
      positions: argPositions(ctx, this.schema, args, { withFree: false }),
      ...(this.options.finiteNumbers === true && { finiteNumbers: true }),
    };
  }
}

const NONE: readonly Violator[] = [];

/**
 * The violators of one valid case, made on demand: asking for one operator runs the one family that
 * makes it (memoised), and multi-fault, which combines every single mistake, runs every family only
 * when it is asked for. Each operator's list is what modelViolators lists for it, in the same order.
 */
export class LazyViolators {
  readonly #input: OperatorInput;
  readonly #made: (readonly Violator[] | undefined)[] = [];
  // Made when first needed: a cycle's case asks one family of one LazyViolators, and most never need all three maps.
  #byOperator: Map<ViolatorOperator, readonly Violator[]> | undefined;
  // A planning family's plans, split by operator, and each plan's violator once made.
  readonly #planned: (readonly PlannedViolator[] | undefined)[] = [];
  #plansByOperator: Map<ViolatorOperator, readonly PlannedViolator[]> | undefined;
  #madeOf: Map<PlannedViolator, Violator> | undefined;
  #candidates: readonly FaultCandidate[] | undefined;
  #planner: FaultPlanner | undefined;
  #multi: readonly Violator[] | undefined;

  /** `args` are taken apart by the violators (shared, never written): the caller gives them their own copy. */
  constructor(
    readonly catalogue: ViolatorCatalogue,
    readonly args: unknown,
  ) {
    this.#input = catalogue.input(args);
  }

  /** The violators of `operator`, in modelViolators' order. */
  violatorsOf(operator: ViolatorOperator): readonly Violator[] {
    if (operator === 'multi-fault') {
      this.#multi ??= this.#multiFaultPlans().map((plan) => faultCase(this.args, plan));
      return this.#multi;
    }
    this.#byOperator ??= new Map();
    const byOperator = this.#byOperator;
    const known = byOperator.get(operator);
    if (known !== undefined) return known;
    const at = this.catalogue.familyOf(operator);
    if (at === undefined) return NONE;
    const made = this.#family(at);
    // Split the family's list by operator once; filtering keeps each operator's own order.
    for (const each of (this.catalogue.families[at] as OperatorFamily).operators)
      byOperator.set(
        each,
        made.filter((v) => v.operator === each),
      );
    return byOperator.get(operator) ?? NONE;
  }

  /** Whether the valid case admits `operator` (multi-fault: whether one multi-fault case can be made, without making the rest). */
  admits(operator: ViolatorOperator): boolean {
    if (operator !== 'multi-fault') return this.countOf(operator) > 0;
    return this.#faultPlanner().planAt(0) !== undefined;
  }

  /** How many violators of `operator` violatorsOf lists (multi-fault: counted without applying their writes). */
  countOf(operator: ViolatorOperator): number {
    if (operator === 'multi-fault') return this.#multiFaultPlans().length;
    return (this.#plansOf(operator) ?? this.violatorsOf(operator)).length;
  }

  /** Violator `at` of violatorsOf(operator) (under countOf), made alone when it is a multi-fault case. */
  violatorAt(operator: ViolatorOperator, at: number): Violator {
    if (operator === 'multi-fault') {
      if (this.#multi !== undefined) return this.#multi[at] as Violator;
      return faultCase(this.args, this.#faultPlanner().planAt(at) as readonly MultiFaultPart[]);
    }
    const plans = this.#plansOf(operator);
    return plans === undefined ? (this.violatorsOf(operator)[at] as Violator) : this.#makePlanned(plans[at] as PlannedViolator);
  }

  /** The plans of `operator`, in its family's order; undefined when its family does not plan. */
  #plansOf(operator: ViolatorOperator): readonly PlannedViolator[] | undefined {
    this.#plansByOperator ??= new Map();
    const plansByOperator = this.#plansByOperator;
    const known = plansByOperator.get(operator);
    if (known !== undefined) return known;
    const at = this.catalogue.familyOf(operator);
    const family = at === undefined ? undefined : (this.catalogue.families[at] as OperatorFamily);
    if (at === undefined || family?.plan === undefined) return undefined;
    const plans = this.#familyPlans(at);
    // A family of one operator keeps its list as it is; the others split it once, each in its own order.
    if (family.operators.length === 1) plansByOperator.set(operator, plans);
    else
      for (const each of family.operators)
        plansByOperator.set(
          each,
          plans.filter((p) => p.operator === each),
        );
    return plansByOperator.get(operator);
  }

  #familyPlans(at: number): readonly PlannedViolator[] {
    let plans = this.#planned[at];
    if (plans === undefined) {
      plans = ((this.catalogue.families[at] as OperatorFamily).plan as NonNullable<OperatorFamily['plan']>)(this.#input);
      this.#planned[at] = plans;
    }
    return plans;
  }

  /** A plan's violator, made once: violatorsOf lists the same object violatorAt gave. */
  #makePlanned(plan: PlannedViolator): Violator {
    this.#madeOf ??= new Map();
    const madeOf = this.#madeOf;
    let made = madeOf.get(plan);
    if (made === undefined) {
      made = plan.make();
      madeOf.set(plan, made);
    }
    return made;
  }

  /**
   * Multi-fault case `pick` (any natural number) of a cycle: plan `pick % MULTI_FAULT_CASES` when the
   * valid case has that many, else plan `pick % count`; undefined when it has none. Unlike
   * countOf and violatorAt, it plans only up to the one it takes when there are enough (a cycle
   * takes one of a dozen, and planning each made a few more of the tool's mistakes).
   */
  multiFaultAt(pick: number): Violator | undefined {
    const planner = this.#faultPlanner();
    const plan = planner.planAt(pick % MULTI_FAULT_CASES);
    if (plan !== undefined) return faultCase(this.args, plan);
    const plans = planner.all();
    return plans.length === 0 ? undefined : faultCase(this.args, plans[pick % plans.length] as readonly MultiFaultPart[]);
  }

  #multiFaultPlans(): readonly (readonly MultiFaultPart[])[] {
    return this.#faultPlanner().all();
  }

  #faultPlanner(): FaultPlanner {
    this.#planner ??= new FaultPlanner(this.#faultCandidates());
    return this.#planner;
  }

  /**
   * The single mistakes that may join a multi-fault case, in singles' order: a planning family's are
   * its plans (made only when a multi-fault case looks at them), the others' their violators.
   */
  #faultCandidates(): readonly FaultCandidate[] {
    this.#candidates ??= this.catalogue.families.flatMap((family, at) => this.#familyCandidates(family, at));
    return this.#candidates;
  }

  /** One family's fault candidates: none when none of its mistakes may join (omitted arguments, dictionary values: not made for nothing). */
  #familyCandidates(family: OperatorFamily, at: number): FaultCandidate[] {
    if (!family.operators.some(mayJoinMultiFault)) return [];
    if (family.plan === undefined || this.#made[at] !== undefined) return madeCandidates(this.args, this.#family(at));
    return this.#familyPlans(at)
      .filter((plan) => mayJoinMultiFault(plan.operator))
      .map((plan) => faultCandidate(this.args, plan.operator, () => this.#makePlanned(plan)));
  }

  /** Every single-mistake violator, in modelViolators' order (every family runs). */
  singles(): Violator[] {
    return this.catalogue.families.flatMap((_, at) => this.#family(at));
  }

  /** Every violator, as modelViolators lists them. */
  all(): Violator[] {
    return [...this.singles(), ...this.violatorsOf('multi-fault')];
  }

  #family(at: number): readonly Violator[] {
    let made = this.#made[at];
    if (made === undefined) {
      const family = this.catalogue.families[at] as OperatorFamily;
      made = family.plan === undefined ? family.make(this.#input) : this.#familyPlans(at).map((plan) => this.#makePlanned(plan));
      this.#made[at] = made;
    }
    return made;
  }
}
