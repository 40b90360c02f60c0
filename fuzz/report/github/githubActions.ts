import { BLAMES, FINDING_KINDS } from '../../model/findingKind.ts';
import { judgesAdvertisedSchemas } from '../campaignKind.ts';
import type { JsonReport, ReportFinding } from '../jsonReport.ts';
import { codeBlock, escapeHtml, escapeMarkdown, inlineCode } from './markdown.ts';
import { workflowCommand } from './workflowCommand.ts';

// GitHub caps a step summary at 1 MiB: past these, the JSON and HTML reports have the rest.
const MAX_DETAILED = 30;
const MAX_SHOWN = 2000;

function clip(text: string, max = MAX_SHOWN): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters in the JSON report)` : text;
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function partialReason(report: JsonReport): string {
  if (report.interrupted) return 'the campaign was interrupted before every tool ran its budget';
  if (report.timedOut) return 'the time budget ran out before every tool ran its run budget';
  return 'some tools could not be fuzzed to the end (see the HANG and CRASH findings)';
}

function toolsText(finding: ReportFinding): string {
  return `${finding.tool}${finding.duplicates > 0 ? ` (+${finding.duplicates} more tools)` : ''}`;
}

function runLine(report: JsonReport): string {
  const s = report.stats;
  const budget = `${report.budget.runs === null ? 'no cap on runs' : `${report.budget.runs} runs per source`}${report.budget.timeSeconds === null ? '' : ` · ${report.budget.timeSeconds}s budget`}`;
  return `${inlineCode(report.subject)} · seed ${report.seed} · ${budget} · ${s.cases} cases on ${s.tools} tools in ${(report.durationMs / 1000).toFixed(1)}s (${s.casesPerSecond} cases/s)`;
}

function kindTable(report: JsonReport): string[] {
  const count = (kind: string | undefined, blame: string | undefined): number =>
    report.findings.filter((f) => (kind === undefined || f.kind === kind) && (blame === undefined || f.blame === blame)).length;
  const cell = (n: number): string => (n === 0 ? '' : String(n));
  const rows = [`| kind | ${BLAMES.join(' | ')} | total |`, `| --- | ${BLAMES.map(() => '---:').join(' | ')} | ---: |`];
  // FINDING_KINDS order, as the console and JSON list them; a kind this version does not know still gets its row.
  const kinds = [
    ...FINDING_KINDS.filter((k) => count(k, undefined) > 0),
    ...new Set(report.findings.map((f) => f.kind).filter((k) => !FINDING_KINDS.includes(k))),
  ];
  for (const kind of kinds)
    rows.push(`| ${inlineCode(kind)} | ${BLAMES.map((b) => cell(count(kind, b))).join(' | ')} | ${count(kind, undefined)} |`);
  rows.push(`| **total** | ${BLAMES.map((b) => String(count(undefined, b))).join(' | ')} | ${report.findings.length} |`);
  return rows;
}

function details(finding: ReportFinding, report: JsonReport): string[] {
  const known = report.baseline?.known.includes(finding.id) === true ? ' · <em>known by the baseline</em>' : '';
  const summary = `<strong>${escapeHtml(finding.id)} ${escapeHtml(finding.kind)}</strong>${known} (${escapeHtml(finding.blame)}) on <code>${escapeHtml(toolsText(finding))}</code>, ${finding.occurrences} case${finding.occurrences === 1 ? '' : 's'}: ${escapeHtml(clip(finding.explanation, 300))}`;
  const out = ['<details>', `<summary>${summary}</summary>`, ''];
  if (finding.paths.length > 0)
    out.push(`offending path: ${finding.paths.map((p) => (p === '' ? '(top level)' : inlineCode(p))).join(', ')}`, '');
  out.push(
    finding.spec === undefined ? 'advertised schema:' : 'minimal spec:',
    '',
    codeBlock(clip(json(finding.spec ?? finding.schema)), 'json'),
    '',
    'minimal args:',
    '',
    codeBlock(clip(finding.argsJson), 'json'),
    '',
  );
  if (finding.converter !== undefined)
    out.push('converted schema problems:', '', ...finding.converter.problems.map((p) => `- ${escapeMarkdown(clip(p, 500))}`), '');
  out.push('reproduce:', '', codeBlock(finding.reproduce, 'sh'), '', '</details>', '');
  return out;
}

/** The markdown summary written to $GITHUB_STEP_SUMMARY under GitHub Actions. */
export function githubStepSummary(report: JsonReport): string {
  const n = report.findings.length;
  const known = report.baseline?.known.length ?? 0;
  const count =
    n === 0 ? 'no findings' : `${n} finding${n === 1 ? '' : 's'}${known > 0 ? ` (${known} known by the baseline, ${n - known} new)` : ''}`;
  const out = [`## toolfuzz: ${count}`, '', runLine(report), ''];
  if (report.partial) out.push(`> **Partial run**: ${partialReason(report)}.`, '');
  const left = report.skippedTools ?? [];
  if (left.length > 0)
    out.push(`**Not fuzzed**: ${left.map((t) => `${inlineCode(t.tool)} (${escapeMarkdown(clip(t.reason, 300))})`).join('; ')}`, '');
  if (n === 0)
    out.push(
      judgesAdvertisedSchemas(report)
        ? "Every tool's runtime agrees with the JSON Schema it advertises on every case."
        : 'validateArgs, the converted schema and defineTool agree with the reference semantics on every case.',
      '',
    );
  else {
    out.push(...kindTable(report), '');
    for (const finding of report.findings.slice(0, MAX_DETAILED)) out.push(...details(finding, report));
    if (n > MAX_DETAILED) out.push(`… and ${n - MAX_DETAILED} more findings: see the JSON or HTML report.`, '');
  }
  if (report.hiddenConstraints.length > 0) {
    out.push(`**Constraints only tool bodies enforce** (the model cannot see them in the JSON Schema):`, '');
    for (const h of report.hiddenConstraints.slice(0, MAX_DETAILED))
      out.push(`- ${inlineCode(h.tool)}: ${escapeMarkdown(clip(h.message, 300))}, e.g. ${inlineCode(clip(h.exampleJson, 300))}`);
    out.push('');
  }
  return `${out.join('\n')}\n`;
}

