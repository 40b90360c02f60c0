import type { RawFinding } from '../../findings/rawFinding.ts';
import type { CampaignFinding, Quarantine } from '../../model/campaignOutcome.ts';
import { CASE_SOURCES, type CaseSource } from '../../model/caseSource.ts';
import type { ToolRunStats } from '../../model/toolRunStats.ts';
import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';
import type { ToolMessage } from '../worker/workerProtocol.ts';
import { type ExecutorFailure, executorFinding } from './executorFinding.ts';
import { emptyStats, mergeToolStats } from './mergeToolStats.ts';

/** What to do with a job whose worker hung or died. */
export type FailedJobNext =
  /** Go on after the bad case, in a fresh worker. */
  | { readonly next: 'resume'; readonly job: ToolMessage }
  /** The failure belonged to another tool's earlier case: run this job again from where it was. */
  | { readonly next: 'rerun'; readonly job: ToolMessage }
  /** Drop the tool's remaining slices (quarantined, or its schema check cannot get through). */
  | { readonly next: 'drop' };

/** How many HANG or CRASH events a tool may cause before it is quarantined. */
export const QUARANTINE_AFTER = 3;

const OUTPUT_SAMPLE_BYTES = 4096;

function findingKey(toolIndex: number, finding: Pick<RawFinding, 'kind' | 'blame'>): string {
  return `${toolIndex}/${finding.kind}/${finding.blame}`;
}

/**
 * Everything a campaign has learnt so far, and the rules for adding to it: findings (one per tool,
 * kind and blame, the shrunk one replacing its unshrunk report), merged stats, HANG and CRASH events
 * turned into findings, quarantines, and what the subject printed. No workers, no timers: the
 * scheduler feeds it what the workers report, and reads the result at the end.
 */
export class CampaignState {
  readonly #findings = new Map<string, CampaignFinding>();
  readonly #stats = new Map<number, ToolRunStats>();
  readonly #events = new Map<number, ('HANG' | 'CRASH')[]>();
  readonly #quarantined: Quarantine[] = [];
  readonly #output = { bytes: 0, sample: '' };

  constructor(
    private readonly tools: readonly ToolUnderTest[],
    private readonly started: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Adds a finding a worker reported: a finished shrink replaces its own pre-shrink report; a second finished one only counts. */
  record(toolIndex: number, finding: RawFinding): void {
    const key = findingKey(toolIndex, finding);
    const old = this.#findings.get(key);
    const firstSeenMs = old?.firstSeenMs ?? this.now() - this.started;
    if (old !== undefined && (finding.kind === 'HANG' || finding.kind === 'CRASH')) {
      // Every HANG or CRASH is an event of its own: counted, its first case kept (its shrink may be under way).
      this.#findings.set(key, { ...old, occurrences: old.occurrences + finding.occurrences });
      return;
    }
    if (old?.shrink.done && finding.shrink.done) this.#findings.set(key, { ...old, occurrences: old.occurrences + finding.occurrences });
    else if (old === undefined || finding.shrink.done || !old.shrink.done) this.#findings.set(key, { ...finding, toolIndex, firstSeenMs });
  }

  /** Adds one slice's stats to its tool's, counting the occurrences of drifts the slice already knew. */
  mergeStats(toolIndex: number, next: ToolRunStats): void {
    for (const [key, count] of Object.entries(next.knownOccurrences)) {
      const finding = this.#findings.get(`${toolIndex}/${key}`);
      if (finding !== undefined) this.#findings.set(`${toolIndex}/${key}`, { ...finding, occurrences: finding.occurrences + count });
    }
    const old = this.#stats.get(toolIndex);
    this.#stats.set(toolIndex, old === undefined ? next : mergeToolStats(old, next));
    // The producer gave up on the tool in its worker (an MCP server it kept killing): listed as run lists its own quarantines.
    if (next.quarantined !== undefined && !this.isQuarantined(toolIndex))
      this.#quarantined.push({ tool: next.tool, events: [...next.quarantined.events], reason: next.quarantined.reason });
  }

  /** The `KIND/blame` drifts a tool already showed: its next slice counts them instead of shrinking them again. */
  knownFor(toolIndex: number): string[] {
    const out: string[] = [];
    for (const finding of this.#findings.values()) if (finding.toolIndex === toolIndex) out.push(`${finding.kind}/${finding.blame}`);
    return out;
  }

  /**
   * A job's worker hung or died: count the cases it ran, record the finding, and say what to do with
   * the job. A failure that belongs to another tool's earlier case is that tool's finding, and this
   * job runs again. A tool that fails again and again is quarantined, so the rest of the campaign
   * gets the time.
   */
  jobFailed(job: ToolMessage, failure: ExecutorFailure, counts: readonly number[]): FailedJobNext {
    const ran = Object.fromEntries(CASE_SOURCES.map((source, i) => [source, counts[i] ?? 0])) as Record<CaseSource, number>;
    this.mergeStats(job.toolIndex, { ...emptyStats(job.name), cases: ran, stopped: true });
    const { snapshot } = failure;
    if (snapshot.tool !== job.toolIndex) {
      const culprit = this.tools[snapshot.tool];
      if (culprit !== undefined) {
        this.record(snapshot.tool, executorFinding(culprit, failure, true));
        this.#count(snapshot.tool, failure.kind);
      }
      return { next: 'rerun', job };
    }
    this.record(job.toolIndex, executorFinding(this.tools[job.toolIndex] as ToolUnderTest, failure, false));
    const events = this.#count(job.toolIndex, failure.kind);
    const source = CASE_SOURCES[snapshot.source];
    // A schema the subject cannot even convert cannot be fuzzed at all.
    if (source === undefined) return { next: 'drop' };
    if (events.length >= QUARANTINE_AFTER) {
      this.#quarantined.push({
        tool: job.name,
        events: [...events],
        reason: `${events.length} HANG or CRASH events: its remaining cases were skipped so the other tools get the time`,
      });
      return { next: 'drop' };
    }
    return { next: 'resume', job: { ...job, resumeAt: { source, index: snapshot.caseIndex + 1 }, skipSchemaCheck: true } };
  }

