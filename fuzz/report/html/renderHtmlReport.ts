import type { JsonReport } from '../jsonReport.ts';
import { CLIENT_SCRIPT, embedReportData } from './clientScript.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { renderCorpusSection } from './corpusSection.ts';
import { renderCoverageMatrix } from './coverageMatrixView.ts';
import { escapeHtml } from './htmlText.ts';
import { renderFindingsSection } from './findingsSection.ts';
import { renderLintSection } from './lintSection.ts';
import { renderRunSummary } from './runSummary.ts';
import { STYLES } from './styles.ts';
import { renderToolsTable } from './toolsTable.ts';

/** The constraints that live only in tool bodies, which the model cannot read in the JSON Schema, as a table. */
function renderHiddenConstraints(report: JsonReport): string {
  const rows = report.hiddenConstraints;
  if (rows.length === 0) return '<p class="muted empty-line">None seen: every rejection came from the schema the model is shown.</p>';
  return `<div class="table-wrap"><table class="plain hidden-constraints"><thead><tr><th>tool</th><th>constraint</th><th>smallest example</th></tr></thead><tbody>${rows
    .map(
      (h) => `<tr><td>${escapeHtml(h.tool)}</td><td>${escapeHtml(h.message)}</td><td><code>${escapeHtml(h.exampleJson)}</code></td></tr>`,
    )
    .join('')}</tbody></table></div>`;
}

/** One self-contained HTML page rendering the JSON report (CSS, JS and data inline; no network). */
export function renderHtmlReport(report: JsonReport): string {
  const title = `toolfuzz · ${report.findings.length} finding${report.findings.length === 1 ? '' : 's'} · ${report.subject.split(/[\\/]/).pop() ?? report.subject}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${contentSecurityPolicy(CLIENT_SCRIPT)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
${renderRunSummary(report)}
${renderFindingsSection(report)}
${renderCorpusSection(report)}
${renderLintSection(report)}
<section class="block" aria-labelledby="coverage">
<div class="block-head"><h2 id="coverage">Coverage</h2></div>
<p class="lede">Spec features × case sources and mutation operators. A hatched cell was never exercised: no tool with that feature ran such a case.</p>
${renderCoverageMatrix(report.tools)}
${renderToolsTable(report)}
</section>
<section class="block" aria-labelledby="hidden">
<div class="block-head"><h2 id="hidden">Hidden constraints</h2></div>
<p class="lede">Rules a tool body enforces that its JSON Schema cannot show: the model cannot see them, so it will keep breaking them.</p>
${renderHiddenConstraints(report)}
</section>
<footer>toolfuzz report format v${report.version} · the JSON report is embedded in this page (<code>#toolfuzz-data</code>)</footer>
</main>
${embedReportData(report)}
<script>${CLIENT_SCRIPT}</script>
</body>
</html>
`;
}
