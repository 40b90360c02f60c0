import fc from 'fast-check';
import { defineOwn } from '../../json/ownProperty.ts';
import { type Draw, drawer } from '../generate/fastDraw.ts';

/** A drawn key that is left out of the object. */
export const ABSENT: unique symbol = Symbol('absent');

/**
 * One declared key of a drawn object: `odds` undefined means always drawn; else present as
 * `fc.option(arbitrary, { freq: odds })` would be (absent one time in `odds`).
 */
export interface DrawnEntry {
  readonly key: string;
  readonly arbitrary: fc.Arbitrary<unknown>;
  readonly odds: number | undefined;
}

/**
 * The same draws as `fc.option(arbitrary, { nil: ABSENT, freq: odds })`: fc.option is a frequency of
 * (nil, weight 1) and (arbitrary, weight odds - 1), which at depth 0 draws `nextInt(0, odds - 1)` and
 * takes the nil on 0. The shrink bookkeeping it adds per draw (a cloned generator, contexts) is skipped.
 */
export function drawOption(mrng: fc.Random, biasFactor: number | undefined, draw: Draw, odds: number): unknown {
  if (mrng.nextInt(0, odds - 1) === 0) return ABSENT;
  return draw(mrng, biasFactor);
}

/**
 * An object drawn entry by entry, then its extra entries, with exactly the random draws of the
 * `fc.tuple(fc.tuple(...options), extras).map(...)` it replaces, so the same seed gives the same
 * object. For generation only (CaseFactory never shrinks): it does not shrink.
 */
export class DrawnObjectArbitrary extends fc.Arbitrary<Record<string, unknown>> {
  readonly #declared: ReadonlySet<string>;
  readonly #draws: readonly Draw[];
  readonly #extras: Draw | undefined;

  constructor(
    /** Every declared key, drawn or not: an extra key never takes one (a never-drawn key must stay absent). */
    declared: readonly string[],
    private readonly entries: readonly DrawnEntry[],
    private readonly extras: fc.Arbitrary<readonly (readonly [string, unknown])[]> | undefined,
    /** fc.option's freq for the extras as a whole (absent: no extras). */
    private readonly extrasOdds: number,
  ) {
    super();
    this.#declared = new Set(declared);
    this.#draws = entries.map((entry) => drawer(entry.arbitrary));
    this.#extras = extras === undefined ? undefined : drawer(extras);
  }

  /** Draws the object: the declared keys in order, then the extras not declared. */
  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<Record<string, unknown>> {
    const object: Record<string, unknown> = {};
    // defineOwn, not assignment: a declared `__proto__` must become a key, not the prototype.
    const entries = this.entries;
    for (let i = 0; i < entries.length; i++) {
      const { key, odds } = entries[i] as DrawnEntry;
      const draw = this.#draws[i] as Draw;
      const value = odds === undefined ? draw(mrng, biasFactor) : drawOption(mrng, biasFactor, draw, odds);
      if (value !== ABSENT) defineOwn(object, key, value);
    }
    if (this.#extras !== undefined) {
      const extra = drawOption(mrng, biasFactor, this.#extras, this.extrasOdds);
      if (extra !== ABSENT)
        for (const [key, value] of extra as readonly (readonly [string, unknown])[])
          if (!this.#declared.has(key)) defineOwn(object, key, value);
    }
    return new fc.Value(object, undefined);
  }

  /** Never: these objects are drawn, not shrunk. */
  canShrinkWithoutContext(_value: unknown): _value is Record<string, unknown> {
    return false;
  }

  /** Nothing: these objects are drawn, not shrunk. */
  shrink(_value: Record<string, unknown>, _context: unknown): fc.Stream<fc.Value<Record<string, unknown>>> {
    return fc.Stream.nil();
  }
}
