import type { Blame, FindingKind } from '../model/findingKind.ts';

/**
 * The version of the baseline file's shape; bumped on any incompatible change. 2: presence findings
 * got new fingerprints, so an entry may carry `fingerprintVersion: 1` (see BaselineEntry).
 */
export const BASELINE_VERSION = 2;

/** The fingerprints of version 1 baselines: before presence findings got their own shape (a report lists them as `legacyFingerprints`). */
export const LEGACY_FINGERPRINT_VERSION = 1;

/** Where `toolfuzz baseline` writes when no `--out` is given, relative to the cwd. */
export const DEFAULT_BASELINE_FILE = 'toolfuzz.baseline.json';

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

/** A baseline file: the findings a team has accepted, each with its reason. */
export interface BaselineFile {
  readonly version: typeof BASELINE_VERSION;
  readonly entries: readonly BaselineEntry[];
}

/** A baseline as read: always in the current form; `migratedFrom` says the file was of an older version (its entries marked on reading). */
export interface ReadBaseline extends BaselineFile {
  readonly migratedFrom?: 1;
}
