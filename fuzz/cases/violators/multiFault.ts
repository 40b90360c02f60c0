import { hasOwn } from '../../json/ownProperty.ts';
import { editAt, rekeyed } from './editArgs.ts';
import type { Violator, ViolatorFault, ViolatorOperator } from './violator.ts';

type Segments = readonly (string | number)[];

/** One change a violator made to the valid args: a value written (or a key removed) at `segments`. */
interface Write {
  readonly segments: Segments;
  /** The new value; absent when the key was removed. */
  readonly value?: unknown;
  readonly removed?: true;
  /** Whether a key came or went (so the object's key count changed), not only its value. */
  readonly presence: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The smallest writes that turn `before` into `after` (containers off the edit are shared, so this is cheap). */
function writesBetween(before: unknown, after: unknown, segments: Segments, out: Write[]): void {
  if (before === after) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    // Before's keys in order, then the keys only after has (the order of a Set of both, without building one).
    for (const key of Object.keys(before)) {
      // A key both share, unchanged (most of them: containers off the edit are shared), costs no path.
      if (!hasOwn(after, key)) out.push({ segments: [...segments, key], removed: true, presence: true });
      else if (before[key] !== after[key]) writesBetween(before[key], after[key], [...segments, key], out);
    }
    for (const key of Object.keys(after)) {
      if (!hasOwn(before, key)) out.push({ segments: [...segments, key], value: after[key], presence: true });
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    before.forEach((item, i) => {
      if (item !== after[i]) writesBetween(item, after[i], [...segments, i], out);
    });
    return;
  }
  out.push({ segments, value: after, presence: false });
}

/** Whether `path` starts with the first `length` segments of `prefix` (loops, not slices: it runs for every pair a multi-fault case weighs). */
function startsWith(path: Segments, prefix: Segments, length = prefix.length): boolean {
  if (length > path.length) return false;
  for (let i = 0; i < length; i++) if (path[i] !== prefix[i]) return false;
  return true;
}

/** Whether `w` wrote an array item and `other` lies inside that array (a uniqueItems verdict may change). */
function inItemsOf(w: Segments, other: Segments): boolean {
  return typeof w[w.length - 1] === 'number' && startsWith(other, w, w.length - 1);
}

/**
 * Whether two writes may change each other's verdict: one inside the other; two keys coming or going
 * in one object (key counts); anything else inside an array one of them wrote an item of (uniqueItems).
 */
function interfere(a: Write, b: Write): boolean {
  const x = a.segments;
  const y = b.segments;
  if (startsWith(x, y) || startsWith(y, x)) return true;
  if (a.presence && b.presence && x.length === y.length && startsWith(x, y, x.length - 1)) return true;
  return inItemsOf(x, y) || inItemsOf(y, x);
}

function applyWrite(args: unknown, write: Write): unknown {
  if (write.removed !== true) return editAt(args, write.segments, () => write.value);
  const key = String(write.segments[write.segments.length - 1]);
  return editAt(args, write.segments.slice(0, -1), (object) => rekeyed(object as Record<string, unknown>, key, undefined));
}

/** Operators that never join a multi-fault case: one replaces everything, the others are their own experiments. */
const SINGLE_ONLY: ReadonlySet<ViolatorOperator> = new Set([
  'non-object-top-level',
  'omitted-arguments',
  'dictionary-value',
  'multi-fault',
]);

// Operators whose every violator carries raw JSON text (1e400, -0), which a multi-fault case leaves out.
const ALWAYS_RAW: ReadonlySet<ViolatorOperator> = new Set(['overflow-to-infinity', 'negative-zero']);

/** Whether violators of `operator` may join a multi-fault case: only their plans become fault candidates. */
export function mayJoinMultiFault(operator: ViolatorOperator): boolean {
  return !SINGLE_ONLY.has(operator) && !ALWAYS_RAW.has(operator);
}

/** How many multi-fault cases one valid case offers at most. */
export const MULTI_FAULT_CASES = 12;

/** A single mistake that can join a multi-fault case, with the writes it made to the valid args. */
export interface MultiFaultPart {
  readonly violator: Violator;
  readonly writes: readonly Write[];
}
type Part = MultiFaultPart;

/**
 * A single mistake that may join a multi-fault case, made only when a case looks at it: a tool with
 * 49 properties has some 300, and combining a dozen cases looks at a few dozen of them.
 */
export interface FaultCandidate {
  readonly operator: ViolatorOperator;
  /** The made mistake with its writes; undefined when it cannot join (raw JSON text, no write, or a write of the whole args). */
  part(): MultiFaultPart | undefined;
}

/** The part `violator` makes of valid `args`, or undefined when it cannot join a multi-fault case. */
function partOf(args: unknown, violator: Violator): MultiFaultPart | undefined {
  if (SINGLE_ONLY.has(violator.operator) || violator.call.kind !== 'args' || violator.call.rawJson !== undefined) return undefined;
  const writes: Write[] = [];
  writesBetween(args, violator.call.args, [], writes);
  return writes.length > 0 && writes.every((w) => w.segments.length > 0) ? { violator, writes } : undefined;
}

/** The candidate `make` gives of valid `args` (made, and its writes found, once, when first asked). */
export function faultCandidate(args: unknown, operator: ViolatorOperator, make: () => Violator): FaultCandidate {
  return new LazyCandidate(args, operator, make);
}

// One object per candidate (a class, not a closure and a record): a multi-fault case lists every plan of the tool.
class LazyCandidate implements FaultCandidate {
  #known = false;
  #part: MultiFaultPart | undefined;

