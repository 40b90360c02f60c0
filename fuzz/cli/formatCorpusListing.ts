import { basename } from 'node:path';
import type { CorpusListing, ListedEntry } from '../corpus/corpusListing.ts';
import { displayPath } from '../errors/userPaths.ts';

const LEGACY_HEADING = 'legacy (version 1: no run replays them; toolfuzz corpus prune --legacy deletes them)';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** One entry per line, in columns shared across the whole listing so groups line up. */
export function entryLines(entries: readonly ListedEntry[], cwd: string): string[] {
  const cells = entries.map((e) => [
    e.fingerprint,
    `${e.kind} (${e.blame})`,
    e.tool,
    e.saved?.slice(0, 10) ?? 'unknown date',
    displayPath(e.file, cwd),
  ]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(0, ...cells.map((row) => (row[i] ?? '').length)));
  return cells.map((row) => `  ${row.map((cell, i) => (i < 4 ? cell.padEnd(widths[i] ?? 0) : cell)).join('  ')}`);
}

/** `toolfuzz corpus list` as text: a count line, then each subject's entries under its name, legacy last. */
export function formatCorpusListing(listing: CorpusListing, cwd: string, subject: string | undefined): string {
  const dir = displayPath(listing.dir, cwd);
  const all = listing.groups.flatMap((g) => g.entries);
  const subjects = listing.groups.filter((g) => g.subject !== null).length;
  const legacy = listing.groups.find((g) => g.subject === null)?.entries.length ?? 0;
  const out: string[] = [];
  if (all.length === 0)
    out.push(
      subject === undefined
        ? `toolfuzz: no entries in ${dir}`
        : `toolfuzz: no entries of ${subject} in ${dir} (its subjects: ${listing.subjects.join(', ') || 'none'})`,
    );
  else
    out.push(
      `toolfuzz: ${plural(all.length, 'entry', 'entries')} in ${dir} (${plural(subjects, 'subject', 'subjects')}${legacy === 0 ? '' : `, ${legacy} legacy`})`,
    );
  const lines = entryLines(all, cwd);
  let at = 0;
  for (const group of listing.groups) {
    out.push(
      '',
      `${group.subject ?? LEGACY_HEADING}: ${plural(group.entries.length, 'entry', 'entries')}`,
      ...lines.slice(at, at + group.entries.length),
    );
    at += group.entries.length;
  }
  if (listing.unreadable.length > 0) {
    out.push(
      '',
      `${plural(listing.unreadable.length, 'file is not an entry', 'files are not entries')} (left alone): ${listing.unreadable.map((f) => basename(f)).join(', ')}`,
    );
  }
  return `${out.join('\n')}\n`;
}
