import type { Observation } from '../findings/observation.ts';
import type { Blame, FindingKind } from '../model/findingKind.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import type { PathOption } from './fuzzOptions.ts';

/** What `replay()` replays: findings of a JSON report, against the report's subject or another. */
export interface ReplayOptions {
  /** The JSON report: a file (as `toolfuzz replay <report.json>` reads it) or the object `fuzz()` resolved to. */
  readonly report: PathOption | JsonReport;
  /** The findings to replay, by id (`F1`); default: every finding of the report. */
  readonly ids?: readonly string[];
  /** The subject to replay against (`--subject`; default: the report's). */
  readonly subject?: PathOption;
  /** A call slower than this (ms) is a HANG (`--call-timeout`; default: the report's). */
  readonly callTimeoutMs?: number;
  /** What relative paths resolve against (default: `process.cwd()`). */
  readonly cwd?: string;
}

/** Whether a finding's drift came back when its minimal case ran again. */
export type ReplayStatus = 'still-failing' | 'fixed';

/** One finding replayed. */
export interface ReplayedFinding {
  readonly id: string;
  readonly kind: FindingKind;
  readonly blame: Blame;
  readonly tool: string;
  readonly status: ReplayStatus;
  /** Every drift the case showed now (the finding's own among them while it still fails). */
  readonly observations: readonly Observation[];
}

/** What `replay()` resolves to: each finding still failing or fixed. */
export interface ReplayResult {
  /** The subject replayed against (absolute). */
  readonly subject: string;
  readonly findings: readonly ReplayedFinding[];
  /** How many findings still fail (what `toolfuzz replay`'s exit code reports). */
  readonly stillFailing: number;
}
