import type { PathSegments } from './argsPath.ts';
import type { MutationOperator } from './mutationOperator.ts';

/** One way a labelled violator breaks its spec: where, by which operator, and what was wrong. */
export interface Fault {
  /** Where the offending value is (empty for the top level; for a dropped key, the key's own path). */
  readonly path: PathSegments;
  readonly operator: MutationOperator;
  /** A short human description, e.g. `"1" (string) where integer enum [1, 2] is declared`. */
  readonly description: string;
}
