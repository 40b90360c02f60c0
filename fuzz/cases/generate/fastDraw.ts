import fc from 'fast-check';
import { caseRandom } from '../caseRandom.ts';
import { arrayDraw, type Draw } from './fastDrawArray.ts';

// A value of a fast-check arbitrary drawn as its generate() draws it, without what generate() adds
// for shrinking: a Value per layer, map and tuple contexts, a cloned random for every oneof branch.
// That bookkeeping is most of a drawn case (SchemaToolCases draws, never shrinks). Each known class
// (fast-check 4's integer, constantFrom, tuple, map, filter, oneof/frequency/option, array/string,
// noBias, letrec's lazy) is
// read from its own fields and drawn with its own generate() steps, depth contexts included; any
// other arbitrary is asked to generate(). A self-check at load compares both on fixed arbitraries
// and seeds: should a fast-check version draw otherwise, every draw goes through generate().

// The drawer type lives beside the array drawer, which this file imports (one direction, no cycle).
export type { Draw };

// fast-check's internal fields, read per class (see its IntegerArbitrary, ArrayArbitrary, FrequencyArbitrary...).
type Fields = Record<string, unknown>;
interface Range {
  readonly min: number;
  readonly max: number;
}
interface DepthContext {
  depth: number;
}
interface WeightedArbitrary {
  readonly arbitrary: fc.Arbitrary<unknown>;
  readonly weight: number;
}

const drawers = new WeakMap<fc.Arbitrary<unknown>, Draw>();

// fast-check's mappers that join string parts (patternsToStringMapper, stringMatching's alternatives), as it spells them.
const JOINS = new Set(['function patternsToStringMapper(tab) {\n\treturn safeJoin(tab, "");\n}', '(vs) => safeJoin(vs, "")']);
// Array.prototype.join as found when this loaded (alongside fast-check, before any subject): what safeJoin calls.
const arrayJoin = Array.prototype.join;
const join: (parts: unknown[], separator: string) => string = Function.prototype.call.bind(arrayJoin);

const generic =
  (arbitrary: fc.Arbitrary<unknown>): Draw =>
  (mrng, biasFactor) =>
    arbitrary.generate(mrng, biasFactor).value;

function integerDraw(min: number, max: number, ranges: readonly Range[]): Draw {
  return (mrng, biasFactor) => {
    if (biasFactor === undefined || mrng.nextInt(1, biasFactor) !== 1) return mrng.nextInt(min, max);
    if (ranges.length === 1) return mrng.nextInt((ranges[0] as Range).min, (ranges[0] as Range).max);
    const id = mrng.nextInt(-2 * (ranges.length - 1), ranges.length - 2);
    const range = (id < 0 ? ranges[0] : ranges[id + 1]) as Range;
    return mrng.nextInt(range.min, range.max);
  };
}

function frequencyDraw(a: Fields): Draw {
  const warbs = a.warbs as readonly WeightedArbitrary[];
  const cumulated = a.cumulatedWeights as readonly number[];
  const totalWeight = a.totalWeight as number;
  const { depthBias, maxDepth } = a.constraints as { depthBias: number; maxDepth: number };
  const context = a.context as DepthContext;
  const draws = warbs.map((warb) => drawer(warb.arbitrary));
  const firstWeight = (warbs[0] as WeightedArbitrary).weight;
  const drawAt = (idx: number, mrng: fc.Random, biasFactor: number | undefined): unknown => {
    ++context.depth;
    try {
      return (draws[idx] as Draw)(mrng, biasFactor);
    } finally {
      --context.depth;
    }
  };
  return (mrng, biasFactor) => {
    if (maxDepth <= context.depth) return drawAt(0, mrng, biasFactor);
    let negBenefit = 0;
    // At depth 0 (nearly every draw: each oneof has its own context) the benefit is 0, pow aside.
    if (context.depth !== 0 && depthBias > 0 && firstWeight !== 0) {
      const benefit = Math.floor((1 + depthBias) ** context.depth) - 1;
      negBenefit = -Math.min(totalWeight * benefit, Number.MAX_SAFE_INTEGER) || 0;
    }
    const selected = mrng.nextInt(negBenefit, totalWeight - 1);
    for (let idx = 0; idx !== cumulated.length; ++idx) if (selected < (cumulated[idx] as number)) return drawAt(idx, mrng, biasFactor);
    throw new Error('Unable to generate from fc.frequency');
  };
}

