import type { Mutator } from './mutator.ts';
import { replaceAtOnePosition } from './replaceAtOnePosition.ts';
import { valuePositions } from './valuePositions.ts';

/** Replaces a number or boolean by its string: 42 → "42", true → "true". */
export const stringifiedScalar: Mutator = (input) =>
  replaceAtOnePosition(input, {
    operator: 'stringifiedScalar',
    positions: (where) =>
      valuePositions(where).filter(
        (position) => position.prop.type === 'number' || position.prop.type === 'integer' || position.prop.type === 'boolean',
      ),
    replace: (position) => String(position.value),
  });
