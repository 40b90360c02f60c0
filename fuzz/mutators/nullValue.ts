import type { Mutator } from './mutator.ts';
import { replaceAtOnePosition } from './replaceAtOnePosition.ts';
import { valuePositions } from './valuePositions.ts';

/** Replaces any present value by null, which no declared type accepts. */
export const nullValue: Mutator = (input) =>
  replaceAtOnePosition(input, { operator: 'nullValue', positions: valuePositions, replace: () => null });