/** The drawer of one arbitrary by its class, or undefined when its fields are not the ones expected. */
function classDraw(arbitrary: fc.Arbitrary<unknown>): Draw | undefined {
  const a = arbitrary as unknown as Fields;
  switch (arbitrary.constructor.name) {
    case 'IntegerArbitrary':
      return typeof a.min === 'number' && typeof a.max === 'number' && Array.isArray(a.ranges)
        ? integerDraw(a.min, a.max, a.ranges as Range[])
        : undefined;
    case 'ConstantArbitrary': {
      const values = a.values as unknown[];
      if (!Array.isArray(values) || values.some((v) => typeof v === 'object' && v !== null && fc.cloneMethod in v)) return undefined;
      if (values.length === 1) return () => values[0];
      return (mrng) => values[mrng.nextInt(0, values.length - 1)];
    }
    case 'TupleArbitrary': {
      if (!Array.isArray(a.arbs)) return undefined;
      const draws = (a.arbs as fc.Arbitrary<unknown>[]).map(drawer);
      return (mrng, biasFactor) => {
        const out: unknown[] = [];
        for (const draw of draws) out.push(draw(mrng, biasFactor));
        return out;
      };
    }
    case 'MapArbitrary': {
      if (!(a.arb instanceof fc.Arbitrary) || typeof a.mapper !== 'function') return undefined;
      const inner = drawer(a.arb);
      const mapper = a.mapper as (value: unknown) => unknown;
      // fc.string's and fc.stringMatching's joins: safeJoin(parts, '') is Array.prototype.join as fast-check
      // found it, on the plain arrays drawn here, without safeJoin's lookup and rest arguments.
      if (JOINS.has(mapper.toString()))
        return (mrng, biasFactor) => {
          const parts = inner(mrng, biasFactor) as unknown[];
          return parts.join === arrayJoin ? parts.join('') : join(parts, '');
        };
      return (mrng, biasFactor) => mapper(inner(mrng, biasFactor));
    }
    case 'FilterArbitrary': {
      if (!(a.arb instanceof fc.Arbitrary) || typeof a.refinement !== 'function') return undefined;
      const inner = drawer(a.arb);
      const refinement = a.refinement as (value: unknown) => boolean;
      return (mrng, biasFactor) => {
        while (true) {
          const value = inner(mrng, biasFactor);
          if (refinement(value)) return value;
        }
      };
    }
    case 'FrequencyArbitrary':
      return Array.isArray(a.warbs) && Array.isArray(a.cumulatedWeights) && typeof a.context === 'object' ? frequencyDraw(a) : undefined;
    case 'NoBiasArbitrary': {
      if (!(a.arb instanceof fc.Arbitrary)) return undefined;
      const inner = drawer(a.arb);
      return (mrng) => inner(mrng, undefined);
    }
    case 'LazyArbitrary':
      // fc.letrec's: its underlying arbitrary is set after it is built, and holds the lazy itself.
      return (mrng, biasFactor) =>
        a.underlying instanceof fc.Arbitrary ? drawer(a.underlying)(mrng, biasFactor) : arbitrary.generate(mrng, biasFactor).value;
    case 'ArrayArbitrary':
      return (a.setBuilder === undefined || typeof a.setBuilder === 'function') &&
        a.arb instanceof fc.Arbitrary &&
        Array.isArray(a.customSlices)
        ? arrayDraw(a, drawer(a.arb))
        : undefined;
    default:
      return undefined;
  }
}

let trusted: boolean | undefined;

/** Whether drawing gives generate()'s value from the same seed and leaves the random where generate() leaves it. */
export function drawsAsGenerate(arbitrary: fc.Arbitrary<unknown>, seed: number, biasFactor: number | undefined): boolean {
  const viaGenerate = caseRandom(seed);
  const viaDraw = caseRandom(seed);
  const generated = JSON.stringify(arbitrary.generate(viaGenerate, biasFactor).value);
  const drawn = JSON.stringify(drawer(arbitrary)(viaDraw, biasFactor));
  return generated === drawn && viaGenerate.nextInt() === viaDraw.nextInt();
}

/** The drawer of `arbitrary`: its own draws without generate()'s bookkeeping, or generate() itself. */
export function drawer(arbitrary: fc.Arbitrary<unknown>): Draw {
  const kept = drawers.get(arbitrary);
  if (kept !== undefined) return kept;
  trusted ??= selfCheck();
  const made = (trusted ? classDraw(arbitrary) : undefined) ?? generic(arbitrary);
  drawers.set(arbitrary, made);
  return made;
}

// Few seeds: every worker pays the check once (fastDraw.test.ts holds the drawer to generate() at length).
const SELF_CHECK_SEEDS = 6;

// Arbitraries covering every class above, each with biased and unbiased draws.
function selfCheck(): boolean {
  trusted = true;
  const samples: fc.Arbitrary<unknown>[] = [
    fc.record({ a: fc.integer({ min: -5, max: 1e6 }), b: fc.option(fc.constantFrom('x', 'y', 'z'), { freq: 3 }) }),
    fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }),
    // What stringMatching builds, without its costly construction: strings of a unit of class ranges.
    fc.string({
      unit: fc.oneof(
        fc.integer({ min: 97, max: 122 }).map((n) => String.fromCharCode(n)),
        fc.constant('-'),
      ),
      minLength: 2,
    }),
    fc.tuple(
      fc.boolean(),
      fc.nat(9).filter((n) => n % 3 !== 0),
      fc.oneof(fc.constant(null), fc.array(fc.integer(), { minLength: 2 })),
    ),
    fc.noBias(fc.jsonValue({ maxDepth: 1 })),
  ];
  try {
    for (const arbitrary of samples)
      for (let seed = 0; seed < SELF_CHECK_SEEDS; seed++)
        for (const bias of [undefined, 2, 5]) if (!drawsAsGenerate(arbitrary, seed, bias)) return false;
  } catch {
    // A class whose fields are no longer what is read here: generate() for every draw.
    return false;
  }
  return true;
}
