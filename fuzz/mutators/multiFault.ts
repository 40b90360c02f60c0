import type { Fault } from '../model/fault.ts';
import { MUTATION_OPERATORS } from '../model/mutationOperator.ts';
import { MUTATORS } from './allMutators.ts';
import type { Mutation, MutationInput } from './mutator.ts';
import { shuffled } from './shuffled.ts';

// Replacing the top level would erase every other fault, so it never joins a multi-fault case.
const COMBINABLE = MUTATION_OPERATORS.filter((operator) => operator !== 'nonObjectTopLevel');

/**
 * Applies `count` (2 or 3) different operators, in rng order, at disjoint locations: each one excludes
 * the locations of the faults before it. Undefined when fewer than 2 apply; `input.args` is never changed.
 */
export function multiFault(input: MutationInput, count: number): Mutation | undefined {
  // A copy, so that a case that ends with a single fault leaves the caller's args as they were.
  const args = structuredClone(input.args);
  const faults: Fault[] = [];
  let nonFinite = false;
  for (const operator of shuffled(input.rng, COMBINABLE)) {
    if (faults.length >= count) break;
    const exclude = [...input.exclude, ...faults.map((fault) => fault.path)];
    // Every combinable operator changes args in place, so `mutation.args` is always `args`.
    const mutation = MUTATORS[operator]({ spec: input.spec, args, rng: input.rng, exclude });
    if (mutation === undefined) continue;
    faults.push(...mutation.faults);
    nonFinite ||= mutation.nonFinite === true;
  }
  if (faults.length < 2) return undefined;
  return nonFinite ? { args, faults, nonFinite: true } : { args, faults };
}
