import type { Provider } from '../lint/lintTypes.ts';
import type { McpServerOption } from './mcpServerOption.ts';

export type { McpServerOption } from './mcpServerOption.ts';
import type { FrameworkName } from '../tool/toolUnderTest.ts';
import type { AwaitedFinding } from '../model/awaitedFinding.ts';

/** A file or folder for an option: a path (relative to `cwd`) or a `file:` URL. */
export type PathOption = string | URL;

/** What `fuzz()` fuzzes and how: the `toolfuzz run` flags as an object, defaults as the CLI's (`toolfuzz run --help` lists them). */
// Every option also takes `undefined`, meaning the default, as an omitted flag does (callers pass options through).
export interface FuzzOptions {
  /** The implementation under test (`--subject`; default: toolfuzz's own tool layer). */
  readonly subject?: PathOption | undefined;
  /** An MCP server to fuzz instead of a subject (`toolfuzz mcp`): `{ command, args }` started in `cwd`, or `{ url }`; `tools`, `allTools` opt tools in. */
  readonly mcp?: McpServerOption | undefined;
  /** Spec sources: folders, .json files, tool modules (`--specs`; default: toolfuzz's own fixtures/specs). */
  readonly specs?: PathOption | readonly PathOption[] | undefined;
  /** Add generated specs to the campaign (`--random-specs`). */
  readonly randomSpecs?: boolean | undefined;
  /** Same seed and runs, same findings (`--seed`; default: random, and in the report). */
  readonly seed?: number | undefined;
  /** Cases per property per spec (`--runs`; default 100, or no cap when only `time` is given). */
  readonly runs?: number | undefined;
  /** Wall-clock budget of the whole run, in seconds (`--time`). */
  readonly time?: number | undefined;
  /** Worker threads (`--workers`; default: the available cores). */
  readonly workers?: number | undefined;
  /** A subject call slower than this (ms) is a HANG (`--call-timeout`; default 3000). */
  readonly callTimeoutMs?: number | undefined;
  /** Run real tool bodies even without a fuzzContext (`--run-bodies`). */
  readonly runBodies?: boolean | undefined;
  /** The regression corpus folder (`--corpus`; default `.toolfuzz/corpus` under `cwd`); `false` keeps none. */
  readonly corpus?: PathOption | false | undefined;
  /** Known findings that do not fail the run (`--baseline`). */
  readonly baseline?: PathOption | undefined;
  /** With a baseline: stale entries count as failing (`--fail-on-stale`). */
  readonly failOnStale?: boolean | undefined;
  /** Lint for these providers only, and add as-sent cases for each (`--provider`; default: lint for all, no as-sent cases). */
  readonly providers?: readonly Provider[] | undefined;
  /** Fuzz every tool through this agent framework, or `none` for the schema library's defaults (`--framework`; default: told per tool). */
  readonly framework?: FrameworkName | 'none' | undefined;
  /** A provider rejecting a tool fails the run: the result's `failing` counts it (`--lint-gate`). */
  readonly lintGate?: boolean | undefined;
  /** Edge findings (`edge: "beyond-double"`: the witness needs a number such as 1e400) count in `failing` too (`--gate-edges`). */
  readonly gateEdges?: boolean | undefined;
  /** `i/n`: run only this shard of the tools (`--shard`). */
  readonly shard?: string | undefined;
  /** Report files to write; none is written unless asked for (`--json`, `--html`, `--junit`). */
  readonly json?: PathOption | undefined;
  readonly html?: PathOption | undefined;
  readonly junit?: PathOption | undefined;
  /** What relative paths resolve against, and where the default corpus lives (default: `process.cwd()`). */
  readonly cwd?: string | undefined;
  /**
   * End fuzzing as soon as these findings are in (each found and shrunk): an entry naming a tool ends
   * that tool's fuzzing, one naming none ends the run. For tests that only ask whether a drift is found.
   */
  readonly stopWhenFound?: readonly AwaitedFinding[] | undefined;
  /** Aborting stops the run: running cases finish, and the report of what ran is still returned. */
  readonly signal?: AbortSignal | undefined;
  /** Called a few times a second with the cases run and findings so far. */
  readonly onProgress?: ((cases: number, findings: number) => void) | undefined;
}
