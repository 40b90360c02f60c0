import type { JsonReport } from '../jsonReport.ts';
import { escapeHtml, formatCount, formatDuration, plural } from './htmlText.ts';
import { renderServerSummary } from './serverSummary.ts';
import { describeUnusable } from '../../model/unusableTool.ts';

function stat(label: string, value: string, id: string, note = ''): string {
  return `<div class="stat" data-stat="${id}"><dt>${label}</dt><dd>${value}${note === '' ? '' : `<small>${note}</small>`}</dd></div>`;
}

function banner(report: JsonReport): string {
  if (report.interrupted)
    return '<p class="banner banner-warn" data-partial="interrupted"><b>Interrupted.</b> The campaign was stopped before every tool ran its budget: these are the results of what ran.</p>';
  if (report.timedOut)
    return '<p class="banner banner-warn" data-partial="timed-out"><b>Out of time.</b> The wall-clock budget ran out before every tool ran its run budget: some tools got fewer cases.</p>';
  if (report.partial)
    return '<p class="banner banner-warn" data-partial="partial"><b>Partial.</b> The campaign stopped before every tool ran its budget: some tools got fewer cases.</p>';
  return '';
}

function completion(report: JsonReport): string {
  if (report.interrupted) return 'interrupted';
  if (report.timedOut) return 'out of time';
  return report.partial ? 'partial' : 'complete';
}

/** The page header: what was fuzzed, with which seed and budget, how much ran and how fast, and whether the run was cut short. */
export function renderRunSummary(report: JsonReport): string {
  const s = report.stats;
  const b = report.budget;
  const verdict =
    report.findings.length === 0
      ? '<span class="pill pill-ok">no findings</span>'
      : `<span class="pill pill-bad">${plural(report.findings.length, 'finding')}</span>`;
  const budget =
    b.runs === null ? `${b.timeSeconds ?? 0} s` : `${plural(b.runs, 'run')}${b.timeSeconds === null ? '' : ` · ${b.timeSeconds} s`}`;
  const warnings: string[] = [];
  for (const q of report.quarantined ?? [])
    warnings.push(
      `<p class="banner banner-warn" data-quarantined="${escapeHtml(q.tool)}"><b>Quarantined: ${escapeHtml(q.tool)}</b> after ${escapeHtml(q.events.join(', '))}. ${escapeHtml(q.reason)}; its findings are kept.</p>`,
    );
  for (const u of report.unusableTools ?? []) {
    const tool = escapeHtml(u.tool);
    warnings.push(
      `<p class="banner banner-warn" data-unusable="${tool}"><b>Not usable in this environment: ${tool}</b>. ${escapeHtml(describeUnusable(u))}.</p>`,
    );
  }
  if (s.labelMismatches > 0)
    warnings.push(
      `<p class="banner banner-warn"><b>${plural(s.labelMismatches, 'labelled case')} disagreed with the reference.</b> That is a toolfuzz bug, not the subject's: please report it.</p>`,
    );
  const output =
    report.subjectOutput.bytes > 0
      ? `<details class="subject-output"><summary>The subject printed ${plural(report.subjectOutput.bytes, 'byte')} while fuzzed (captured)</summary><pre>${escapeHtml(report.subjectOutput.sample)}</pre></details>`
      : '';
  return `<header class="run">
<div class="run-title"><p class="brand">toolfuzz report</p><h1 title="${escapeHtml(report.subject)}">${escapeHtml(report.subject)}</h1>${verdict}</div>
${renderServerSummary(report)}${banner(report)}${warnings.join('')}
<dl class="stats">
${stat('seed', `<code>${report.seed}</code>`, 'seed')}
${stat('budget', budget, 'budget', `${b.runs === null ? 'of fuzzing, no cap on runs' : `per source per tool${b.timeSeconds === null ? '' : ', or the wall clock'}`} · ${plural(b.workers, 'worker')} · ${formatCount(b.callTimeoutMs)} ms call timeout`)}
${s.timeToFirstFindingMs === undefined || s.timeToFirstFindingMs === null ? '' : stat('first finding', formatDuration(s.timeToFirstFindingMs), 'first-finding', 'after the run started')}
${stat('cases', formatCount(s.cases), 'cases', `on ${plural(s.tools, 'tool')}`)}
${stat('cases / s', formatCount(s.casesPerSecond), 'cases-per-second')}
${s.dictionary === undefined || s.dictionary.values === 0 ? '' : stat('dictionary', formatCount(s.dictionary.values), 'dictionary', `constants from the subject, in ${plural(s.dictionary.cases, 'case')}`)}
${stat('duration', formatDuration(report.durationMs), 'duration', `started ${escapeHtml(report.startedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z'))}`)}
${stat('run', completion(report), 'completion')}
</dl>
${output}
</header>`;
}
