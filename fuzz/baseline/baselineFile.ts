import type { BaselineEntry } from '../model/baselineEntry.ts';

export { type BaselineEntry, LEGACY_FINGERPRINT_VERSION } from '../model/baselineEntry.ts';

/**
 * The version of the baseline file's shape; bumped on any incompatible change. 2: presence findings
 * got new fingerprints, so an entry may carry `fingerprintVersion: 1` (see BaselineEntry).
 */
export const BASELINE_VERSION = 2;

/** Where `toolfuzz baseline` writes when no `--out` is given, relative to the cwd. */
export const DEFAULT_BASELINE_FILE = 'toolfuzz.baseline.json';

/** A baseline file: the findings a team has accepted, each with its reason. */
export interface BaselineFile {
  readonly version: typeof BASELINE_VERSION;
  readonly entries: readonly BaselineEntry[];
}

/** A baseline as read: always in the current form; `migratedFrom` says the file was of an older version (its entries marked on reading). */
export interface ReadBaseline extends BaselineFile {
  readonly migratedFrom?: 1;
}
