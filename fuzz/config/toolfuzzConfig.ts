/**
 * A `toolfuzz.config.ts` (`.mts`, `.js`, `.mjs`, `.json`): the options of `toolfuzz run` as a typed
 * object, the default export. Every key is optional; flags on the command line win over it; relative
 * paths resolve against the config file's folder. Values follow the flags' rules (`runs` a positive
 * integer, ...). `undefined` means "not set", so `json: process.env.REPORT` is fine.
 */
export interface ToolfuzzConfig {
  /** `--subject`: the module under test (exports validateArgs and schemaSpecToJsonSchema). */
  readonly subject?: string | undefined;
  /** `--specs`: spec sources (folders, .json files, tool modules); one path or several. */
  readonly specs?: string | readonly string[] | undefined;
  /** `--random-specs`: add generated specs. */
  readonly randomSpecs?: boolean | undefined;
  /** `--seed`: an integer from 0 to 2147483647; random when not set. */
  readonly seed?: number | undefined;
  /** `--runs`: cases per property per spec. */
  readonly runs?: number | undefined;
  /** `--time`: wall-clock budget in seconds. */
  readonly timeSeconds?: number | undefined;
  /** Same as `timeSeconds`, named like the flag; give one of the two. */
  readonly time?: number | undefined;
  /** `--json`: the JSON report's path. */
  readonly json?: string | undefined;
  /** `--html`: the HTML report's path. */
  readonly html?: string | undefined;
  /** `--junit`: the JUnit XML report's path. */
  readonly junit?: string | undefined;
  /** `--workers`: worker threads. */
  readonly workers?: number | undefined;
  /** `--run-bodies`: run real tool bodies even without a fuzzContext. */
  readonly runBodies?: boolean | undefined;
  /** `--call-timeout`: per-call limit in ms before a call counts as a HANG. */
  readonly callTimeoutMs?: number | undefined;
  /** `--provider`: lint for these providers only, and add as-sent cases for each (fuzz/lint/RULES.md names them). */
  readonly providers?: readonly ('openai-strict' | 'openai' | 'anthropic' | 'anthropic-strict' | 'gemini' | 'gemini-json')[] | undefined;
  /** `--framework`: fuzz every tool through this agent framework, or `none` for the schema library's defaults (default: told per tool). */
  readonly framework?: 'ai-sdk' | 'openai-agents' | 'langchain' | 'mastra' | 'none' | undefined;
  /** `--lint-gate`: a provider rejecting a tool fails the run. */
  readonly lintGate?: boolean | undefined;
  /** `--gate-edges`: edge findings (a witness past the double range, such as 1e400) fail the run too. */
  readonly gateEdges?: boolean | undefined;
  /** `--baseline`: known findings that do not fail the run. */
  readonly baseline?: string | undefined;
  /** `--fail-on-stale`: fail when a baseline entry was not seen again. */
  readonly failOnStale?: boolean | undefined;
  /** `--corpus`: the regression corpus folder. */
  readonly corpus?: string | undefined;
  /** `--shard`: `i/n`, run only this shard of the tools. */
  readonly shard?: string | undefined;
}

/** Types a config file's default export (`export default defineConfig({ runs: 200 })`); returns it unchanged. */
export function defineConfig(config: ToolfuzzConfig): ToolfuzzConfig {
  return config;
}
