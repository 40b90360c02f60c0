import type { ReportFinding } from '../report/jsonReport.ts';
import { type BaselineEntry, LEGACY_FINGERPRINT_VERSION } from './baselineFile.ts';

// A version 1 fingerprint names one of the cases the report's finding groups; its fingerprint may be newer.
function sameFingerprint(entry: BaselineEntry, finding: ReportFinding): boolean {
  if (entry.fingerprint === finding.fingerprint) return true;
  return entry.fingerprintVersion === LEGACY_FINGERPRINT_VERSION && (finding.legacyFingerprints ?? []).includes(entry.fingerprint);
}

/**
 * Whether a baseline entry accepts a finding: same fingerprint (for an entry of version 1, the
 * fingerprint or one of the finding's legacyFingerprints), kind and blame, and the entry's tool is
 * among the tools that showed the drift.
 *
 * Why not the finding's `tool` and first path as well: the report deduplicates a drift across
 * tools and keeps the first tool's minimal case, so which tool (and so which key) is "first"
 * changes with the seed, the budget and the shard while the drift does not. Over seeds 4 and 5 on
 * a seeded-bug subject, tool + path kept 13 of 20 findings known; this rule keeps all 20. The
 * spec hash is left out for the same reason: it hashes the shrunk spec, and the report does not
 * hold the tool's original spec. `path` and `specHash` stay in the file for the human reading it.
 */
export function entryMatches(entry: BaselineEntry, finding: ReportFinding): boolean {
  return (
    sameFingerprint(entry, finding) &&
    entry.kind === finding.kind &&
    entry.blame === finding.blame &&
    (entry.tool === finding.tool || finding.tools.includes(entry.tool))
  );
}

/** What makes two entries the same: the fields entryMatches reads. */
export function entryKey(entry: Pick<BaselineEntry, 'tool' | 'fingerprint' | 'kind' | 'blame'>): string {
  return JSON.stringify([entry.tool, entry.fingerprint, entry.kind, entry.blame]);
}
