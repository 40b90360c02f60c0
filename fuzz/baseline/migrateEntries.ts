import type { JsonReport } from '../report/jsonReport.ts';
import { type BaselineEntry, LEGACY_FINGERPRINT_VERSION } from './baselineFile.ts';
import { entryKey, entryMatches } from './entryMatches.ts';
import { findingFingerprintVersion } from './findingFingerprintVersion.ts';

/** A version 1 entry and the current entry it became for one finding it accepts. */
export interface MigratedEntry {
  readonly from: BaselineEntry;
  readonly to: BaselineEntry;
}

/** Entries brought to the current fingerprints as far as a report can vouch for them. */
export interface Migration {
  readonly entries: readonly BaselineEntry[];
  readonly migrated: readonly MigratedEntry[];
  /** Entries folded into an earlier one for the same finding (presence findings of several types became one). */
  readonly merged: number;
}

function current(entry: BaselineEntry, fingerprint: string): BaselineEntry {
  const { fingerprintVersion: _, ...rest } = entry;
  return { ...rest, fingerprint };
}

// Both reasons survive: each may name its own ticket.
function joinReasons(kept: BaselineEntry, folded: BaselineEntry): BaselineEntry {
  return kept.reason.split('; ').includes(folded.reason) ? kept : { ...kept, reason: `${kept.reason}; ${folded.reason}` };
}

/**
 * Rewrites each version 1 entry that accepts a finding of the report to that finding's fingerprint
 * (one entry per finding it accepts), then folds entries that became the same into the first,
 * joining their reasons. Entries the report does not vouch for keep their fingerprint and version:
 * they still match their findings' legacy fingerprints, on any later run or shard.
 */
export function migrateEntries(entries: readonly BaselineEntry[], report: JsonReport): Migration {
  const migrated: MigratedEntry[] = [];
  const rewritten = entries.flatMap((entry) => {
    if (entry.fingerprintVersion !== LEGACY_FINGERPRINT_VERSION) return [entry];
    const accepted = report.findings.filter((finding) => entryMatches(entry, finding));
    if (accepted.length === 0) return [entry];
    // A report written before version 2 vouches for the entry but has no current fingerprint to give it.
    const vouching = accepted.filter((finding) => findingFingerprintVersion(finding) === undefined);
    if (vouching.length === 0) return [entry];
    return vouching.map((finding) => {
      const to = current(entry, finding.fingerprint);
      migrated.push({ from: entry, to });
      return to;
    });
  });
  const byKey = new Map<string, number>();
  const out: BaselineEntry[] = [];
  for (const entry of rewritten) {
    const at = byKey.get(entryKey(entry));
    if (at === undefined) {
      byKey.set(entryKey(entry), out.length);
      out.push(entry);
    } else {
      out[at] = joinReasons(out[at] as BaselineEntry, entry);
    }
  }
  return { entries: out, migrated, merged: rewritten.length - out.length };
}
