/** The settings of one `toolfuzz run`, every path absolute; filled from RUN_FLAGS. */
export interface RunOptions {
  /** The implementation under test: an absolute module path. */
  subject: string;
  /** Spec sources (folders, .json files, tool modules), absolute. */
  specs: string[];
  randomSpecs: boolean;
  /** Same seed and runs, same findings; random when not given, and printed on every run. */
  seed: number;
  /** Cases per property per spec; undefined: 100, or no cap when `timeSeconds` is given (fuzz until the time is up). */
  runs: number | undefined;
  /** Wall-clock budget of the whole run; undefined means run out the `runs` budget. */
  timeSeconds: number | undefined;
  /** Report files (absolute), undefined when not asked for. */
  json: string | undefined;
  html: string | undefined;
  junit: string | undefined;
  workers: number;
  /** Run real tool bodies even without a `fuzzContext`. */
  runBodies: boolean;
  /** Per-call limit before a subject call counts as a HANG. */
  callTimeoutMs: number;
  /** Known findings that do not fail the run (absolute), undefined when not given. */
  baseline: string | undefined;
  /** Fail when a baseline entry was not seen again. */
  failOnStale: boolean;
  /** The regression corpus folder (absolute); undefined for none (fuzzTools keeps no corpus). */
  corpus: string | undefined;
  /** `i/n`: run only this shard of the tools. */
  shard: string | undefined;
  /** `--provider`: the providers to lint for (none named: every one) and to add as-sent cases for (none named: none). Checked by runFuzz. */
  providers: string[];
  /** `--framework`: the one framework adapter every tool goes through, `none` for library defaults; undefined: told per tool. Checked when the tools load. */
  framework: string | undefined;
  /** `--lint-gate`: a sourced `rejected` lint problem fails the run (exit 1), as a finding does. */
  lintGate: boolean;
  /** `--gate-edges`: findings tagged with an `edge` (beyond-double) fail the run too; without it they are reported only. */
  gateEdges: boolean;
  /** The config file the other options were read from (absolute), undefined when none was used. */
  config: string | undefined;
}
