import { UsageError } from '../errors/usageError.ts';
import { FINDING_KINDS } from '../model/findingKind.ts';
import { PROVIDERS } from '../lint/lintTypes.ts';
import type { JsonReport, ReportCorpus, ReportFinding, ReportTool } from '../report/jsonReport.ts';

/** `toolfuzz merge`'s one-line usage (its command table shows it too). */
export const MERGE_USAGE = 'toolfuzz merge <a.json> <b.json> ... --json <out.json> [--html <out.html>] [--junit <out.xml>] [--allow-mixed]';

// As the campaign caps it: a sample, not a log.
const OUTPUT_SAMPLE_CHARS = 4096;

/** One report to merge and the name to call it by in messages (the path as the user gave it). */
export interface MergeInput {
  readonly report: JsonReport;
  readonly name: string;
}

/** The merged report and what the user should know about how it was made. */
export interface MergeResult {
  readonly report: JsonReport;
  /** How many distinct runs went in (a copy of an earlier input counts once). */
  readonly runs: number;
  readonly notes: readonly string[];
}

function sum(records: readonly Readonly<Record<string, number>>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const record of records) for (const [key, n] of Object.entries(record)) out[key] = (out[key] ?? 0) + n;
  return out;
}

// Two inputs are one run when they share start, duration and budget: a copy passed twice must not count double.
function runKey(report: JsonReport): string {
  return JSON.stringify([report.subject, report.seed, report.startedAt, report.durationMs, report.stats.cases]);
}

function requireSameCampaign(inputs: readonly MergeInput[], allowMixed: boolean): void {
  const first = inputs[0];
  if (first === undefined || allowMixed) return;
  for (const other of inputs.slice(1)) {
    if (other.report.subject !== first.report.subject) {
      throw new UsageError(
        `cannot merge reports of different subjects: ${first.name} fuzzed ${first.report.subject}, ${other.name} fuzzed ${other.report.subject}; pass --allow-mixed to merge them anyway`,
      );
    }
    if (other.report.seed !== first.report.seed) {
      throw new UsageError(
        `cannot merge reports of different seeds: ${first.name} has seed ${first.report.seed}, ${other.name} has seed ${other.report.seed}; pass --allow-mixed to merge them anyway`,
      );
    }
  }
}

function mergeFindings(reports: readonly JsonReport[], reproduce: (id: string) => string): ReportFinding[] {
  const groups = new Map<string, { first: ReportFinding; order: number; tools: string[]; occurrences: number; legacy: Set<string> }>();
  let order = 0;
  for (const report of reports) {
    for (const finding of report.findings) {
      const group = groups.get(finding.fingerprint);
      if (group === undefined) {
        groups.set(finding.fingerprint, {
          first: finding,
          order: order++,
          tools: [...finding.tools],
          occurrences: finding.occurrences,
          legacy: new Set(finding.legacyFingerprints),
        });
        continue;
      }
      for (const tool of finding.tools) if (!group.tools.includes(tool)) group.tools.push(tool);
      group.occurrences += finding.occurrences;
      // Each shard's cases had their own version 1 fingerprints: baselines of version 1 may hold any of them.
      for (const legacy of finding.legacyFingerprints ?? []) group.legacy.add(legacy);
    }
  }
  // As buildReport orders them (kind, then where first seen), so one report merged alone keeps its ids.
  const kindIndex = (f: ReportFinding): number => FINDING_KINDS.indexOf(f.kind);
  return [...groups.values()]
    .sort((a, b) => kindIndex(a.first) - kindIndex(b.first) || a.order - b.order)
    .map((group, index) => {
      const id = `F${index + 1}`;
      const legacy = [...group.legacy].sort();
      return {
        ...group.first,
        id,
        tools: group.tools,
        duplicates: group.tools.length - 1,
        occurrences: group.occurrences,
        ...(legacy.length === 0 ? {} : { legacyFingerprints: legacy }),
        reproduce: reproduce(id),
      };
    });
}

function mergeTools(reports: readonly JsonReport[]): ReportTool[] {
  const byName = new Map<string, ReportTool>();
  for (const report of reports) {
    for (const tool of report.tools) {
      const kept = byName.get(tool.name);
      // The same tool in two reports (a retried shard): the fuller run of it speaks for it.
      if (kept === undefined || tool.cases > kept.cases) byName.set(tool.name, tool);
    }
  }
  return [...byName.values()];
}

function mergeCorpus(reports: readonly JsonReport[]): ReportCorpus | undefined {
  const corpora = reports.flatMap((r) => (r.corpus === undefined ? [] : [r.corpus]));
  const first = corpora[0];
  if (first === undefined) return undefined;
  const replayed = new Map<string, ReportCorpus['replayed'][number]>();
  // Every shard replays the whole corpus: one entry, one line.
  for (const corpus of corpora)
    for (const entry of corpus.replayed) if (!replayed.has(entry.fingerprint)) replayed.set(entry.fingerprint, entry);
  // Every shard sees the same corpus: what one skipped, each skipped; the largest count speaks for all.
  const skipped = corpora.flatMap((c) => (c.skipped === undefined ? [] : [c.skipped]));
  const most = (key: 'otherSubjects' | 'legacy' | 'outOfTime'): number => Math.max(...skipped.map((s) => s[key]));
  return {
    dir: first.dir,
    ...(first.subject === undefined ? {} : { subject: first.subject }),
    ...(skipped.length === 0
      ? {}
      : { skipped: { otherSubjects: most('otherSubjects'), legacy: most('legacy'), outOfTime: most('outOfTime') } }),
    replayed: [...replayed.values()],
    unreadable: [...new Set(corpora.flatMap((c) => c.unreadable))],
    saved: corpora.reduce((n, c) => n + c.saved, 0),
  };
}

