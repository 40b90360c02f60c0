import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellQuote, writeFileAtomic } from '../errors/userPaths.ts';
import { runFuzz } from '../run/runFuzz.ts';
import type { RawFinding } from '../findings/rawFinding.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { type Counterexample, formatCounterexample } from './formatCounterexample.ts';
import { propertyOf, type PropertySource } from './properties.ts';
import type { FuzzSettings } from './resolveFuzzOptions.ts';

/** One campaign's results, as the registered tests read them. */
export interface FuzzOutcome {
  readonly report: JsonReport;
  /** The JSON report on disk, when one was written (always with `json`, else only when something failed). */
  readonly reportPath: string | undefined;
  /** Every finding of `tool` from `source` cases, each with the report finding that replays it. */
  counterexamples(tool: string, source: PropertySource): Counterexample[];
  /** The failure message of a tool's property, or undefined when it holds. */
  failure(tool: string, source: PropertySource): string | undefined;
}

// The report groups one drift across tools; a tool has at most one raw finding per kind and blame, so this is exact.
function reportedAs(report: JsonReport, finding: RawFinding): JsonReport['findings'][number] | undefined {
  return report.findings.find((f) => f.kind === finding.kind && f.blame === finding.blame && f.tools.includes(finding.tool));
}

/**
 * Runs ONE campaign over every tool (the registered tests share it) and builds its report. The
 * report is written when asked for or when there are findings, so each failure's reproduce
 * command (`toolfuzz replay <report> --id F1`) works after the test run.
 */
export async function runFuzzCampaign(settings: FuzzSettings): Promise<FuzzOutcome> {
  const started = Date.now();
  let reportPath = settings.json;
  // Without `json`, a report is written only when something fails: the first reproduce command
  // (one per finding) picks its temp path.
  const reportFile = (): string => (reportPath ??= join(mkdtempSync(join(tmpdir(), 'toolfuzz-vitest-')), 'report.json'));
  const run = await runFuzz(
    {
      subject: settings.subject,
      specs: [],
      randomSpecs: false,
      seed: settings.seed,
      runs: settings.runs,
      timeSeconds: settings.timeSeconds,
      json: settings.json,
      html: undefined,
      junit: undefined,
      workers: settings.workers,
      runBodies: settings.runBodies,
      callTimeoutMs: settings.callTimeoutMs,
      baseline: undefined,
      failOnStale: false,
      corpus: undefined,
      shard: undefined,
      providers: [],
      framework: settings.framework,
      lintGate: false,
      gateEdges: false,
      config: undefined,
    },
    { cwd: process.cwd(), started, reproduce: (id) => `toolfuzz replay ${shellQuote(reportFile())} --id ${id}` },
    {},
    {
      tools: settings.tools,
      allTools: settings.tools.length,
      shard: undefined,
      ...(settings.about === undefined ? {} : { subject: settings.subject, about: settings.about }),
    },
  );
  const { report } = run;
  if (reportPath !== undefined) writeFileAtomic(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  const counterexamples = (tool: string, source: PropertySource): Counterexample[] =>
    run.toolFindings
      .filter((f) => f.tool === tool && propertyOf(f) === source)
      .map((finding) => ({ finding, reported: reportedAs(report, finding) }));
  return {
    report,
    reportPath,
    counterexamples,
    failure(tool, source) {
      const found = counterexamples(tool, source);
      return found.length === 0 ? undefined : formatCounterexample(found, { seed: settings.seed, runs: report.budget.runs });
    },
  };
}
