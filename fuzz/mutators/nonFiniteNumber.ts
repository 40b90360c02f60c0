import type { Mutator } from './mutator.ts';
import { pick } from './pick.ts';
import { replaceAtOnePosition } from './replaceAtOnePosition.ts';
import { valuePositions } from './valuePositions.ts';

/** Replaces a number or integer by Infinity or -Infinity (sent as 1e400 / -1e400, which JSON.parse reads so). */
export const nonFiniteNumber: Mutator = (input) =>
  replaceAtOnePosition(input, {
    operator: 'nonFiniteNumber',
    positions: (where) => valuePositions(where).filter((position) => position.prop.type === 'number' || position.prop.type === 'integer'),
    replace: (_, rng) => pick(rng, [Infinity, -Infinity]),
  });
