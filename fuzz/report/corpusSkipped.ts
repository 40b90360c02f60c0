import type { ReportCorpus } from './jsonReport.ts';

/** One reason corpus entries were not replayed, and how many. */
export interface SkippedPart {
  readonly count: number;
  /** What the entries are, after their count: `of other subjects`. */
  readonly what: string;
  /** What the user can do about them, when there is something. */
  readonly hint?: string;
}

/** The reasons a run skipped corpus entries, only those that skipped any, in the order every reporter shows them. */
export function skippedParts(skipped: ReportCorpus['skipped']): SkippedPart[] {
  if (skipped === undefined) return [];
  const parts: SkippedPart[] = [
    { count: skipped.otherSubjects, what: 'of other subjects' },
    { count: skipped.legacy, what: 'written before entries named their subject', hint: 'toolfuzz corpus prune --legacy' },
    { count: skipped.outOfTime, what: 'the time budget left no room for' },
  ];
  return parts.filter((part) => part.count > 0);
}
