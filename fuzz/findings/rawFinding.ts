import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { PathSegments } from '../model/argsPath.ts';
import type { CaseSource } from '../model/caseSource.ts';
import type { Blame, FindingKind } from '../model/findingKind.ts';
import type { MutationOperator } from '../model/mutationOperator.ts';
import type { Verdicts } from './verdicts.ts';

/** A finding as one tool's run produces it: shrunk, not yet deduplicated across tools. */
export interface RawFinding {
  readonly kind: FindingKind;
  readonly blame: Blame;
  readonly tool: string;
  readonly explanation: string;
  readonly paths: readonly PathSegments[];
  readonly spec: SchemaSpec;
  /** The exact JSON the model sent (it may hold 1e400, which no JSON value can). */
  readonly argsJson: string;
  /** Verdicts on the shrunk case; undefined for HANG and CRASH, where nothing came back. */
  readonly verdicts: Verdicts | undefined;
  /** Where the case came from: a case source, the spec itself (converter checks), or the regression corpus. */
  readonly source: CaseSource | 'spec' | 'corpus';
  /** For CONVERTER_INVALID: every problem with the shrunk spec's converted schema, and that schema. */
  readonly converter?: { readonly problems: readonly string[]; readonly schema: unknown };
  readonly operator?: MutationOperator | 'multiFault';
  readonly caseIndex: number;
  /** How many cases of this tool showed the same kind and blame. */
  readonly occurrences: number;
  readonly shrink: { readonly steps: number; readonly evaluations: number; readonly done: boolean };
}

/** A finding's case as first seen: nothing shrunk yet (a later, shrunk report replaces it). */
export const NOT_SHRUNK: RawFinding['shrink'] = { steps: 0, evaluations: 0, done: false };
/** A finding with nothing to shrink (a HANG, a CRASH, a corpus entry): final as it is. */
export const NOTHING_TO_SHRINK: RawFinding['shrink'] = { steps: 0, evaluations: 0, done: true };

/** What a finding is made of; verdicts, occurrences and shrink default to none, one and NOT_SHRUNK. */
export type FindingFacts = Omit<RawFinding, 'verdicts' | 'occurrences' | 'shrink'> & Partial<Pick<RawFinding, 'verdicts' | 'occurrences' | 'shrink'>>;

/** The one way a RawFinding is built, so every producer's findings carry the same fields and defaults. */
export function rawFinding(facts: FindingFacts): RawFinding {
  return { verdicts: undefined, occurrences: 1, shrink: NOT_SHRUNK, ...facts };
}