// Every shard lints its own tools; a tool two reports share (a retried shard) is listed once.
function mergeLint(reports: readonly JsonReport[]): NonNullable<JsonReport['lint']> {
  const seen = new Set<string>();
  return reports
    .flatMap((r) => r.lint ?? [])
    .filter((p) => {
      const key = JSON.stringify([p.tool, p.provider, p.rule, p.path, p.message]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

// Shards start together: the merged run's first finding is the earliest any shard saw.
function earliest(times: readonly (number | null | undefined)[]): number | null {
  const known = times.filter((t): t is number => typeof t === 'number');
  return known.length === 0 ? null : Math.min(...known);
}

/** Combines reports (e.g. of CI shards) into one; different subjects or seeds are a UsageError unless `allowMixed`, a repeated run counts once. */
export function mergeReports(
  inputs: readonly MergeInput[],
  options: { readonly allowMixed: boolean; readonly reproduce: (id: string) => string },
): MergeResult {
  const notes: string[] = [];
  const seen = new Map<string, string>();
  const distinct: MergeInput[] = [];
  for (const input of inputs) {
    const key = runKey(input.report);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      notes.push(`${input.name} is the same run as ${earlier}: counted once`);
      continue;
    }
    seen.set(key, input.name);
    distinct.push(input);
  }
  const head = distinct[0];
  if (head === undefined) throw new UsageError(`toolfuzz merge needs the reports to merge; usage: ${MERGE_USAGE}`);
  requireSameCampaign(distinct, options.allowMixed);
  const reports = distinct.map((d) => d.report);
  const runs = [...new Set(reports.map((r) => r.budget.runs))];
  if (runs.length > 1)
    notes.push(
      `the reports ran different budgets (${runs.join(', ')} runs per source); the merged report shows ${head.report.budget.runs}`,
    );
  const tools = mergeTools(reports);
  const cases = reports.reduce((n, r) => n + r.stats.cases, 0);
  // Shards run side by side: the merged campaign took as long as its slowest shard.
  const durationMs = Math.max(...reports.map((r) => r.durationMs));
  const hidden = new Map<string, JsonReport['hiddenConstraints'][number]>();
  for (const h of reports.flatMap((r) => r.hiddenConstraints))
    if (!hidden.has(JSON.stringify([h.tool, h.message]))) hidden.set(JSON.stringify([h.tool, h.message]), h);
  const samples = [...new Set(reports.map((r) => r.subjectOutput.sample).filter((s) => s !== ''))].join('\n');
  const corpus = mergeCorpus(reports);
  const report: JsonReport = {
    // Fields this version does not know come from the first report rather than being dropped.
    ...head.report,
    startedAt: reports.map((r) => r.startedAt).reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a)),
    durationMs,
    partial: reports.some((r) => r.partial),
    interrupted: reports.some((r) => r.interrupted),
    timedOut: reports.some((r) => r.timedOut),
    stats: {
      cases,
      casesPerSecond: Math.round(cases / Math.max(durationMs / 1000, 0.001)),
      tools: tools.length,
      casesBySource: sum(reports.map((r) => r.stats.casesBySource)),
      casesByOperator: sum(reports.map((r) => r.stats.casesByOperator)),
      driftingCases: sum(reports.map((r) => r.stats.driftingCases)),
      labelMismatches: reports.reduce((n, r) => n + r.stats.labelMismatches, 0),
      // Reports written before these fields existed merge into a report without them.
      ...(reports.some((r) => r.stats.timeToFirstFindingMs !== undefined)
        ? { timeToFirstFindingMs: earliest(reports.map((r) => r.stats.timeToFirstFindingMs)) }
        : {}),
      ...(reports.some((r) => r.stats.dictionary !== undefined)
        ? {
            dictionary: {
              values: reports.reduce((n, r) => n + (r.stats.dictionary?.values ?? 0), 0),
              cases: reports.reduce((n, r) => n + (r.stats.dictionary?.cases ?? 0), 0),
            },
          }
        : {}),
    },
    ...(reports.some((r) => r.quarantined !== undefined) ? { quarantined: reports.flatMap((r) => r.quarantined ?? []) } : {}),
    ...(reports.some((r) => r.unusableTools !== undefined) ? { unusableTools: reports.flatMap((r) => r.unusableTools ?? []) } : {}),
    tools,
    hiddenConstraints: [...hidden.values()],
    ...(reports.some((r) => r.lint !== undefined) ? { lint: mergeLint(reports) } : {}),
    // Shards of one campaign lint for the same providers; a report without the field linted for all of them.
    ...(reports.some((r) => r.lintProviders !== undefined)
      ? { lintProviders: PROVIDERS.filter((p) => reports.some((r) => (r.lintProviders ?? PROVIDERS).includes(p))) }
      : {}),
    subjectOutput: { bytes: reports.reduce((n, r) => n + r.subjectOutput.bytes, 0), sample: samples.slice(0, OUTPUT_SAMPLE_CHARS) },
    findings: mergeFindings(reports, options.reproduce),
    ...(corpus === undefined ? {} : { corpus }),
  };
  return { report, runs: distinct.length, notes };
}
