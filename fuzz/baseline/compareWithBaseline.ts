import type { JsonReport, ReportFinding } from '../report/jsonReport.ts';
import type { BaselineEntry } from './baselineFile.ts';
import { entryMatches } from './entryMatches.ts';

/** A finding the baseline accepts, with the entry that accepts it. */
export interface KnownFinding {
  readonly finding: ReportFinding;
  readonly entry: BaselineEntry;
}

/** How a report's findings stand against a baseline. */
export interface BaselineComparison {
  /** Findings some entry accepts: reported, but they do not fail the run. */
  readonly known: readonly KnownFinding[];
  /** Findings no entry accepts: they fail the run. */
  readonly fresh: readonly ReportFinding[];
  /** Entries that accept some finding of the report. */
  readonly seen: readonly BaselineEntry[];
  /** Entries whose tool was fuzzed to the end without the finding showing again (fixed, or the spec changed). */
  readonly stale: readonly BaselineEntry[];
  /** Entries whose tool the report did not fuzz to the end: another shard, an exhausted --time, other specs. */
  readonly unchecked: readonly BaselineEntry[];
}

/** Sorts the report's findings into known and fresh, and the baseline's entries into seen, stale and unchecked. */
export function compareWithBaseline(entries: readonly BaselineEntry[], report: JsonReport): BaselineComparison {
  const known: KnownFinding[] = [];
  const fresh: ReportFinding[] = [];
  const seen = new Set<BaselineEntry>();
  for (const finding of report.findings) {
    const matching = entries.filter((entry) => entryMatches(entry, finding));
    for (const entry of matching) seen.add(entry);
    const first = matching[0];
    if (first === undefined) fresh.push(finding);
    else known.push({ finding, entry: first });
  }
  // Not seeing a finding on a tool that never ran to the end proves nothing, so such entries are not stale.
  const checked = new Set(report.tools.filter((tool) => tool.complete).map((tool) => tool.name));
  const unseen = entries.filter((entry) => !seen.has(entry));
  return {
    known,
    fresh,
    seen: entries.filter((entry) => seen.has(entry)),
    stale: unseen.filter((entry) => checked.has(entry.tool)),
    unchecked: unseen.filter((entry) => !checked.has(entry.tool)),
  };
}
