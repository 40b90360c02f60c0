import type { Provider } from '../../lint/lintTypes.ts';
import type { CampaignOutcome } from '../../model/campaignOutcome.ts';
import type { AwaitedFinding } from '../../model/awaitedFinding.ts';
import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';

/** What a campaign runs, and within which budget. */
export interface CampaignSettings {
  readonly subjectPath: string;
  /** The run's folder: messages show paths relative to it (default: process.cwd()). */
  readonly cwd?: string;
  readonly tools: readonly ToolUnderTest[];
  readonly seed: number;
  /** Cases per source per tool; Infinity with a deadline: fuzz until the time is up. */
  readonly runs: number;
  /** Epoch ms by which the campaign must have ended, its workers included; undefined for none. */
  readonly deadline?: number;
  readonly workers: number;
  readonly callTimeoutMs: number;
  readonly runBodies: boolean;
  /** `--provider`: lint for these only (none: every provider) and add their as-sent cases (none: no such cases). */
  readonly providers?: readonly Provider[];
  /** Epoch ms findings' `firstSeenMs` count from (the whole run's start); default: the campaign's start. */
  readonly runStarted?: number;
  /** Findings that end fuzzing once found and shrunk: their tool's (every tool's when one names none). */
  readonly stopWhenFound?: readonly AwaitedFinding[];
  /** Aborting stops the campaign: running cases finish, what was found is kept. */
  readonly signal?: AbortSignal;
  /** Called once, when the first worker has loaded the subject (nothing is printed before: a load error is one line). */
  readonly onStarted?: () => void;
  /** Called whenever a slice of a tool finishes. */
  readonly onToolDone?: (done: number, total: number, findings: number) => void;
  /** Called a few times a second with the cases run so far and the findings so far (for a live progress line). */
  readonly onProgress?: (cases: number, findings: number) => void;
}

/** What a campaign produced: its outcome, or a load error that ends the run. */
export interface CampaignResult extends CampaignOutcome {
  /** A load error of the subject or a tool module (usage: exit 2). */
  readonly fatal?: string;
}
