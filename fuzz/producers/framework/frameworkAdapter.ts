import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { FrameworkName, FrameworkOrigin } from '../../tool/toolUnderTest.ts';
import type { ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';

/** Where an adapter works: the user's module and project, and the provider view asked for (`--provider`). */
export interface FrameworkContext {
  /** Absolute path of the module that exports the tools. */
  readonly modulePath: string;
  /** The user's project folder: the framework and its converters are loaded from here, never from toolfuzz's own dependencies. */
  readonly projectDir: string;
  /** The provider whose view of the schema to fuzz, where the framework rewrites it per provider; undefined: the adapter's default view, named in `FrameworkOrigin.provider`. */
  readonly provider?: string;
  /** How long one call into the framework may take before it is a HANG (milliseconds). */
  readonly callTimeoutMs: number;
  /** The tool's name as the campaign knows it (the record key for AI SDK and Mastra tool sets), for the framework's own messages. */
  readonly toolName?: string;
}

/** What an adapter makes of one tool in the main thread: the schema the framework hands the provider, or why it cannot be fuzzed. */
export type FrameworkToolDescription =
  | {
      readonly kind: 'tool';
      /** The tool's name as the framework sends it (Agents and LangChain carry it on the tool; AI SDK and Mastra tool sets: the record key). */
      readonly name?: string;
      readonly description?: string;
      /** Exactly what the framework sends the provider as the tool's parameters, as JSON (JSON.parse(JSON.stringify(...))). */
      readonly advertised: JsonSchema;
      readonly origin: FrameworkOrigin;
      /** The user's schema object the framework checks args with (zod, valibot, ...): its predicates' literals lead the tool's dictionary. Absent where the framework keeps none (OpenAI Agents keeps only JSON Schema). */
      readonly schema?: unknown;
    }
  | { readonly kind: 'skipped'; readonly reason: string };

/**
 * One agent framework (AI SDK, OpenAI Agents, LangChain.js, Mastra) as toolfuzz drives it: it tells
 * its tools from the objects themselves, asks the framework for the schema it sends, and runs the
 * framework's own path from the model's argument text to `execute`, all with the framework's own
 * functions loaded from the user's project (never a re-implementation, so a new framework version is
 * followed without a toolfuzz release). The user's `execute` never runs: the runtime puts a recording
 * stand-in in its place and reports whether the framework reached it.
 */
export interface FrameworkAdapter {
  readonly name: FrameworkName;
  /** The npm package the adapter loads from the user's project (named in the one-line error when it is missing). */
  readonly packageName: string;
  /** Whether `value` (one entry of the module's tools) is this framework's tool. Structural and cheap: it imports nothing. */
  recognizes(value: unknown): boolean;
  /**
   * Whether `value`, which `recognizes` took, carries a mark only this framework makes (a class, a
   * brand, a field). Absent: every recognised tool is marked. An unmarked tool has a shape a plain
   * library tool shares (the AI SDK's `tool()` returns its argument), so it is this framework's only
   * when the module imports `packageName` or `--framework` names it.
   */
  distinctive?(value: unknown): boolean;
  /** Main thread: the advertised schema and the origin the report shows. */
  describe(value: unknown, ctx: FrameworkContext): Promise<FrameworkToolDescription>;
  /**
   * Worker: the framework's path from the model's JSON text to `execute` for this tool. `call(args,
   * argsJson)` must judge `argsJson` (the exact text the model sent; undefined when it sent none), and
   * answer `accepted` with `output` = the value execute received, or `rejected` with the issues and, in
   * `text`, what the model gets back in the framework's own channel.
   */
  runtime(value: unknown, ctx: FrameworkContext): Promise<ToolRuntime>;
}
