import type { Mutator } from './mutator.ts';
import { replaceAtOnePosition } from './replaceAtOnePosition.ts';
import { declaredPositions } from './valuePositions.ts';

/**
 * Sets an optional key, present or absent, to null: models send null to mean "not given", but
 * only leaving the key out means that.
 */
export const nullForOptional: Mutator = (input) =>
  replaceAtOnePosition(input, {
    operator: 'nullForOptional',
    positions: (where) => declaredPositions(where).filter((position) => !position.required && !Array.isArray(position.parent)),
    replace: () => null,
  });