  constructor(
    readonly args: unknown,
    readonly operator: ViolatorOperator,
    readonly make: () => Violator,
  ) {}

  part(): MultiFaultPart | undefined {
    if (!this.#known) {
      this.#part = partOf(this.args, this.make());
      this.#known = true;
    }
    return this.#part;
  }
}

/** The candidates of violators already made of valid `args`: those whose operator may join. */
export function madeCandidates(args: unknown, violators: readonly Violator[]): FaultCandidate[] {
  return violators.filter((v) => mayJoinMultiFault(v.operator)).map((v) => faultCandidate(args, v.operator, () => v));
}

/**
 * Two or three mistakes of different operators at positions that cannot change each other's verdict,
 * in one case: what a model does when it gets several fields wrong at once. Each starts from a surely
 * invalid mistake, so the case is invalid (the first mistake's subschema still applies where it was);
 * `violators` are those of one valid `args`, and only plain-JSON ones join. `limit` stops after the
 * first few (each case depends on its own place in the list alone, so a smaller limit gives the same head).
 */
export function multiFaults(args: unknown, violators: readonly Violator[], limit = MULTI_FAULT_CASES): Violator[] {
  return faultPlans(madeCandidates(args, violators), limit).map((plan) => faultCase(args, plan));
}

/** Which parts each of the first `limit` multi-fault cases of `candidates` combines (see FaultPlanner). */
export function faultPlans(candidates: readonly FaultCandidate[], limit = MULTI_FAULT_CASES): readonly (readonly MultiFaultPart[])[] {
  return new FaultPlanner(candidates, limit).all();
}

/**
 * The multi-fault cases of one valid case, planned in order only as far as asked: which parts each
 * combines, without applying their writes (faultCase makes the one a cycle draws). Case i starts
 * from the i-th surely invalid part and strides through the candidates from (7 i) for partners of
 * other operators; a candidate is made only when it is looked at, and one that cannot join is passed
 * over. Each plan depends on its place alone, so asking for fewer gives the same head.
 */
export class FaultPlanner {
  readonly #plans: Part[][] = [];
  /** The next candidate to try as a first mistake, and how many firsts were tried (the i above). */
  #next = 0;
  #firsts = 0;

  constructor(
    readonly candidates: readonly FaultCandidate[],
    readonly limit = MULTI_FAULT_CASES,
  ) {}

  /** Plan `at`, or undefined when there are not that many. */
  planAt(at: number): readonly MultiFaultPart[] | undefined {
    this.#planUpTo(at);
    return this.#plans[at];
  }

  /** Every plan (at most `limit`). */
  all(): readonly (readonly MultiFaultPart[])[] {
    this.#planUpTo(this.limit - 1);
    return this.#plans;
  }

  #planUpTo(at: number): void {
    const candidates = this.candidates;
    while (this.#plans.length <= at && this.#plans.length < this.limit && this.#next < candidates.length) {
      const first = (candidates[this.#next++] as FaultCandidate).part();
      if (first === undefined || first.violator.expected !== 'invalid') continue;
      const i = this.#firsts++;
      const count = 2 + (i % 2);
      const chosen: Part[] = [first];
      // A stride through the rest, so successive cases pair the first mistake with different operators.
      const offset = (i * 7) % candidates.length;
      for (let k = 0; k < candidates.length && chosen.length < count; k++) {
        const other = candidates[(offset + k) % candidates.length] as FaultCandidate;
        // The operator first: it needs nothing made, and neighbours in the list often share it.
        if (chosen.some((c) => c.violator.operator === other.operator)) continue;
        const part = other.part();
        if (part !== undefined && chosen.every((c) => c.writes.every((w) => part.writes.every((p) => !interfere(w, p))))) chosen.push(part);
      }
      if (chosen.length >= 2) this.#plans.push(chosen);
    }
  }
}

/** The multi-fault case of valid `args` that combines `chosen` (one of faultPlans), its first mistake first. */
export function faultCase(args: unknown, chosen: readonly MultiFaultPart[]): Violator {
  const first = chosen[0] as Part;
  const combined = chosen.flatMap((c) => c.writes).reduce<unknown>(applyWrite, args);
  const faults: ViolatorFault[] = chosen.map(({ violator }) => ({ path: violator.path, operator: violator.operator, why: violator.why }));
  return {
    operator: 'multi-fault',
    path: first.violator.path,
    call: { kind: 'args', args: combined },
    expected: 'invalid',
    why: `${chosen.length} mistakes; ${first.violator.why} at ${first.violator.path || 'the top level'}`,
    faults,
  };
}
