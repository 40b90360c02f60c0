import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINDING_KINDS } from '../model/findingKind.ts';
import type { ReportFinding } from '../report/jsonReport.ts';
import { writeFileAtomic } from '../report/writeFileAtomic.ts';
import type { CorpusEntry } from './corpusEntry.ts';

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
    e.version === 1 &&
    typeof e.fingerprint === 'string' &&
    FINDING_KINDS.includes(e.kind as never) &&
    typeof e.blame === 'string' &&
    typeof e.tool === 'string' &&
    typeof e.spec === 'object' &&
    e.spec !== null &&
    typeof e.argsJson === 'string'
  );
}

/** Reads every entry of the corpus, in file-name order; a missing folder is an empty corpus. */
export function readCorpus(dir: string): CorpusContents {
  if (!existsSync(dir)) return { entries: [], unreadable: [] };
  const entries: { file: string; entry: CorpusEntry }[] = [];
  const unreadable: string[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
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

/**
 * Saves each finding's minimal case as `<fingerprint>.json`, atomically (a temp file renamed), and
 * never overwrites an entry that is already there: what the corpus holds survives any crash.
 */
export function saveToCorpus(dir: string, findings: readonly ReportFinding[], now: Date): string[] {
  const written: string[] = [];
  for (const finding of findings) {
    const file = join(dir, `${finding.fingerprint}.json`);
    if (existsSync(file)) continue;
    const entry: CorpusEntry = {
      version: 1,
      fingerprint: finding.fingerprint,
      kind: finding.kind,
      blame: finding.blame,
      tool: finding.tool,
      spec: finding.spec,
      argsJson: finding.argsJson,
      explanation: finding.explanation,
      firstSeen: now.toISOString(),
    };
    writeFileAtomic(file, `${JSON.stringify(entry, null, 2)}\n`);
    written.push(file);
  }
  return written;
}
