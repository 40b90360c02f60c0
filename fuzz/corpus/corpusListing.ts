import { basename } from 'node:path';
import type { Blame, FindingKind } from '../model/findingKind.ts';
import type { CorpusContents } from './regressionCorpus.ts';

/** One corpus entry as `toolfuzz corpus` shows it (and prints with --json). */
export interface ListedEntry {
  /** The entry's file, absolute. */
  readonly file: string;
  readonly fingerprint: string;
  readonly kind: FindingKind;
  readonly blame: Blame;
  readonly tool: string;
  /** The subject it belongs to as the corpus stores it; null for a legacy entry. */
  readonly subject: string | null;
  /** Written before entries named their subject (version 1): never replayed. */
  readonly legacy: boolean;
  /** When it was saved (ISO), or null when the file does not say. */
  readonly saved: string | null;
}

/** The entries of one subject, or the legacy ones (`subject: null`). */
export interface CorpusGroup {
  readonly subject: string | null;
  readonly entries: readonly ListedEntry[];
}

/** What `toolfuzz corpus list` shows: the entries by subject (legacy last), and the files that are not entries. */
export interface CorpusListing {
  readonly dir: string;
  readonly groups: readonly CorpusGroup[];
  /** Every subject the corpus holds entries of, filtered out or not: what to say when a filter matches nothing. */
  readonly subjects: readonly string[];
  readonly unreadable: readonly string[];
}

/** The corpus's entries as listed, in file order (see readCorpus). */
export function listedEntries(contents: CorpusContents): ListedEntry[] {
  return contents.entries.map(({ file, entry }) => ({
    file,
    fingerprint: entry.fingerprint,
    kind: entry.kind,
    blame: entry.blame,
    tool: entry.tool,
    subject: entry.version === 1 ? null : (entry.subject ?? null),
    legacy: entry.version === 1,
    saved: typeof entry.firstSeen === 'string' ? entry.firstSeen : null,
  }));
}

/** Entries grouped by subject, subjects in name order and the legacy group last; within a group, by saved date then file. */
export function groupBySubject(entries: readonly ListedEntry[]): CorpusGroup[] {
  const bySubject = new Map<string | null, ListedEntry[]>();
  for (const entry of entries) bySubject.set(entry.subject, [...(bySubject.get(entry.subject) ?? []), entry]);
  const order = (e: ListedEntry): string => `${e.saved ?? ''}\u0000${basename(e.file)}`;
  return [...bySubject.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0))
    .map(([subject, group]) => ({ subject, entries: [...group].sort((x, y) => (order(x) < order(y) ? -1 : order(x) > order(y) ? 1 : 0)) }));
}

/** The listing of a corpus, optionally only one subject's entries (`subject` as the corpus stores it). */
export function listCorpus(dir: string, contents: CorpusContents, subject?: string): CorpusListing {
  const all = listedEntries(contents);
  const entries = all.filter((e) => subject === undefined || e.subject === subject);
  const subjects = [...new Set(all.flatMap((e) => (e.subject === null ? [] : [e.subject])))].sort();
  return { dir, groups: groupBySubject(entries), subjects, unreadable: contents.unreadable };
}
