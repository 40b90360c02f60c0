import { NOTHING_TO_SHRINK, rawFinding } from '../findings/rawFinding.ts';
import type { CampaignFinding } from '../model/campaignOutcome.ts';
import { replayCases, type ReplayTarget } from '../engine/replayFinding.ts';
import { UsageError } from '../errors/usageError.ts';
import type { ReportCorpus } from '../report/jsonReport.ts';
import type { CorpusContents } from './regressionCorpus.ts';

/** The corpus replayed: each entry's status, and the still-failing ones as findings for the report. */
export interface CorpusReplay {
  readonly replayed: ReportCorpus['replayed'];
  readonly findings: CampaignFinding[];
  /** Entries the time budget left no room to replay. */
  readonly outOfTime: number;
}

/** Where a corpus replay runs and within which budget. */
export interface CorpusReplaySettings {
  readonly subjectPath: string;
  /** The run's folder (messages show paths relative to it). */
  readonly cwd?: string;
  readonly callTimeoutMs: number;
  /** The index the report's tools get for findings the corpus brings back. */
  readonly toolIndex: number;
  /** When the run started (epoch ms): findings say how long after it they were seen. */
  readonly runStarted: number;
  /** Epoch ms after which no entry is replayed. */
  readonly deadline?: number;
  /** Gives each entry the tool it replays through (the run's own, or one rebuilt from its spec); an entry given none is not replayed. */
  readonly findAgain: <T extends ReplayTarget>(targets: readonly T[]) => Promise<T[]>;
}

/** Replays one subject's corpus entries, first, so even a tiny budget checks every past bug. */
export async function replayCorpus(all: CorpusContents['entries'], settings: CorpusReplaySettings): Promise<CorpusReplay> {
  // An entry replays only while the subject still has its tool.
  const targets = await settings.findAgain(
    all.map(({ file, entry }): ReplayTarget & Pick<CorpusContents['entries'][number], 'file' | 'entry'> => ({
      file,
      entry,
      tool: entry.tool,
      ...(entry.spec === undefined ? {} : { spec: entry.spec }),
      argsJson: entry.argsJson,
      kind: entry.kind,
      blame: entry.blame,
    })),
  );
  const found = targets.filter((target) => target.toolNow !== undefined);
  const entries = found.map(({ file, entry }) => ({ file, entry }));
  if (entries.length === 0) return { replayed: [], findings: [], outOfTime: 0 };
  const outcomes = await replayCases(found, {
    subjectPath: settings.subjectPath,
    cwd: settings.cwd,
    callTimeoutMs: settings.callTimeoutMs,
    deadline: settings.deadline,
  });
  const seenMs = Date.now() - settings.runStarted;
  const replayed: ReportCorpus['replayed'][number][] = [];
  const findings: CampaignFinding[] = [];
  entries.forEach(({ file, entry }, index) => {
    const outcome = outcomes[index];
    if (outcome === undefined) return;
    if (outcome.status === 'error') throw new UsageError(outcome.message);
    const stillFailing = outcome.status === 'still-failing';
    replayed.push({
      file,
      fingerprint: entry.fingerprint,
      kind: entry.kind,
      blame: entry.blame,
      tool: entry.tool,
      status: stillFailing ? 'STILL FAILING' : 'FIXED',
    });
    if (!stillFailing) return;
    const observation = outcome.observations.find((o) => o.kind === entry.kind && o.blame === entry.blame);
    const finding = rawFinding({
      kind: entry.kind,
      blame: entry.blame,
      tool: entry.tool,
      explanation: observation?.explanation ?? entry.explanation,
      paths: observation?.paths ?? [],
      ...(entry.spec === undefined ? { schema: entry.schema ?? {} } : { spec: entry.spec }),
      argsJson: entry.argsJson,
      verdicts: outcome.verdicts,
      source: 'corpus',
      caseIndex: 0,
      // Already minimal: it was shrunk when it was saved.
      shrink: NOTHING_TO_SHRINK,
    });
    findings.push({ ...finding, toolIndex: settings.toolIndex, firstSeenMs: seenMs });
  });
  return { replayed, findings, outOfTime: entries.length - replayed.length };
}
