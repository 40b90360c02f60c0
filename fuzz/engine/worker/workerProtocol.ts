import type { Provider } from '../../lint/lintTypes.ts';
import type { RawFinding } from '../../findings/rawFinding.ts';
import type { CaseSource } from '../../model/caseSource.ts';
import type { ToolRunStats } from '../../model/toolRunStats.ts';
import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';

/** What a worker is started with. */
export interface WorkerSetup {
  /** The SchemaSpec subject (loaded only when `producers` holds `schema-spec`), else what the report names as the subject. */
  readonly subjectPath: string;
  /** The run's folder: messages show paths relative to it, a framework resolves the user's packages from it. */
  readonly cwd: string;
  /** The producers of the campaign's tools: the worker sets up a preparer for each. */
  readonly producers: readonly ToolUnderTest['producer'][];
  readonly seed: number;
  readonly callTimeoutMs: number;
  /** Epoch ms after which no new case starts; undefined for no time budget. */
  readonly caseDeadline: number | undefined;
  /** Epoch ms after which shrinking gives up; undefined for no time budget. */
  readonly shrinkDeadline: number | undefined;
  readonly runBodies: boolean;
  /** `--provider`: lint for these only (none: every provider) and add their as-sent cases (none: no such cases). */
  readonly providers: readonly Provider[];
  readonly watchdog: SharedArrayBuffer;
  /** The processes the worker started (MCP servers), for the supervisor to kill when the worker ends (see ChildPids). */
  readonly childPids: SharedArrayBuffer;
}

/** One slice of one tool to fuzz, posted to a worker (the tool travels as JSON so `__proto__` keys survive). */
export interface ToolMessage {
  readonly type: 'tool';
  readonly toolIndex: number;
  readonly name: string;
  /** The ToolUnderTest, as JSON. */
  readonly toolJson: string;
  /** The slice of case indexes to run for every source. */
  readonly range: { readonly from: number; readonly to: number };
  /** `KIND/blame` drifts this tool already showed in earlier slices. */
  readonly known: readonly string[];
  /** Resume after a hang or crash: skip every case before this one. */
  readonly resumeAt?: { readonly source: CaseSource; readonly index: number };
  /** Skip the check of the tool's schema itself (it hung or crashed the previous worker). */
  readonly skipSchemaCheck?: boolean;
  /** The HANG and CRASH events the tool caused so far in the whole campaign (any worker): a producer that counts them goes on from there. */
  readonly priorEvents?: readonly ('HANG' | 'CRASH')[];
}

/** Asks an idle worker to hand over the output it still buffers and exit by itself. */
export interface EndMessage {
  readonly type: 'end';
}

/** Runs one args JSON through a tool, once, for a HANG or CRASH shrink: the worker answers `probed` if the call came back. */
export interface ProbeMessage {
  readonly type: 'probe';
  readonly toolIndex: number;
  /** The ToolUnderTest, as JSON. */
  readonly toolJson: string;
  readonly argsJson: string;
}

/** What the supervisor posts to a worker. */
export type SupervisorMessage = ToolMessage | EndMessage | ProbeMessage;

/** What a worker posts back. */
export type WorkerMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'finding'; readonly toolIndex: number; readonly finding: RawFinding }
  /** `events`: the tool's HANG and CRASH events as its producer counts them, priorEvents included (absent: it counts none). */
  | { readonly type: 'done'; readonly toolIndex: number; readonly stats: ToolRunStats; readonly events?: readonly ('HANG' | 'CRASH')[] }
  | { readonly type: 'fatal'; readonly message: string; readonly usage: boolean }
  /** A probe's call came back (whatever the verdict): the candidate did not hang or crash. */
  | { readonly type: 'probed' }
  /** The subject changed a built-in prototype: the worker stops and must be replaced. */
  | { readonly type: 'polluted'; readonly what: string };

/**
 * How many prepared tools a worker keeps (PreparedToolCache's default capacity), which the
 * supervisor also needs to know which tools a worker still holds. It sits in the protocol both sides
 * import, so the supervisor does not load ajv and fast-check for one number.
 */
export const PREPARED_TOOLS_KEPT = 64;