// An annotation can point at the spec file a tool came from, when its origin is a path inside the workspace.
function specFile(report: JsonReport, tool: string): string | undefined {
  const origin = report.tools.find((t) => t.name === tool)?.origin;
  const file = origin?.replace(/#.*$/, '');
  if (file === undefined || !/\.(json|[cm]?[jt]s)$/.test(file) || file.startsWith('/') || file.startsWith('..') || /^[A-Za-z]:/.test(file))
    return undefined;
  return file;
}

/**
 * `::error` workflow commands, one per finding, `::notice` for a finding the baseline accepts (it
 * does not fail the run), plus a `::warning` when the run was partial.
 */
export function githubAnnotations(report: JsonReport): string[] {
  const known = new Set(report.baseline?.known ?? []);
  const lines = report.findings.map((f) => {
    const message = [
      `${toolsText(f)}: ${f.explanation}`,
      f.spec === undefined ? `advertised schema: ${clip(json(f.schema), 1000)}` : `spec: ${clip(json(f.spec), 1000)}`,
      `args: ${clip(f.argsJson, 1000)}`,
      `reproduce: ${f.reproduce}`,
    ].join('\n');
    if (known.has(f.id)) {
      const reason = report.baseline?.reasons[f.id];
      return workflowCommand(
        'notice',
        { title: `toolfuzz ${f.id} ${f.kind} (${f.blame}), known by the baseline`, file: specFile(report, f.tool) },
        `${reason === undefined ? '' : `accepted: ${reason}\n`}${message}`,
      );
    }
    return workflowCommand('error', { title: `toolfuzz ${f.id} ${f.kind} (${f.blame})`, file: specFile(report, f.tool) }, message);
  });
  if (report.partial)
    lines.push(workflowCommand('warning', { title: 'toolfuzz partial run' }, `${partialReason(report)}; ${report.stats.cases} cases ran`));
  return lines;
}
