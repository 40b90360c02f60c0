import type { JsonReport, ReportFinding } from '../jsonReport.ts';
import { frameworkDescription } from '../../model/frameworkLabel.ts';
import { frameworkOutcome } from '../frameworkOutcome.ts';
import { type JunitCase, junitCases } from './junitCases.ts';
import { junitLintCases, lintTestcase } from './junitLintCases.ts';
import { xmlAttr, xmlText } from './xmlEscape.ts';
import { describeUnusable } from '../../model/unusableTool.ts';
import { describeTarget } from '../../producers/mcp/describeTarget.ts';

// Enough to read the counterexample in a CI test view; the JSON report has the rest.
const MAX_SHOWN = 4000;

function clip(text: string): string {
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}… (${text.length - MAX_SHOWN} more characters in the JSON report)` : text;
}

function seconds(value: number): string {
  return value.toFixed(3);
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function findingBody(finding: ReportFinding, tool: string, outcome?: string): string {
  const lines = [
    `${finding.id} ${finding.kind} · blame: ${finding.blame} · ${finding.occurrences} case${finding.occurrences === 1 ? '' : 's'}`,
    finding.explanation,
    finding.tool === tool
      ? `shrunk on this tool${finding.duplicates > 0 ? ` (also seen on ${finding.duplicates} more tools)` : ''}`
      : `shrunk on tool ${finding.tool}; the same drift shows on this tool`,
  ];
  if (finding.paths.length > 0) lines.push(`offending path: ${finding.paths.map((p) => (p === '' ? '(top level)' : p)).join(', ')}`);
  lines.push(
    finding.spec === undefined ? `advertised schema: ${clip(json(finding.schema))}` : `spec: ${clip(json(finding.spec))}`,
    `args: ${clip(finding.argsJson)}`,
  );
  if (finding.converter !== undefined) for (const problem of finding.converter.problems) lines.push(`converter: ${clip(problem)}`);
  if (outcome !== undefined) lines.push(outcome);
  lines.push(`reproduce: ${finding.reproduce}`);
  return lines.join('\n');
}

function knownNote(c: Pick<JunitCase, 'known' | 'edges'>, reasons: Readonly<Record<string, string>>): string {
  const lines = [
    ...c.known.map(
      (f) =>
        `known by the baseline: ${f.id} ${f.kind} (${f.blame}): ${f.explanation}${reasons[f.id] === undefined ? '' : ` (reason: ${reasons[f.id]})`}`,
    ),
    ...(c.edges ?? []).map(
      (f) => `edge ${f.edge}, not failing without --gate-edges: ${f.id} ${f.kind} (${f.blame}): ${f.explanation}; args: ${f.argsJson}`,
    ),
  ];
  return `      <system-out>${xmlText(clip(lines.join('\n')))}</system-out>`;
}

// `property` is a JunitProperty, or `not fuzzed` for a listed tool the run did not call.
function testcase(
  c: Omit<JunitCase, 'property'> & { readonly property: string },
  reasons: Readonly<Record<string, string>>,
  outcomes: ReadonlyMap<string, string> = new Map(),
): string {
  const open = `    <testcase classname="${xmlAttr(c.tool)}" name="${xmlAttr(c.property)}" time="${seconds(c.time)}"`;
  if (c.skipped !== undefined) return `${open}>\n      <skipped message="${xmlAttr(c.skipped)}"/>\n    </testcase>`;
  // A finding the baseline accepts passes the test case: the run's exit code does not fail on it either.
  const noted = c.known.length + (c.edges?.length ?? 0);
  if (c.findings.length === 0) return noted === 0 ? `${open}/>` : `${open}>\n${knownNote(c, reasons)}\n    </testcase>`;
  const first = c.findings[0] as ReportFinding;
  const message =
    c.findings.length === 1
      ? `${first.id} ${first.kind} (${first.blame}): ${first.explanation}`
      : `${c.findings.length} findings: ${c.findings.map((f) => `${f.id} ${f.kind} (${f.blame})`).join(', ')}`;
  const type = [...new Set(c.findings.map((f) => f.kind))].join(',');
  const body = c.findings.map((f) => findingBody(f, c.tool, outcomes.get(f.id))).join('\n\n');
  const failure = `      <failure message="${xmlAttr(clip(message))}" type="${xmlAttr(type)}">${xmlText(body)}</failure>`;
  return `${open}>\n${failure}${noted === 0 ? '' : `\n${knownNote(c, reasons)}`}\n    </testcase>`;
}

function property(name: string, value: string): string {
  return `      <property name="${xmlAttr(name)}" value="${xmlAttr(value)}"/>`;
}

// toolfuzz mcp: which server, as it introduced itself.
function serverProperties(report: JsonReport): string[] {
  const server = report.server;
  if (server === undefined) return [];
  const { target, serverInfo, protocolVersion } = server;
  return [
    property('server', describeTarget(target)),
    ...(serverInfo?.name === undefined ? [] : [property('serverInfo.name', serverInfo.name)]),
    ...(serverInfo?.version === undefined ? [] : [property('serverInfo.version', serverInfo.version)]),
    ...(protocolVersion === undefined ? [] : [property('protocolVersion', protocolVersion)]),
  ];
}

// Framework tools: through which framework (and version), converter and validation path, one property per distinct way.
function frameworkProperties(report: JsonReport): string[] {
  const described = [...new Set(report.tools.flatMap((t) => (t.framework === undefined ? [] : [frameworkDescription(t.framework)])))];
  return described.map((line) => property('framework', line));
}

/** JUnit XML: one test case per tool and property, failures carrying the counterexample; then one per tool and linted provider, failing where the provider would reject the tool. */
export function renderJunit(report: JsonReport): string {
  const cases = junitCases(report);
  // What the model got back on each framework tool's finding, in the framework's own channel.
  const outcomes = new Map(
    report.findings.flatMap((f) => {
      const outcome = frameworkOutcome(report, f);
      return outcome === undefined ? [] : [[f.id, outcome] as const];
    }),
  );
  const lintCases = junitLintCases(report);
  const failures = cases.filter((c) => c.findings.length > 0).length + lintCases.filter((c) => c.rejected.length > 0).length;
  // A tool not usable here is a skipped case with the server's text: it fails no gate.
  const notFuzzed = [
    ...(report.skippedTools ?? []).map((t) => ({ tool: t.tool, property: 'not fuzzed', reason: t.reason })),
    ...(report.unusableTools ?? []).map((u) => ({ tool: u.tool, property: 'not usable in this environment', reason: describeUnusable(u) })),
  ];
  const skipped = cases.filter((c) => c.skipped !== undefined).length + notFuzzed.length;
  const time = seconds(report.durationMs / 1000);
  const counts = `tests="${cases.length + lintCases.length + notFuzzed.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}"`;
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="toolfuzz" ${counts}>`,
    // The JUnit XSD wants a local ISO date-time without zone or fraction; startedAt is UTC.
    `  <testsuite name="${xmlAttr(`toolfuzz ${report.subject}`)}" ${counts} timestamp="${xmlAttr(report.startedAt.slice(0, 19))}">`,
    '    <properties>',
    property('subject', report.subject),
    property('seed', String(report.seed)),
    property('runs', String(report.budget.runs)),
    property('cases', String(report.stats.cases)),
    property('findings', String(report.findings.length)),
    property('partial', String(report.partial)),
    ...serverProperties(report),
    ...frameworkProperties(report),
    '    </properties>',
    ...cases.map((c) => testcase(c, report.baseline?.reasons ?? {}, outcomes)),
    // A tool the run listed but did not call (an MCP tool not opted in) shows in the CI view as skipped, with why.
    ...notFuzzed.map((t) => testcase({ tool: t.tool, property: t.property, time: 0, findings: [], known: [], skipped: t.reason }, {})),
    ...lintCases.map(lintTestcase),
  ];
  const notes = [
    ...(report.partial
      ? [
          `partial: the campaign stopped before every tool ran its budget${report.interrupted ? ' (interrupted)' : report.timedOut ? ' (out of time)' : ''}`,
        ]
      : []),
    ...report.hiddenConstraints.map(
      (h) => `hidden constraint (not in the JSON Schema): ${h.tool}: ${h.message}, e.g. ${clip(h.exampleJson)}`,
    ),
  ];
  if (notes.length > 0) out.push(`    <system-out>${xmlText(notes.join('\n'))}</system-out>`);
  out.push('  </testsuite>', '</testsuites>', '');
  return out.join('\n');
}
