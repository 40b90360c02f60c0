import { CASE_SOURCES, type CaseSource } from '../../model/caseSource.ts';
import type { JsonReport, ReportFinding, ReportTool } from '../jsonReport.ts';

/** What a JUnit test case checks of a tool: one case source, the converted schema, or the regression corpus. */
export type JunitProperty = CaseSource | 'converter' | 'corpus';

/** One JUnit test case: a tool × property, and the findings that fail it. */
export interface JunitCase {
  readonly tool: string;
  readonly property: JunitProperty;
  /** Seconds, the campaign's duration shared out by cases (no per-case timing is recorded). */
  readonly time: number;
  /** The findings that fail it: those the run's baseline does not accept. */
  readonly findings: readonly ReportFinding[];
  /** Findings the baseline accepts (`--baseline`): reported, but they do not fail the test case. */
  readonly known: readonly ReportFinding[];
  /** Edge findings (`edge: "beyond-double"`) of a run without `--gate-edges`: reported, but they do not fail the test case. */
  readonly edges?: readonly ReportFinding[];
  /** Why nothing was checked, when nothing was. */
  readonly skipped?: string;
}

/** The property a finding fails: its case source, `converter` for spec-level findings, `corpus` for replayed ones. */
export function findingProperty(finding: ReportFinding): JunitProperty {
  const source: string = finding.source;
  if (source === 'spec') return 'converter';
  if (source === 'corpus') return 'corpus';
  return CASE_SOURCES.includes(source as CaseSource) ? (source as CaseSource) : 'converter';
}

function skipReason(tool: ReportTool, source: CaseSource): string | undefined {
  if ((tool.casesBySource[source] ?? 0) > 0) return undefined;
  if (source === 'valid' && !tool.satisfiable)
    return `the ${tool.producer === 'library' || tool.producer === 'mcp' ? 'advertised schema' : 'spec'} is unsatisfiable: no args are valid by construction`;
  if (!tool.complete) return 'the campaign stopped before this source ran';
  return `no ${source} cases were generated for this tool`;
}

/** Every test case of a report, tools in report order (then tools only findings name), properties in campaign order. */
export function junitCases(report: JsonReport): JunitCase[] {
  const failing = new Map<string, ReportFinding[]>();
  const known = new Set(report.baseline?.known ?? []);
  const names: string[] = report.tools.map((t) => t.name);
  const corpusTools = new Set<string>((report.corpus?.replayed ?? []).map((r) => r.tool));
  for (const finding of report.findings) {
    // `tools` is every tool that showed the drift: each of them fails, not only the one it was shrunk on.
    for (const tool of finding.tools.length > 0 ? finding.tools : [finding.tool]) {
      const key = `${tool}\u0000${findingProperty(finding)}`;
      failing.set(key, [...(failing.get(key) ?? []), finding]);
      if (!names.includes(tool)) names.push(tool);
      if (findingProperty(finding) === 'corpus') corpusTools.add(tool);
    }
  }
  for (const tool of corpusTools) if (!names.includes(tool)) names.push(tool);
  const byName = new Map(report.tools.map((t) => [t.name, t]));
  const totalCases = report.tools.reduce((n, t) => n + t.cases, 0);
  const seconds = report.durationMs / 1000;
  const cases: JunitCase[] = [];
  for (const name of names) {
    const tool = byName.get(name);
    const all: JunitProperty[] = [...CASE_SOURCES, 'converter', 'corpus'];
    // A tool this run did not fuzz (known only from a corpus entry) gets only the cases it has evidence for.
    // `as-sent` runs only with --provider: a tool without its cases has no such property.
    const has = (p: JunitProperty): boolean =>
      failing.has(`${name}\u0000${p}`) || (p !== 'as-sent' ? tool !== undefined : (tool?.casesBySource['as-sent'] ?? 0) > 0);
    const properties = all.filter((p) => (p === 'corpus' ? corpusTools.has(name) : has(p)));
    for (const property of properties) {
      const shown = failing.get(`${name}\u0000${property}`) ?? [];
      // Without --gate-edges the exit code ignores edge findings, and so must a CI that reads the JUnit.
      const edge = (f: ReportFinding) => f.edge !== undefined && report.gateEdges !== true;
      const findings = shown.filter((f) => !known.has(f.id) && !edge(f));
      const edges = shown.filter((f) => !known.has(f.id) && edge(f));
      const ran = tool !== undefined && property !== 'converter' && property !== 'corpus' ? (tool.casesBySource[property] ?? 0) : 0;
      const skipped =
        tool !== undefined && findings.length === 0 && property !== 'converter' && property !== 'corpus'
          ? skipReason(tool, property)
          : undefined;
      cases.push({
        tool: name,
        property,
        time: totalCases > 0 ? (seconds * ran) / totalCases : 0,
        findings,
        known: shown.filter((f) => known.has(f.id)),
        ...(edges.length === 0 ? {} : { edges }),
        ...(skipped === undefined ? {} : { skipped }),
      });
    }
  }
  return cases;
}
