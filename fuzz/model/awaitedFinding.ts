import type { Blame, FindingKind } from './findingKind.ts';

/**
 * A finding a caller waits for, to end fuzzing as soon as the question is decided (a detection share
 * asking "is this seeded bug found?" needs no more cases once it is). Once a shrunk finding matches,
 * its tool gets no more cases; an entry that names no tool ends the whole run.
 */
export interface AwaitedFinding {
  /** The tool it must be found on; omitted: any tool, and finding it ends every tool's fuzzing. */
  readonly tool?: string;
  /** The kinds that count; omitted: any kind. */
  readonly kinds?: readonly FindingKind[];
  /** The blame it must carry; omitted: any blame. */
  readonly blame?: Blame;
}

/** What a finding's match needs of it. */
interface FoundFacts {
  readonly tool: string;
  readonly kind: FindingKind;
  readonly blame: Blame;
}

/** Whether `finding` is the one `awaited` waits for. */
export function isAwaited(awaited: AwaitedFinding, finding: FoundFacts): boolean {
  return (
    (awaited.tool === undefined || awaited.tool === finding.tool) &&
    (awaited.kinds === undefined || awaited.kinds.includes(finding.kind)) &&
    (awaited.blame === undefined || awaited.blame === finding.blame)
  );
}

/** What a shrunk finding ends: nothing, its own tool's fuzzing, or the whole run's. */
export function stopAfter(awaited: readonly AwaitedFinding[], finding: FoundFacts): 'nothing' | 'tool' | 'run' {
  const matched = awaited.filter((entry) => isAwaited(entry, finding));
  if (matched.some((entry) => entry.tool === undefined)) return 'run';
  return matched.length > 0 ? 'tool' : 'nothing';
}
