import type fc from 'fast-check';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { PathSegments } from '../model/argsPath.ts';
import type { Fault } from '../model/fault.ts';

/** What an operator works on: a spec, valid args for it, a seeded rng and the locations it must leave alone. */
export interface MutationInput {
  readonly spec: SchemaSpec;
  /** Valid args for spec, fresh from JSON.parse: the mutator may change it in place. */
  readonly args: Record<string, unknown>;
  /** The only source of choices, so that the same seed gives the same mutation. */
  readonly rng: fc.Random;
  /** Locations already broken by an earlier operator of a multi-fault case: never touch them, their subtrees or their ancestors. */
  readonly exclude: readonly PathSegments[];
}

/** A labelled violator: args known to break the spec, and where and how they break it. */
export interface Mutation {
  /** Usually the same (mutated) object; a different value when the top level is replaced. */
  readonly args: unknown;
  readonly faults: readonly Fault[];
  /** The args hold Infinity/-Infinity, to be serialised as 1e400 / -1e400. */
  readonly nonFinite?: true;
}

/** Turns valid args into a labelled violator; undefined when the operator has no applicable location in these args. */
export type Mutator = (input: MutationInput) => Mutation | undefined;
