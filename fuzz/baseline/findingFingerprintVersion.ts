import { findingShape, fingerprintOf, legacyFingerprint } from '../findings/fingerprint.ts';
import type { PathSegments } from '../model/argsPath.ts';
import type { ReportFinding } from '../report/jsonReport.ts';
import { LEGACY_FINGERPRINT_VERSION } from './baselineFile.ts';
import { parseReportPath } from './parseReportPath.ts';

/**
 * The version of a report finding's `fingerprint`: 1 when a toolfuzz from before presence findings
 * got their own shape wrote the report (its presence findings carry a legacy fingerprint and no
 * `legacyFingerprints`), undefined for the current one. Recomputed from the report's minimal case;
 * when that cannot be done (paths or args cut short), the fingerprint is taken as current.
 */
export function findingFingerprintVersion(finding: ReportFinding): typeof LEGACY_FINGERPRINT_VERSION | undefined {
  // Only the current toolfuzz lists legacy fingerprints, and it lists them for every presence finding.
  if (finding.legacyFingerprints !== undefined) return undefined;
  const paths = finding.paths.map(parseReportPath);
  if (paths.some((path) => path === undefined)) return undefined;
  // Legacy fingerprints predate JSON-Schema tools: theirs are all current.
  if (finding.spec === undefined) return undefined;
  const input = {
    kind: finding.kind,
    blame: finding.blame,
    spec: finding.spec,
    argsJson: finding.argsJson,
    paths: paths as PathSegments[],
  };
  const current = fingerprintOf(findingShape(input));
  return current !== finding.fingerprint && legacyFingerprint(input) === finding.fingerprint ? LEGACY_FINGERPRINT_VERSION : undefined;
}
