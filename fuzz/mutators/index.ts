export type { Mutation, MutationInput, Mutator } from './mutator.ts';
export { MUTATORS } from './allMutators.ts';
export { multiFault } from './multiFault.ts';
export { mutationArgsToJson } from './mutationArgsToJson.ts';
export { declaredPositions, valuePositions, type ValuePosition } from './valuePositions.ts';
