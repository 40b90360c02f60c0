import type { JsonSchema } from '../schema/schemaTypes.ts';
import { createHash } from 'node:crypto';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import { presenceFaults, presenceShape } from './fingerprintPresence.ts';
import { caseShape } from './fingerprintShape.ts';
import type { RawFinding } from './rawFinding.ts';

/** What a fingerprint is computed from: the finding's kind, blame, minimal case and offending paths. */
export type FingerprintInput = Pick<RawFinding, 'kind' | 'blame' | 'spec' | 'argsJson' | 'paths'>;

/**
 * What makes two findings the same drift: kind, blame and the shape of the shrunk case, not its tool
 * or names. A presence finding (a key left out, or null where that is allowed) is shaped by its
 * offending keys alone: the same drift whatever the key's type and depth.
 */
export function findingShape(finding: FingerprintInput): string {
  const faults = presenceFaults(finding);
  return faults === undefined ? caseShape(finding) : presenceShape(finding, faults);
}

/** The report's 16 hex digit fingerprint of a shape. */
export function fingerprintOf(shape: string): string {
  return createHash('sha256').update(shape).digest('hex').slice(0, 16);
}

/** The fingerprint a finding had before presence findings got their own shape: what version 1 baselines hold. */
export function legacyFingerprint(finding: FingerprintInput): string {
  return fingerprintOf(caseShape(finding));
}

/** A report finding's fingerprint for a group of the same drift, and the legacy fingerprints of its members where they differ. */
export function groupFingerprints(
  shape: string,
  group: readonly FingerprintInput[],
): { fingerprint: string; legacyFingerprints?: string[] } {
  const fingerprint = fingerprintOf(shape);
  const legacy = [...new Set(group.map(legacyFingerprint))].filter((old) => old !== fingerprint).sort();
  return legacy.length === 0 ? { fingerprint } : { fingerprint, legacyFingerprints: legacy };
}

/** A short stable hash of a spec, for baselines and for telling specs apart in reports. */
export function specHash(spec: SchemaSpec | JsonSchema): string {
  return createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 12);
}
