import { rmSync } from 'node:fs';
import { describeError } from '../errors/describeError.ts';
import type { ListedEntry } from './corpusListing.ts';

/** Which entries `toolfuzz corpus prune` deletes. */
export type PruneSelection =
  /** The version-1 entries, written before entries named their subject: no run replays them. */
  | { readonly kind: 'legacy' }
  /** Every entry of one subject (as the corpus stores it), e.g. one that was renamed or removed. */
  | { readonly kind: 'subject'; readonly subject: string };

/** What a prune did (or, on a dry run, would do) to each selected entry. */
export interface PruneResult {
  readonly removed: readonly ListedEntry[];
  readonly failed: readonly { readonly entry: ListedEntry; readonly message: string }[];
}

/** The listed entries a selection picks: only ever entries (never the corpus's other files). */
export function selectForPrune(entries: readonly ListedEntry[], selection: PruneSelection): ListedEntry[] {
  return entries.filter((e) => (selection.kind === 'legacy' ? e.legacy : !e.legacy && e.subject === selection.subject));
}

/**
 * Deletes each entry's file (nothing else); one that cannot be deleted is reported, not thrown, so
 * the others still go. A dry run deletes nothing and says what would go.
 */
export function deleteEntries(entries: readonly ListedEntry[], options: { readonly dryRun: boolean }): PruneResult {
  if (options.dryRun) return { removed: entries, failed: [] };
  const removed: ListedEntry[] = [];
  const failed: { entry: ListedEntry; message: string }[] = [];
  for (const entry of entries) {
    try {
      rmSync(entry.file);
      removed.push(entry);
    } catch (error) {
      failed.push({ entry, message: describeError(error) });
    }
  }
  return { removed, failed };
}