  /**
   * A slice's producer counted the tool's HANG and CRASH events itself (an MCP server restarted):
   * its count, seeded with eventsOf, is the campaign's now. One slice of a tool runs at a time, so
   * the count is one across workers.
   */
  producerEvents(toolIndex: number, events: readonly ('HANG' | 'CRASH')[]): void {
    this.#events.set(toolIndex, [...events]);
  }

  /** The HANG and CRASH events a tool caused so far, in any worker: its next slice starts from them. */
  eventsOf(toolIndex: number): readonly ('HANG' | 'CRASH')[] {
    return [...(this.#events.get(toolIndex) ?? [])];
  }

  /** A HANG or CRASH shrink is over: its args and steps replace the unshrunk ones, the count stays. */
  recordShrunk(toolIndex: number, shrunk: RawFinding): void {
    const key = findingKey(toolIndex, shrunk);
    const old = this.#findings.get(key);
    if (old !== undefined) this.#findings.set(key, { ...old, argsJson: shrunk.argsJson, shrink: shrunk.shrink });
  }

  /** The tool's HANG and CRASH findings still waiting for their shrink (reported unshrunk). */
  unshrunkExecutorFindings(toolIndex: number): CampaignFinding[] {
    return [...this.#findings.values()].filter(
      (f) => f.toolIndex === toolIndex && (f.kind === 'HANG' || f.kind === 'CRASH') && !f.shrink.done,
    );
  }

  /** Whether a tool was quarantined (its later failures are not counted again). */
  isQuarantined(toolIndex: number): boolean {
    const name = this.tools[toolIndex]?.name;
    return this.#quarantined.some((q) => q.tool === name);
  }

  /** Keeps what the subject printed: the byte count, and a sample of the start. */
  captureOutput(chunk: Buffer): void {
    this.#output.bytes += chunk.length;
    if (this.#output.sample.length < OUTPUT_SAMPLE_BYTES)
      this.#output.sample += chunk.toString('utf8').slice(0, OUTPUT_SAMPLE_BYTES - this.#output.sample.length);
  }

  /** Cases counted so far in finished slices. */
  casesDone(): number {
    let cases = 0;
    for (const stats of this.#stats.values()) for (const n of Object.values(stats.cases)) cases += n;
    return cases;
  }

  /** How many findings so far. */
  get findingCount(): number {
    return this.#findings.size;
  }

  /** The findings in report order (by tool, kind, blame), the stats by tool, and what else was seen. */
  snapshot(): {
    findings: CampaignFinding[];
    toolStats: ToolRunStats[];
    quarantined: Quarantine[];
    subjectOutput: { bytes: number; sample: string };
  } {
    return {
      findings: [...this.#findings.values()].sort(
        (a, b) => a.toolIndex - b.toolIndex || a.kind.localeCompare(b.kind) || a.blame.localeCompare(b.blame),
      ),
      toolStats: [...this.#stats.entries()].sort(([a], [b]) => a - b).map(([, stats]) => stats),
      quarantined: [...this.#quarantined],
      subjectOutput: { ...this.#output },
    };
  }

  #count(toolIndex: number, kind: 'HANG' | 'CRASH'): ('HANG' | 'CRASH')[] {
    const events = this.#events.get(toolIndex) ?? [];
    events.push(kind);
    this.#events.set(toolIndex, events);
    return events;
  }
}
