import type { RawFinding } from '../findings/rawFinding.ts';
import { formatPath } from '../model/argsPath.ts';
import type { ReportFinding } from '../report/jsonReport.ts';

/** What a failing property's message is made of: the tool's own finding and, when written, the report entry that replays it. */
export interface Counterexample {
  readonly finding: RawFinding;
  /** The deduplicated report finding of the same drift (its id is what `toolfuzz replay --id` takes). */
  readonly reported: ReportFinding | undefined;
}

/** How the campaign was run, for the lines that let a reader reproduce it. */
export interface CampaignFacts {
  readonly seed: number;
  /** Null when only the time budget bounded the run. */
  readonly runs: number | null;
}

function one({ finding, reported }: Counterexample): string[] {
  const lines = [
    `${finding.kind} (blame: ${finding.blame}) on tool ${finding.tool}, from ${finding.source} cases${finding.operator === undefined ? '' : ` (${finding.operator})`}`,
    `  ${finding.explanation}`,
    `  spec: ${JSON.stringify(finding.spec)}`,
    `  args: ${finding.argsJson}`,
  ];
  const paths = finding.paths.map((p) => formatPath(p) || '(top level)');
  if (paths.length > 0) lines.push(`  offending path: ${paths.join(', ')}`);
  if (finding.converter !== undefined) for (const problem of finding.converter.problems) lines.push(`  - ${problem}`);
  if (reported !== undefined) {
    lines.push(`  reproduce: ${reported.reproduce}`);
    // The report keeps one minimal case per drift; another tool's may be the one replayed.
    if (reported.tool !== finding.tool)
      lines.push(`  (${reported.id} replays the same drift's minimal case, found on tool ${reported.tool})`);
  }
  return lines;
}

/** The failure message of one tool's property: every counterexample, minimal, and how to replay it. */
export function formatCounterexample(counterexamples: readonly Counterexample[], facts: CampaignFacts): string {
  const head = counterexamples.length === 1 ? '' : `${counterexamples.length} findings\n\n`;
  const body = counterexamples.map((c) => one(c).join('\n')).join('\n\n');
  return `${head}${body}\n\nseed ${facts.seed} · ${facts.runs === null ? 'no cap on runs' : `${facts.runs} runs`} (pass seed: ${facts.seed} to fuzzTools to run this campaign again)`;
}
