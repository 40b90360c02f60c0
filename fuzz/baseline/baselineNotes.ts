import type { BaselineComparison } from './compareWithBaseline.ts';
import type { BaselineEntry } from './baselineFile.ts';

/** Known findings listed one per line, up to this many; a long list would bury the report's path. */
const MAX_LISTED = 20;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function listed<T>(items: readonly T[], line: (item: T) => string): string[] {
  const lines = items.slice(0, MAX_LISTED).map(line);
  if (items.length > MAX_LISTED) lines.push(`  … and ${items.length - MAX_LISTED} more (see "baseline" in the JSON report)`);
  return lines;
}

/** One entry on one line, as notes and `toolfuzz baseline` print it: `FALSE_ACCEPT (validator) on create_event at visibility [3410af1b97a4729a]`. */
export function describeEntry(entry: BaselineEntry): string {
  const at = entry.path === undefined ? '' : ` at ${entry.path === '' ? '(top level)' : entry.path}`;
  return `${entry.kind} (${entry.blame}) on ${entry.tool}${at} [${entry.fingerprint}]`;
}

/** The console lines for a run gated by a baseline: what is known and why, what is new, what is stale. */
export function baselineNotes(file: string, comparison: BaselineComparison, failOnStale: boolean): string[] {
  const { known, fresh, stale, unchecked } = comparison;
  const counts =
    known.length === 0 && fresh.length === 0
      ? 'no findings'
      : `${plural(known.length, 'known finding does', 'known findings do')} not fail the run; ${fresh.length === 0 ? 'no new findings' : `${plural(fresh.length, 'new finding fails', 'new findings fail')} it (${fresh.map((f) => f.id).join(', ')})`}`;
  const notes = [
    `baseline ${file}: ${counts}`,
    ...listed(
      known,
      ({ finding, entry }) => `  known: ${finding.id} ${finding.kind} (${finding.blame}) on ${finding.tool}: ${entry.reason}`,
    ),
  ];
  if (stale.length > 0) {
    notes.push(
      `${plural(stale.length, 'stale baseline entry', 'stale baseline entries')} (not seen again: fixed, or the spec changed): ${failOnStale ? 'failing the run (--fail-on-stale)' : 'not failing the run (--fail-on-stale would)'}; drop stale entries with: toolfuzz baseline <report.json> --out ${file} --prune`,
      ...listed(stale, (entry) => `  stale: ${describeEntry(entry)}: ${entry.reason}`),
    );
  }
  if (unchecked.length > 0) {
    const tools = [...new Set(unchecked.map((entry) => entry.tool))];
    notes.push(
      `${plural(unchecked.length, 'baseline entry was', 'baseline entries were')} not checked: this run did not fuzz their tools to the end (${tools.join(', ')})`,
    );
  }
  return notes;
}
