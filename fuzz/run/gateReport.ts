import type { BaselineSummary } from '../model/baselineSummary.ts';
import { baselineNotes } from '../baseline/baselineNotes.ts';
import { compareWithBaseline } from '../baseline/compareWithBaseline.ts';
import { readBaseline } from '../baseline/readBaseline.ts';
import { displayPath } from '../errors/userPaths.ts';
import { isBlocking } from '../lint/lintTypes.ts';
import type { JsonReport, ReportFinding } from '../report/jsonReport.ts';
import { gatingFindings } from '../findings/findingEdge.ts';
import type { RunOptions } from '../options/runOptions.ts';

/** What decides the exit code: the report (possibly annotated, e.g. with baseline results) and how many findings fail the run. */
export interface Gate {
  readonly report: JsonReport;
  readonly failing: number;
  /** Lines for the console, e.g. stale baseline entries. */
  readonly notes: readonly string[];
}

/** The tool and provider pairs a provider would refuse (a sourced `rejected` lint problem), as `tool (provider)`. */
export function lintRejections(report: JsonReport): string[] {
  return [...new Set((report.lint ?? []).filter(isBlocking).map((p) => `${p.tool} (${p.provider})`))];
}

/** What the gate reads; `cwd` is the directory the baseline's path is shown relative to (the CLI's io.cwd, which an in-process run need not share with process.cwd()). */
export type GateOptions = Pick<RunOptions, 'baseline' | 'failOnStale'> &
  Partial<Pick<RunOptions, 'lintGate' | 'gateEdges'>> & { readonly cwd?: string };

/**
 * Decides what fails the run: findings, and under --lint-gate every tool a provider would reject.
 * Lint problems leave the exit code alone without --lint-gate.
 */
export function gateReport(report: JsonReport, options: GateOptions): Gate {
  if (options.gateEdges === true) report = { ...report, gateEdges: true };
  if (options.lintGate !== true) return gateFindings(report, options);
  const gate = gateFindings({ ...report, lintGate: true }, options);
  const rejected = lintRejections(report);
  if (rejected.length === 0) return gate;
  const shown = rejected.length > 3 ? `${rejected.slice(0, 3).join(', ')} and ${rejected.length - 3} more` : rejected.join(', ');
  return {
    ...gate,
    failing: gate.failing + rejected.length,
    notes: [
      ...gate.notes,
      `--lint-gate: a provider would reject ${rejected.length === 1 ? 'a tool' : `${rejected.length} tool/provider pairs`}: ${shown}`,
    ],
  };
}

/** One console line for edge findings that did not fail the run. */
function edgeNote(findings: readonly ReportFinding[], gateEdges: boolean): string[] {
  const edges = gateEdges ? [] : findings.filter((finding) => finding.edge !== undefined);
  if (edges.length === 0) return [];
  const ids = edges.map((finding) => finding.id).join(', ');
  return [
    `${ids}: edge beyond-double (the witness needs a number past the double range, such as 1e400): reported, not failing; --gate-edges fails on ${edges.length === 1 ? 'it' : 'them'}`,
  ];
}

/**
 * Decides which findings fail the run. Edge findings (`edge: "beyond-double"`) fail it only under --gate-edges. Without a baseline, every finding does. With one, findings it
 * accepts are reported (ids under `baseline.known`) but do not fail; new ones do, and so do stale
 * entries under --fail-on-stale. A missing or malformed baseline file is a UsageError.
 */
function gateFindings(report: JsonReport, options: GateOptions): Gate {
  const gateEdges = report.gateEdges === true;
  const edgeNotes = edgeNote(report.findings, gateEdges);
  if (options.baseline === undefined) return { report, failing: gatingFindings(report.findings, gateEdges).length, notes: edgeNotes };
  const file = displayPath(options.baseline, options.cwd);
  const baseline = readBaseline(options.baseline, file);
  const comparison = compareWithBaseline(baseline.entries, report);
  const summary: BaselineSummary = {
    file,
    known: comparison.known.map(({ finding }) => finding.id),
    reasons: Object.fromEntries(comparison.known.map(({ finding, entry }) => [finding.id, entry.reason])),
    fresh: comparison.fresh.map((finding) => finding.id),
    stale: comparison.stale,
    unchecked: comparison.unchecked,
    failOnStale: options.failOnStale,
  };
  return {
    report: { ...report, baseline: summary },
    failing: gatingFindings(comparison.fresh, gateEdges).length + (options.failOnStale ? comparison.stale.length : 0),
    notes: [...baselineNotes(file, comparison, options.failOnStale), ...edgeNote(comparison.fresh, gateEdges)],
  };
}
