import type { Mutator } from './mutator.ts';
import { replaceAtOnePosition } from './replaceAtOnePosition.ts';
import { valuePositions } from './valuePositions.ts';
import { wrongTypedValue } from './wrongTypedValue.ts';

/** Replaces any present value by one of another JSON type (string, number, boolean, null, object or array). */
export const wrongType: Mutator = (input) =>
  replaceAtOnePosition(input, {
    operator: 'wrongType',
    positions: valuePositions,
    replace: (position, rng) => wrongTypedValue(rng, position.prop.type, position.value),
  });
