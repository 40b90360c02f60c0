import type { ReplayTarget } from '../model/replayTarget.ts';
import type { ToolPreparer } from '../engine/worker/toolPreparer.ts';
import type { Provider } from '../lint/lintTypes.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import type { McpServerTarget, ToolUnderTest } from '../tool/toolUnderTest.ts';
import type { RunOptions } from '../options/runOptions.ts';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { ReportServer, ReportSkippedTool } from '../report/jsonReport.ts';
import type { ToolModules } from './toolModules.ts';

/** A producer's name, as its tools carry it in `producer`. */
export type ProducerName = ToolUnderTest['producer'];

/** The tools one producer makes. */
export type ToolOf<P extends ProducerName> = Extract<ToolUnderTest, { producer: P }>;

/** An MCP server to fuzz instead of a subject module, resolved (`toolfuzz mcp`, `fuzz({ mcp })`, `fuzzTools({ mcp })`). */
export interface McpServerRun {
  readonly target: McpServerTarget;
  /** Also call these tools, whatever their annotations say. */
  readonly tools?: readonly string[] | undefined;
  /** Call every tool not annotated destructiveHint: true. */
  readonly allTools?: boolean | undefined;
}

/** What a run asks the producers for: the run options a producer reads (add a new producer's flag field here), and what no run flag says (an MCP server to fuzz). */
export type LoadRequest = Pick<RunOptions, 'subject' | 'specs' | 'randomSpecs' | 'seed' | 'callTimeoutMs'> &
  Partial<Pick<RunOptions, 'framework' | 'providers'>> & { readonly mcp?: McpServerRun | undefined };

/** Where a run loads its tools: the project folder, and when loading must be over. */
export interface LoadContext {
  /** The user's project: relative paths and the user's own packages resolve from here. */
  readonly cwd: string;
  /** Epoch ms the run's time budget ends; undefined: no time budget. */
  readonly deadline?: number | undefined;
}

/** One producer's tools for a run, loaded in the main thread. */
export interface LoadedTools {
  readonly tools: readonly ToolUnderTest[];
  /** Tools the subject has but that cannot or may not be fuzzed, each with why (shown on the console and in the report). */
  readonly skipped: readonly ReportSkippedTool[];
  /** What the report names as the subject when it is not a module path (an MCP server's command line or URL). */
  readonly subject?: string;
  /** What the report says of the subject beyond its name (an MCP server's identity). */
  readonly about?: { readonly server?: ReportServer };
}

/** What a worker sets a producer up with (from its WorkerSetup, or the replay worker's). */
export interface PreparerSetup {
  /** The SchemaSpec subject module (only the schema-spec producer loads it). */
  readonly subjectPath: string;
  /** The run's project folder (its cwd, which an in-process run need not share with the process): paths in messages are shown relative to it, and a framework resolves the user's packages from it. */
  readonly cwd: string;
  readonly seed: number;
  readonly callTimeoutMs: number;
  /** Run real bodies even without a fuzzContext (`--run-bodies`). */
  readonly runBodies: boolean;
  /** `--provider`: the providers whose as-sent cases each tool gets (none when empty). */
  readonly asSentProviders: readonly Provider[];
  /** A replay, not a campaign: one case per finding, so a producer spends no calls on probes (an MCP tool's hang probes). */
  readonly replaying?: boolean;
  /** Told the pid of every process the producer starts (an MCP server), and when it exits, so the supervisor can kill those left. */
  readonly onSpawned?: (pid: number) => void;
  readonly onExited?: (pid: number) => void;
  /** The worker's imports of tool modules, one for all its preparers (preparersFor makes it when absent). */
  readonly modules?: ToolModules;
}

/** What a finding carries of its tool, to show and replay it: a SchemaSpec tool's spec, or the JSON Schema the tool advertised. */
export type FindingSchema = { readonly spec: SchemaSpec } | { readonly schema: JsonSchema };

/** Where a replay finds findings' tools again. */
export interface ReplayFrom {
  /** The subject to replay against: the report's, or the one the user named instead. */
  readonly subject: string;
  /** The MCP server a `toolfuzz mcp` report names. */
  readonly server?: ReportServer | undefined;
  readonly cwd: string;
  readonly callTimeoutMs: number;
  /** `--framework` as the report recorded it: a module's tools load again through the same framework (or none). */
  readonly framework?: string | undefined;
  /** The provider whose view framework tools were fuzzed in (the run's first `--provider`, as the report recorded it); absent: each adapter's default view. */
  readonly provider?: string | undefined;
  /** A run's own tools (its corpus replay): findings are matched to these by name and nothing is loaded again. */
  readonly campaign?: readonly ToolUnderTest[];
}

/**
 * One producer as the engine and `run/` use it, without knowing which one it is. Adding a producer
 * is one entry in PRODUCERS (producerRegistry.ts). Entries import their implementation lazily
 * (`await import(...)`), so a worker loads only the producers its tools need.
 */
export interface Producer<P extends ProducerName> {
  /**
   * Main thread: the run's tools when the request names a subject of this producer (an MCP server,
   * a module of its kind), undefined when it is not this producer's. Bad input is a UsageError.
   */
  load(request: LoadRequest, ctx: LoadContext): Promise<LoadedTools | undefined>;
  /** Worker: its ToolPreparer, made once per worker that fuzzes or replays its tools. */
  preparer(setup: PreparerSetup): Promise<ToolPreparer<ToolOf<P>>>;
  /**
   * Replay: gives each target this producer knows the tool to replay it through (`toolNow`), as the
   * producer makes it now; leaves the others as they are. A tool the subject no longer has is a UsageError.
   */
  findAgain<T extends ReplayTarget>(targets: readonly T[], from: ReplayFrom): Promise<T[]>;
  /** Report: what a finding of its tool carries to show and replay it, the spec or the advertised schema. */
  findingSchema(tool: ToolOf<P>): FindingSchema;
  /** Replay: extra time a replayed case may need before its call starts (starting a server); none when absent. */
  startupMs?(callTimeoutMs: number): number;
}
