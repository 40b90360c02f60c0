import type { Mutator } from './mutator.ts';
import { pick } from './pick.ts';
import { replaceAtOnePosition } from './replaceAtOnePosition.ts';
import { valuePositions } from './valuePositions.ts';

// An array-like object keyed by index: what a careless array-to-object conversion produces.
function indexedObject(value: unknown): Record<string, unknown> {
  return Array.isArray(value) && value.length > 0 ? { 0: value[0] as unknown } : {};
}

/** Replaces a declared array by an object: `{0: first}` or `{}`. */
export const objectForArray: Mutator = (input) =>
  replaceAtOnePosition(input, {
    operator: 'objectForArray',
    positions: (where) => valuePositions(where).filter((position) => position.prop.type === 'array'),
    replace: (position, rng) => pick(rng, [indexedObject(position.value), {}]),
  });
