import type { Mutator } from './mutator.ts';
import { pick } from './pick.ts';

type TopLevel = { readonly value: unknown; readonly description: string };

function topLevelChoices(args: Record<string, unknown>): TopLevel[] {
  return [
    { value: null, description: 'null where the arguments object is declared' },
    { value: [], description: '[] (array) where the arguments object is declared' },
    { value: [args], description: 'the arguments wrapped in an array' },
    { value: 'x', description: '"x" (string) where the arguments object is declared' },
    { value: 0, description: '0 (number) where the arguments object is declared' },
    { value: true, description: 'true (boolean) where the arguments object is declared' },
    // The double encoding that models produce when they stringify arguments themselves.
    { value: JSON.stringify(args), description: 'the arguments sent as their JSON string' },
  ];
}

/** Replaces the whole arguments by something that is not an object: null, an array, a scalar, their JSON string. */
export const nonObjectTopLevel: Mutator = (input) => {
  // The top level is the ancestor of every location, so any earlier fault forbids replacing it.
  if (input.exclude.length > 0) return undefined;
  const choice = pick(input.rng, topLevelChoices(input.args));
  return { args: choice.value, faults: [{ path: [], operator: 'nonObjectTopLevel', description: choice.description }] };
};
