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
