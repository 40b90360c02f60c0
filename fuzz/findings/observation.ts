import type { Blame, FindingKind } from '../model/findingKind.ts';
import type { PathSegments } from '../model/argsPath.ts';

/** One drift seen on one case, before shrinking and deduplication. */
export interface Observation {
  readonly kind: FindingKind;
  readonly blame: Blame;
  /** One sentence a reader understands without the verdicts. */
  readonly explanation: string;
  /** The offending locations, for highlighting (empty: the whole args or none in particular). */
  readonly paths: readonly PathSegments[];
}
