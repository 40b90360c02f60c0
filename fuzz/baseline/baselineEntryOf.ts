import { specHash } from '../findings/fingerprint.ts';
import type { ReportFinding } from '../report/jsonReport.ts';
import type { BaselineEntry } from './baselineFile.ts';

/** The baseline entry that accepts `finding`, with the given reason. */
export function baselineEntryOf(finding: ReportFinding, reason: string): BaselineEntry {
  return {
    fingerprint: finding.fingerprint,
    tool: finding.tool,
    specHash: specHash(finding.spec),
    kind: finding.kind,
    blame: finding.blame,
    path: finding.paths[0] ?? '',
    reason,
  };
}
