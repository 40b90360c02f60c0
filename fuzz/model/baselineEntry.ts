import type { Blame, FindingKind } from './findingKind.ts';

/** The fingerprints of version 1 baselines: before presence findings got their own shape (a report lists them as `legacyFingerprints`). */
export const LEGACY_FINGERPRINT_VERSION = 1;

/**
 * One accepted finding. `tool`, `fingerprint`, `kind` and `blame` decide what it matches (see
 * entryMatches); `path` and `specHash` are there for the human reading the file, and `reason` says
 * why the finding is accepted ("known, tracked in #123").
 */
export interface BaselineEntry {
  /** The finding's `fingerprint` in the JSON report: a hash of kind, blame and the shape of the minimal case. */
  readonly fingerprint: string;
  /**
   * 1 when `fingerprint` is a version 1 fingerprint: it matches a finding's `legacyFingerprints`,
   * and `toolfuzz baseline` rewrites it once its finding shows again. Absent: the current fingerprint.
   */
  readonly fingerprintVersion?: typeof LEGACY_FINGERPRINT_VERSION;
  readonly tool: string;
  /** specHash of the minimal case's spec when the entry was written: shows whether the counterexample changed since. */
  readonly specHash?: string;
  readonly kind: FindingKind;
  readonly blame: Blame;
  /** The first offending path of the minimal case (`options.mode`; `` for the top level). */
  readonly path?: string;
  readonly reason: string;
}
