import type { McpServerOption } from '../api/mcpServerOption.ts';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { FrameworkName, SchemaSpecTool } from '../tool/toolUnderTest.ts';

/** A tool handed to fuzzTools directly: `{ name, schema }`, a defineTool result (its body does not run), or one from loadTools. */
export type FuzzToolInput = SchemaSpecTool | { readonly name: string; readonly description?: string; readonly schema: SchemaSpec };

/** What fuzzTools fuzzes and how; the numbers follow the `toolfuzz run` flags of the same name. */
export interface FuzzToolsOptions {
  /** The subject module: a path (relative to the cwd) or a file URL, e.g. `new URL('../src/tools.ts', import.meta.url)`; a library subject (docs/subject-contract.md) brings its own tools, so give it no specs or tools. */
  readonly subject?: string | URL;
  /** An MCP server to fuzz instead of a subject (as `toolfuzz mcp`): `{ command, args }` started in the cwd, or `{ url }`; `tools`, `allTools` opt tools in. Its tools load when the suite collects. */
  readonly mcp?: McpServerOption;
  /** JSON spec sources (files, folders), read synchronously while vitest collects; for tool modules use `tools: await loadTools([...])`. */
  readonly specs?: string | URL | readonly (string | URL)[];
  /** Tools given directly, fuzzed after those of `specs`. */
  readonly tools?: readonly FuzzToolInput[];
  /** Random when not given (as fast-check does); every failure message names the one used. */
  readonly seed?: number;
  /** Cases per case source per tool (default 100). */
  readonly runs?: number;
  /** Wall-clock budget of the campaign, in seconds. */
  readonly timeSeconds?: number;
  /** Worker threads (default: half the cores, since vitest runs test files side by side). */
  readonly workers?: number;
  /** A subject call slower than this is a HANG (default 3000). */
  readonly callTimeoutMs?: number;
  /** Fuzz every tool of a library subject through this agent framework, or `none` for the schema library's defaults (default: told per tool, as `--framework`). */
  readonly framework?: FrameworkName | 'none';
  /** Run real tool bodies even without a fuzzContext. */
  readonly runBodies?: boolean;
  /** Where to write the JSON report; by default a temp file, written only when something fails (the reproduce command replays it). */
  readonly json?: string;
  /** The name of the describe block (default `toolfuzz <subject>`). */
  readonly name?: string;
  /** How long the campaign may take before vitest gives up on it, in ms (default: 10 minutes, or the time budget plus one). */
  readonly timeoutMs?: number;
}
