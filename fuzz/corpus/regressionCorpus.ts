import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINDING_KINDS } from '../model/findingKind.ts';
import type { ReportFinding } from '../report/jsonReport.ts';
import { writeFileAtomic } from '../errors/userPaths.ts';
import { CORPUS_ENTRY_VERSION, type CorpusEntry } from './corpusEntry.ts';

/** What a corpus folder holds. */
export interface CorpusContents {
  readonly entries: readonly { readonly file: string; readonly entry: CorpusEntry }[];
  /** Files that are not readable entries: reported, never deleted or overwritten. */
  readonly unreadable: readonly string[];
}

function isEntry(value: unknown): value is CorpusEntry {
  const e = value as Partial<CorpusEntry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    (e.version === 1 || (e.version === CORPUS_ENTRY_VERSION && typeof e.subject === 'string')) &&
    typeof e.fingerprint === 'string' &&
    FINDING_KINDS.includes(e.kind as never) &&
    typeof e.blame === 'string' &&
    typeof e.tool === 'string' &&
    ((typeof e.spec === 'object' && e.spec !== null) || (e.spec === undefined && e.schema !== undefined)) &&
    typeof e.argsJson === 'string'
  );
}

/** Reads every entry of the corpus, in file-name order; a missing folder is an empty corpus. */
export function readCorpus(dir: string): CorpusContents {
  if (!existsSync(dir)) return { entries: [], unreadable: [] };
  const entries: { file: string; entry: CorpusEntry }[] = [];
  const unreadable: string[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = join(dir, name);
    try {
      const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isEntry(value)) entries.push({ file, entry: value });
      else unreadable.push(file);
    } catch {
      unreadable.push(file);
    }
  }
  return { entries, unreadable };
}

/** A corpus split by whom its entries belong to. */
export interface CorpusForSubject {
  /** Entries of the subject this run fuzzes: replayed first. */
  readonly mine: CorpusContents['entries'];
  /** Entries of other subjects: left alone. */
  readonly otherSubjects: number;
  /** Entries written before entries named their subject: left alone (`toolfuzz corpus prune --legacy`). */
  readonly legacy: number;
}

/** The entries of one subject (see subjectId), and how many belong to others. */
export function entriesOfSubject(contents: CorpusContents, subject: string): CorpusForSubject {
  const mine = contents.entries.filter(({ entry }) => entry.subject === subject);
  const legacy = contents.entries.filter(({ entry }) => entry.subject === undefined).length;
  return { mine, otherSubjects: contents.entries.length - mine.length - legacy, legacy };
}

/** The file an entry of `subject` with this fingerprint lives in: two subjects may share a fingerprint. */
export function entryFile(dir: string, subject: string, fingerprint: string): string {
  const owner = createHash('sha256').update(subject).digest('hex').slice(0, 8);
  return join(dir, `${fingerprint}-${owner}.json`);
}

/**
 * Saves each finding's minimal case as an entry of `subject`, atomically (a temp file renamed), and
 * never overwrites an entry that is already there: what the corpus holds survives any crash.
 */
export function saveToCorpus(dir: string, findings: readonly ReportFinding[], now: Date, subject: string): string[] {
  const written: string[] = [];
  for (const finding of findings) {
    const file = entryFile(dir, subject, finding.fingerprint);
    if (existsSync(file)) continue;
    const entry: CorpusEntry = {
      version: CORPUS_ENTRY_VERSION,
      fingerprint: finding.fingerprint,
      subject,
      kind: finding.kind,
      blame: finding.blame,
      tool: finding.tool,
      ...(finding.spec === undefined ? { schema: finding.schema ?? {} } : { spec: finding.spec }),
      argsJson: finding.argsJson,
      explanation: finding.explanation,
      firstSeen: now.toISOString(),
    };
    writeFileAtomic(file, `${JSON.stringify(entry, null, 2)}\n`);
    written.push(file);
  }
  return written;
}
