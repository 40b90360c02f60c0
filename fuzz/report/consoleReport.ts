import { describeLabel } from '../model/caseLabel.ts';
import { Chalk } from 'chalk';
import { type AjvVerdict, isUnavailable, type Unavailable } from '../judge/caseVerdicts.ts';
import { isBlocking } from '../lint/lintTypes.ts';
import type { RuntimeVerdict } from '../model/runtimeVerdict.ts';
import { skippedParts } from './corpusSkipped.ts';
import { describeUnusable } from '../model/unusableTool.ts';
import { judgesAdvertisedSchemas } from './campaignKind.ts';
import { frameworkOutcome } from './frameworkOutcome.ts';
import type { JsonReport, ReportFinding } from './jsonReport.ts';

// Detection speed reads best in seconds with one decimal: 0.4s, 12.0s.
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

// One line: the providers that would refuse some tool, with how many; the details are in the JSON report and `toolfuzz lint`.
function lintSummary(report: JsonReport): string | undefined {
  const problems = report.lint ?? [];
  if (problems.length === 0) return undefined;
  const refused = new Map<string, Set<string>>();
  for (const p of problems) if (isBlocking(p)) refused.set(p.provider, (refused.get(p.provider) ?? new Set()).add(p.tool));
  const rejected = [...refused].map(([provider, tools]) => `${provider} rejects ${tools.size} of ${report.stats.tools} tools`);
  return `provider lint: ${problems.length} problems${rejected.length === 0 ? ', none a rejection' : `; ${rejected.join(', ')}`} (toolfuzz lint shows each one)`;
}

/** How the console renders: colour only on a TTY without NO_COLOR. */
export interface ConsoleStyle {
  readonly color: boolean;
}

function indent(text: string, prefix = '    '): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}

function quoted(items: readonly string[], max: number): string {
  return `${items
    .slice(0, max)
    .map((m) => JSON.stringify(m))
    .join(', ')}${items.length > max ? ', …' : ''}`;
}

function ajvLine(v: AjvVerdict | Unavailable): string {
  if (isUnavailable(v)) return `unavailable (${v.unavailable})`;
  return v.valid
    ? 'valid'
    : `invalid: ${v.errors
        .slice(0, 3)
        .map((e) => e.message)
        .join('; ')}`;
}

function runtimeLine(r: RuntimeVerdict): string {
  const said =
    (r.kind === 'accepted' || r.kind === 'rejected') && r.text !== undefined ? ` (said ${JSON.stringify(r.text.slice(0, 200))})` : '';
  const verdict =
    r.kind === 'threw'
      ? `threw ${r.error}`
      : r.kind === 'bad-result'
        ? r.description
        : r.kind === 'accepted'
          ? `accepted${said}`
          : `rejected${r.code === undefined ? '' : ` with ${r.code}`}: ${quoted(
              r.issues.map((i) => i.message),
              4,
            )}${said}`;
  return `${verdict}${r.mutated === true ? ' (and changed the args)' : ''}`;
}

function verdictLines(finding: ReportFinding): string[] {
  const v = finding.verdicts;
  if (v === undefined) return [];
  const lines = [`runtime: ${runtimeLine(v.runtime)}`, `ajv on the advertised schema: ${ajvLine(v.advertised)}`];
  if (v.reference !== undefined) lines.push(`reference: ${ajvLine(v.reference)}`);
  if (v.expected !== undefined) lines.push(`label: ${describeLabel(v.expected)}`);
  if (v.boundary !== undefined) {
    const b = v.boundary;
    lines.push(
      `boundary: ${isUnavailable(b) ? `unavailable (${b.unavailable})` : `${b.outcome}${b.errorCode === undefined ? '' : ` with code ${b.errorCode}`}, body ${b.reached ? 'reached' : 'not reached'}`}`,
    );
  }
  if (v.body !== undefined) lines.push(`body: ${v.body.outcome}`);
  return lines;
}

