import type { Mutator } from './mutator.ts';
import { pick } from './pick.ts';
import { replaceAtOnePosition } from './replaceAtOnePosition.ts';
import { valuePositions } from './valuePositions.ts';

/** Replaces a declared object by an array: the object wrapped, `[obj]`, or `[]`. */
export const arrayForObject: Mutator = (input) =>
  replaceAtOnePosition(input, {
    operator: 'arrayForObject',
    positions: (where) => valuePositions(where).filter((position) => position.prop.type === 'object'),
    replace: (position, rng) => pick(rng, [[position.value], []]),
  });
