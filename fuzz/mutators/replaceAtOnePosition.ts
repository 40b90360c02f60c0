import type fc from 'fast-check';
import type { MutationOperator } from '../model/mutationOperator.ts';
import { describeMismatch } from './faultWording.ts';
import type { Mutation, MutationInput } from './mutator.ts';
import { pick } from './pick.ts';
import { writeAt } from './writeAt.ts';
import type { ValuePosition } from './valuePositions.ts';

/** How a replacing operator works: where it applies and what it puts there. */
export interface Replacement {
  readonly operator: MutationOperator;
  /** The positions the operator may choose from (already honouring `exclude`). */
  readonly positions: (input: MutationInput) => readonly ValuePosition[];
  /** A value that breaks `position.prop` (never undefined: that would read as an absent key). */
  readonly replace: (position: ValuePosition, rng: fc.Random) => unknown;
}

/** Replaces the value at one rng-chosen position and labels the fault; the shared body of most operators. */
export function replaceAtOnePosition(input: MutationInput, replacement: Replacement): Mutation | undefined {
  const positions = replacement.positions(input);
  if (positions.length === 0) return undefined;
  const position = pick(input.rng, positions);
  const value = replacement.replace(position, input.rng);
  writeAt(position, value);
  const fault = { path: position.path, operator: replacement.operator, description: describeMismatch(value, position.prop) };
  const nonFinite = typeof value === 'number' && !Number.isFinite(value);
  return nonFinite ? { args: input.args, faults: [fault], nonFinite: true } : { args: input.args, faults: [fault] };
}
