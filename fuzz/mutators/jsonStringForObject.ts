import type { Mutator } from './mutator.ts';
import { replaceAtOnePosition } from './replaceAtOnePosition.ts';
import { valuePositions } from './valuePositions.ts';

/** Replaces a nested object or array by its JSON string, as models do when they double-encode. */
export const jsonStringForObject: Mutator = (input) =>
  replaceAtOnePosition(input, {
    operator: 'jsonStringForObject',
    positions: (where) => valuePositions(where).filter((position) => position.prop.type === 'object' || position.prop.type === 'array'),
    replace: (position) => JSON.stringify(position.value),
  });
