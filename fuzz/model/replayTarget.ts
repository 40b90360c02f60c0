import type { Blame, FindingKind } from './findingKind.ts';
import type { ToolUnderTest } from '../tool/toolUnderTest.ts';

/** A case to replay and the drift it showed before. */
export interface ReplayTarget {
  readonly tool: string;
  /** The shrunk SchemaSpec of a SchemaSpec finding (a JSON-Schema tool's finding has `schema` instead). */
  readonly spec?: unknown;
  readonly schema?: unknown;
  /** The finding's tool as its producer makes it now (see findAgain in producerRegistry.ts): the case is replayed through it. */
  readonly toolNow?: ToolUnderTest;
  readonly argsJson: string;
  readonly kind: FindingKind;
  readonly blame: Blame;
}

/** What replaying a past finding showed: its drift is gone, or it is back. */
export type CorpusStatus = 'FIXED' | 'STILL FAILING';
