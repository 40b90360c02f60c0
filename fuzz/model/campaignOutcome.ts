import type { RawFinding } from '../findings/rawFinding.ts';
import type { ToolRunStats } from './toolRunStats.ts';

/** A finding with the index of the tool that produced it, and when the run first saw it. */
export interface CampaignFinding extends RawFinding {
  readonly toolIndex: number;
  /** Milliseconds from the run's start to the first case that showed this drift. */
  readonly firstSeenMs: number;
}

/** A tool taken out of the campaign because it kept hanging or crashing its worker. */
export interface Quarantine {
  readonly tool: string;
  /** The HANG and CRASH events that led to it, in order. */
  readonly events: readonly ('HANG' | 'CRASH')[];
  readonly reason: string;
}

/**
 * What a campaign learnt, as data: what the report is built from. The engine produces it; the report
 * reads it without knowing how it was run (workers, servers), so report/ never imports engine/.
 */
export interface CampaignOutcome {
  readonly findings: CampaignFinding[];
  readonly toolStats: ToolRunStats[];
  readonly durationMs: number;
  /** Stopped by the signal before every tool ran its budget. */
  readonly interrupted: boolean;
  /** Stopped by the deadline before every tool ran its budget. */
  readonly timedOut: boolean;
  /** Tools taken out because they kept hanging or crashing their worker. */
  readonly quarantined: readonly Quarantine[];
  /** What the subject printed (workers capture it so it cannot garble toolfuzz's own output). */
  readonly subjectOutput: { readonly bytes: number; readonly sample: string };
}
