import type { JsonReport, ReportFinding } from '../report/jsonReport.ts';
import { baselineEntryOf } from './baselineEntryOf.ts';
import { BASELINE_VERSION, type BaselineEntry, type BaselineFile } from './baselineFile.ts';
import { compareWithBaseline } from './compareWithBaseline.ts';
import { type MigratedEntry, migrateEntries } from './migrateEntries.ts';

/** What `toolfuzz baseline` changes in a baseline. */
export interface BaselineUpdate {
  readonly file: BaselineFile;
  /** Entries written for the report's findings the baseline did not know. */
  readonly added: readonly { readonly finding: ReportFinding; readonly entry: BaselineEntry }[];
  /** Existing entries that accept a finding of the report (their reasons untouched). */
  readonly kept: readonly BaselineEntry[];
  /** Stale entries dropped by `prune`. */
  readonly removed: readonly BaselineEntry[];
  /** Stale entries kept because `prune` was not asked for. */
  readonly stale: readonly BaselineEntry[];
  /** Entries whose tool the report did not fuzz to the end: kept even under `prune`, since the report cannot vouch for them. */
  readonly unchecked: readonly BaselineEntry[];
  /** Version 1 entries rewritten to the fingerprint of a finding they accept (reasons untouched). */
  readonly migrated: readonly MigratedEntry[];
  /** Entries folded into another for the same finding, their reasons joined. */
  readonly merged: number;
}

/**
 * Brings a baseline up to date with a report: every finding it does not know gets an entry with
 * `reason`; existing entries keep their place and reason; `prune` drops the stale ones (tool fuzzed
 * to the end, finding gone) and nothing else, so pruning with one CI shard's report cannot drop
 * the other shards' entries. Version 1 entries the report vouches for get current fingerprints.
 */
export function updateBaseline(existing: BaselineFile | undefined, report: JsonReport, reason: string, prune: boolean): BaselineUpdate {
  const entries = existing?.entries ?? [];
  const comparison = compareWithBaseline(entries, report);
  const added = comparison.fresh.map((finding) => ({ finding, entry: baselineEntryOf(finding, reason) }));
  const removed = prune ? new Set(comparison.stale) : new Set<BaselineEntry>();
  const migration = migrateEntries(
    entries.filter((entry) => !removed.has(entry)),
    report,
  );
  return {
    file: { version: BASELINE_VERSION, entries: [...migration.entries, ...added.map(({ entry }) => entry)] },
    added,
    kept: comparison.seen,
    removed: [...removed],
    stale: prune ? [] : comparison.stale,
    unchecked: comparison.unchecked,
    migrated: migration.migrated,
    merged: migration.merged,
  };
}
