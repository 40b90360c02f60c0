import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { PathSegments } from '../model/argsPath.ts';
import type { CaseSource } from '../model/caseSource.ts';
import type { Blame, FindingKind } from '../model/findingKind.ts';
import type { ViolatorOperator } from '../cases/violators/violator.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import type { CaseVerdicts } from '../judge/caseVerdicts.ts';

/** A finding as one tool's run produces it: shrunk, not yet deduplicated across tools. */
export interface RawFinding {
  readonly kind: FindingKind;
  readonly blame: Blame;
  readonly tool: string;
  readonly explanation: string;
  readonly paths: readonly PathSegments[];
  /** The SchemaSpec a SchemaSpec tool was fuzzed with, shrunk with the case (exactly one of spec and schema is present). */
  readonly spec?: SchemaSpec;
  /** The JSON Schema a library or MCP tool advertised: fixed, only the args shrink. */
  readonly schema?: JsonSchema;
  /** The exact JSON the model sent (it may hold 1e400, which no JSON value can). */
  readonly argsJson: string;
  /** Verdicts on the shrunk case; undefined for HANG and CRASH, where nothing came back. */
  readonly verdicts: CaseVerdicts | undefined;
  /** Where the case came from: a case source, the spec itself (converter checks), or the regression corpus. */
  readonly source: CaseSource | 'spec' | 'corpus';
  /** For CONVERTER_INVALID: every problem with the shrunk spec's converted schema, and that schema. */
  readonly converter?: { readonly problems: readonly string[]; readonly schema: unknown };
  readonly operator?: ViolatorOperator;
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
export type FindingFacts = Omit<RawFinding, 'verdicts' | 'occurrences' | 'shrink'> &
  Partial<Pick<RawFinding, 'verdicts' | 'occurrences' | 'shrink'>>;

/** The one way a RawFinding is built, so every producer's findings carry the same fields and defaults. */
export function rawFinding(facts: FindingFacts): RawFinding {
  return { verdicts: undefined, occurrences: 1, shrink: NOT_SHRUNK, ...facts };
}

/** What a finding's tool was fuzzed as: a SchemaSpec, or the JSON Schema a library or MCP tool advertised. */
export type FindingTarget = { readonly kind: 'spec'; readonly spec: SchemaSpec } | { readonly kind: 'schema'; readonly schema: JsonSchema };

/** The target of a finding (or of a report finding or corpus entry, which carry the same two fields). */
export function findingTarget(finding: { readonly spec?: SchemaSpec; readonly schema?: JsonSchema }): FindingTarget {
  if (finding.spec !== undefined) return { kind: 'spec', spec: finding.spec };
  return { kind: 'schema', schema: finding.schema ?? {} };
}
