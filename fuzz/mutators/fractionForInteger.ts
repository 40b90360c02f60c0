import type { Mutator } from './mutator.ts';
import { pick } from './pick.ts';
import { replaceAtOnePosition } from './replaceAtOnePosition.ts';
import { valuePositions } from './valuePositions.ts';

// Beyond 2**52 adding a half rounds back to an integer, so large values get a fixed fraction.
const EXACT_HALVES_BELOW = 2 ** 52;

/** Replaces an integer by a finite number with a fractional part: 1.5 for 1, 0.5 for 0. */
export const fractionForInteger: Mutator = (input) =>
  replaceAtOnePosition(input, {
    operator: 'fractionForInteger',
    positions: (where) => valuePositions(where).filter((position) => position.prop.type === 'integer'),
    replace: (position, rng) => {
      const value = position.value;
      const near = typeof value === 'number' && Math.abs(value) < EXACT_HALVES_BELOW ? [value + 0.5, value - 0.5] : [];
      return pick(rng, [...near, 1.5, 0.1]);
    },
  });