/** The console's account of a campaign: header, summary table, each finding's minimal case and replay command. */
export function renderConsoleReport(
  report: JsonReport,
  paths: { readonly json: string; readonly html: string },
  style: ConsoleStyle,
  notes: readonly string[] = [],
): string {
  const c = new Chalk({ level: style.color ? 1 : 0 });
  const out: string[] = [];
  const s = report.stats;
  out.push(c.bold(`toolfuzz: ${report.subject}`));
  const runs = report.budget.runs === null ? 'no cap on runs' : `${report.budget.runs} runs per source per tool`;
  out.push(
    `seed ${report.seed} · ${runs}${report.budget.timeSeconds === null ? '' : ` · ${report.budget.timeSeconds}s budget`} · ${report.budget.workers} workers`,
  );
  out.push(
    `${s.cases} cases on ${s.tools} tools in ${(report.durationMs / 1000).toFixed(1)}s (${s.casesPerSecond} cases/s)${report.partial ? c.yellow(report.interrupted ? ' · INTERRUPTED, partial results' : report.timedOut ? ' · partial: the time budget ran out' : ' · partial: some tools could not be fuzzed to the end (see HANG/CRASH findings)') : ''}`,
  );
  if (s.dictionary !== undefined && s.dictionary.values > 0)
    out.push(c.dim(`dictionary: ${s.dictionary.values} constants from the subject, in ${s.dictionary.cases} cases`));
  if (report.subjectOutput.bytes > 0)
    out.push(c.dim(`the subject printed ${report.subjectOutput.bytes} bytes (captured; a sample is in the JSON report)`));
  const corpus = report.corpus;
  if (corpus !== undefined && corpus.replayed.length > 0) {
    const still = corpus.replayed.filter((r) => r.status === 'STILL FAILING').length;
    out.push(
      `regression corpus: ${corpus.replayed.length} past findings replayed: ${corpus.replayed.length - still} FIXED, ${still > 0 ? c.red(`${still} STILL FAILING`) : '0 STILL FAILING'}`,
    );
  }
  const skipped = skippedParts(corpus?.skipped).map((p) => `${p.count} ${p.what}${p.hint === undefined ? '' : ` (${p.hint})`}`);
  if (skipped.length > 0) out.push(c.dim(`regression corpus: skipped ${skipped.join(', ')}`));
  const left = report.skippedTools ?? [];
  if (left.length > 0) out.push(c.yellow(`not fuzzed: ${left.length} tools: ${left.map((t) => `${t.tool} (${t.reason})`).join('; ')}`));
  for (const q of report.quarantined ?? []) out.push(c.yellow(`quarantined: ${q.tool} after ${q.events.join(', ')}: ${q.reason}`));
  for (const u of report.unusableTools ?? []) out.push(c.yellow(`not usable in this environment: ${u.tool}: ${describeUnusable(u)}`));
  if (corpus !== undefined && corpus.unreadable.length > 0)
    out.push(c.yellow(`regression corpus: ${corpus.unreadable.length} files are not entries and were left alone`));
  if (s.labelMismatches > 0)
    out.push(c.yellow(`warning: ${s.labelMismatches} labelled cases disagreed with the reference (a toolfuzz bug: please report it)`));
  if (report.findings.length === 0) {
    out.push(
      c.green(
        judgesAdvertisedSchemas(report)
          ? "no findings: every tool's runtime agrees with the JSON Schema it advertises"
          : 'no findings: validateArgs, the converted schema and defineTool agree with the reference semantics',
      ),
    );
  } else {
    const counts = new Map<string, number>();
    for (const f of report.findings) counts.set(`${f.kind} (${f.blame})`, (counts.get(`${f.kind} (${f.blame})`) ?? 0) + 1);
    const first = s.timeToFirstFindingMs;
    out.push(
      c.red.bold(`${report.findings.length} findings`) +
        (first === undefined || first === null ? '' : c.dim(` · first after ${seconds(first)}`)),
    );
    for (const [key, n] of counts) out.push(`  ${String(n).padStart(3)}  ${key}`);
    const perTool = new Map<string, number>();
    for (const f of report.findings) for (const tool of f.tools) perTool.set(tool, (perTool.get(tool) ?? 0) + 1);
    const worst = [...perTool.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    out.push(
      `per tool: ${worst
        .slice(0, 8)
        .map(([tool, n]) => `${tool} ${n}`)
        .join(' · ')}${worst.length > 8 ? ` · … ${worst.length - 8} more tools` : ''}`,
    );
    for (const f of report.findings) {
      out.push('');
      out.push(
        c.red.bold(`${f.id} ${f.kind}`) +
          c.dim(
            ` blame: ${f.blame} · tool ${f.tool}${f.duplicates > 0 ? ` (+${f.duplicates} more tools)` : ''} · ${f.occurrences} cases${f.firstSeenMs === undefined ? '' : ` · first seen after ${seconds(f.firstSeenMs)}`}`,
          ),
      );
      out.push(`  ${f.explanation}`);
      if (f.edge !== undefined)
        out.push(
          c.dim(
            `  edge: ${f.edge} (the args need a number past the double range, which JSON.parse cannot keep; fails the run only with --gate-edges)`,
          ),
        );
      out.push(f.spec === undefined ? `  advertised schema: ${JSON.stringify(f.schema)}` : `  spec: ${JSON.stringify(f.spec)}`);
      out.push(`  args: ${f.argsJson}`);
      if (f.paths.length > 0) out.push(`  offending path: ${f.paths.map((p) => (p === '' ? '(top level)' : p)).join(', ')}`);
      if (f.converter !== undefined) out.push(indent(f.converter.problems.join('\n'), '  - '));
      const lines = verdictLines(f);
      if (lines.length > 0) out.push(indent(lines.join('\n')));
      const outcome = frameworkOutcome(report, f);
      if (outcome !== undefined) out.push(`  ${outcome}`);
      if (f.fix !== undefined)
        out.push(
          c.yellow(`  fix: ${f.fix}`) + (f.driftClass === undefined || f.driftClass === 'unrecognised' ? '' : c.dim(` (${f.driftClass})`)),
        );
      out.push(c.cyan(`  reproduce: ${f.reproduce}`));
    }
  }
  if (report.hiddenConstraints.length > 0) {
    out.push('');
    const where = judgesAdvertisedSchemas(report) ? 'in code (refine, check, narrow)' : 'in tool bodies';
    out.push(c.bold(`constraints that live only ${where} (the model cannot see them in the JSON Schema):`));
    for (const h of report.hiddenConstraints) out.push(`  ${h.tool}: ${h.message}, e.g. ${h.exampleJson}`);
  }
  const lint = lintSummary(report);
  if (lint !== undefined) out.push('', lint);
  if (notes.length > 0) out.push('', ...notes);
  if (corpus !== undefined && corpus.saved > 0) out.push('', `regression corpus: saved ${corpus.saved} new minimal cases to ${corpus.dir}`);
  out.push('');
  out.push(`json: ${paths.json}`);
  // Last, so a script (or a person) finds the report to open at the end of the output.
  out.push(`report: ${paths.html}`);
  return `${out.join('\n')}\n`;
}
