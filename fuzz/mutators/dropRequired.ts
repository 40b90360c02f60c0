import { describeDeclared } from './faultWording.ts';
import type { Mutator } from './mutator.ts';
import { pick } from './pick.ts';
import { valuePositions } from './valuePositions.ts';

/** Deletes a present required key, at the top level, in a nested object or in an array element's object. */
export const dropRequired: Mutator = (input) => {
  const positions = valuePositions(input).filter((position) => position.required && !Array.isArray(position.parent));
  if (positions.length === 0) return undefined;
  const { parent, key, path, prop } = pick(input.rng, positions);
  // `delete` removes the own property only, so a dropped `__proto__` or `constructor` key reads as absent.
  delete (parent as Record<string, unknown>)[key];
  const description = `required ${describeDeclared(prop)} left out`;
  return { args: input.args, faults: [{ path, operator: 'dropRequired', description }] };
};
