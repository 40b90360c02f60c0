import type { CampaignFinding } from '../engine/campaign.ts';
import { replayCases } from '../engine/replayFinding.ts';
import { UsageError } from '../errors/usageError.ts';
import type { ReportCorpus } from '../report/jsonReport.ts';
import type { CorpusContents } from './regressionCorpus.ts';

/** The corpus replayed: each entry's status, and the still-failing ones as findings for the report. */
export interface CorpusReplay {
  readonly replayed: ReportCorpus['replayed'];
  readonly findings: CampaignFinding[];
}

/** Replays every corpus entry against the subject, first, so even a tiny budget checks every past bug. */
export async function replayCorpus(subjectPath: string, contents: CorpusContents, callTimeoutMs: number, toolIndex: number): Promise<CorpusReplay> {
  if (contents.entries.length === 0) return { replayed: [], findings: [] };
  const outcomes = await replayCases(
    subjectPath,
    contents.entries.map(({ entry }) => ({ tool: entry.tool, spec: entry.spec, argsJson: entry.argsJson, kind: entry.kind, blame: entry.blame })),
    callTimeoutMs,
  );
  const replayed: ReportCorpus['replayed'][number][] = [];
  const findings: CampaignFinding[] = [];
  contents.entries.forEach(({ file, entry }, index) => {
    const outcome = outcomes[index];
    if (outcome === undefined) return;
    if (outcome.status === 'error') throw new UsageError(outcome.message);
    const stillFailing = outcome.status === 'still-failing';
    replayed.push({ file, fingerprint: entry.fingerprint, kind: entry.kind, blame: entry.blame, tool: entry.tool, status: stillFailing ? 'STILL FAILING' : 'FIXED' });
    if (!stillFailing) return;
    const observation = outcome.observations.find((o) => o.kind === entry.kind && o.blame === entry.blame);
    findings.push({
      toolIndex,
      kind: entry.kind,
      blame: entry.blame,
      tool: entry.tool,
      explanation: observation?.explanation ?? entry.explanation,
      paths: observation?.paths ?? [],
      spec: entry.spec,
      argsJson: entry.argsJson,
      verdicts: outcome.verdicts,
      source: 'corpus',
      caseIndex: 0,
      occurrences: 1,
      shrink: { steps: 0, evaluations: 0, done: true },
    });
  });
  return { replayed, findings };
}
