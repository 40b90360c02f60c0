import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { Blame, FindingKind } from '../model/findingKind.ts';

/** One past finding's minimal case, kept in the regression corpus and replayed first on every run. */
export interface CorpusEntry {
  readonly version: 1;
  /** The finding's fingerprint (kind, blame, shape): also the entry's file name. */
  readonly fingerprint: string;
  readonly kind: FindingKind;
  readonly blame: Blame;
  readonly tool: string;
  readonly spec: SchemaSpec;
  /** The exact JSON args. */
  readonly argsJson: string;
  readonly explanation: string;
  /** When it was first found (ISO). */
  readonly firstSeen: string;
}

/** How a corpus entry fared on this run. */
export type CorpusStatus = 'FIXED' | 'STILL FAILING';
