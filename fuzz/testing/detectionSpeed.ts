/** How long one member of a detection share (a seeded bug, a drifting tool) took to its first finding. */
export interface FirstFinding {
  /** What was found: a seeded-bug file, a `module/tool`. */
  readonly name: string;
  /** The report's `firstSeenMs`: from the run's start to the first case that showed it. */
  readonly ms: number;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** `first finding median 0.4 s, slowest 2.1 s (boundary-x)`, for a share's score line; says so when nothing was found. */
export function formatDetectionSpeed(times: readonly FirstFinding[]): string {
  if (times.length === 0) return 'no first finding to time';
  const sorted = [...times].sort((a, b) => a.ms - b.ms);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(middle)] as FirstFinding).ms
      : ((sorted[middle - 1] as FirstFinding).ms + (sorted[middle] as FirstFinding).ms) / 2;
  const slowest = sorted.at(-1) as FirstFinding;
  return `first finding median ${seconds(median)}, slowest ${seconds(slowest.ms)} (${slowest.name})`;
}

/** The earliest `firstSeenMs` among findings, undefined when none carries one. */
export function earliestSeen(findings: readonly { readonly firstSeenMs?: number | undefined }[]): number | undefined {
  const seen = findings.flatMap((f) => (f.firstSeenMs === undefined ? [] : [f.firstSeenMs]));
  return seen.length === 0 ? undefined : Math.min(...seen);
}
