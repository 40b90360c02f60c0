import type { BaselineEntry } from './baselineEntry.ts';

/** What a run's baseline did: the report's top-level `baseline` field. */
export interface BaselineSummary {
  /** The baseline file, as the user named it (relative to the cwd when below it). */
  readonly file: string;
  /** Ids of the findings the baseline accepts: reported, but they do not fail the run. */
  readonly known: readonly string[];
  /** Why each known finding is accepted: finding id -> the entry's reason. */
  readonly reasons: Readonly<Record<string, string>>;
  /** Ids of the findings the baseline does not know: they fail the run. */
  readonly fresh: readonly string[];
  /** Entries whose tool was fuzzed to the end without the finding showing again. */
  readonly stale: readonly BaselineEntry[];
  /** Entries whose tool this run did not fuzz to the end (another shard, --time, other specs): neither seen nor stale. */
  readonly unchecked: readonly BaselineEntry[];
  /** Whether stale entries failed the run (--fail-on-stale). */
  readonly failOnStale: boolean;
}
