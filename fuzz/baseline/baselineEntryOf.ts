import { specHash } from '../findings/fingerprint.ts';
import type { ReportFinding } from '../report/jsonReport.ts';
import type { BaselineEntry } from './baselineFile.ts';
import { findingFingerprintVersion } from './findingFingerprintVersion.ts';

/** The baseline entry that accepts `finding`, with the given reason (marked version 1 when the report is that old). */
export function baselineEntryOf(finding: ReportFinding, reason: string): BaselineEntry {
  const fingerprintVersion = findingFingerprintVersion(finding);
  return {
    fingerprint: finding.fingerprint,
    ...(fingerprintVersion === undefined ? {} : { fingerprintVersion }),
    tool: finding.tool,
    specHash: specHash(finding.spec ?? finding.schema ?? {}),
    kind: finding.kind,
    blame: finding.blame,
    path: finding.paths[0] ?? '',
    reason,
  };
}
