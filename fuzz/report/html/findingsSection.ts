import type { FrameworkOrigin } from '../../tool/toolUnderTest.ts';
import { judgesAdvertisedSchemas } from '../campaignKind.ts';
import { frameworkOutcome } from '../frameworkOutcome.ts';
import type { JsonReport } from '../jsonReport.ts';
import { renderFilterBar } from './filterBar.ts';
import { renderFindingCard } from './findingCard.ts';
import { renderFindingsChart } from './findingsChart.ts';
import { formatCount, plural } from './htmlText.ts';

const CHECK =
  '<svg viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="22" fill="#e6f4ea"/><path d="M14 24.5l6.5 6.5L34 17.5" fill="none" stroke="#1a7f37" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>';

function emptyState(report: JsonReport): string {
  const scope = report.partial ? ' on the part of the campaign that ran' : '';
  const agreed = judgesAdvertisedSchemas(report)
    ? "Every tool's runtime agreed with the JSON Schema it advertises"
    : 'validateArgs, the converted schema and defineTool agreed with the reference semantics';
  return `<div class="empty-state" id="empty-state">${CHECK}<h3>No findings</h3><p>${agreed} on all ${formatCount(report.stats.cases)} cases${scope}. The coverage matrix below shows what those cases exercised, and what they did not.</p></div>`;
}

/** A framework tool's origin and what the model got back on the finding's call, for its card. */
function frameworkOf(
  report: JsonReport,
  finding: JsonReport['findings'][number],
): { readonly origin: FrameworkOrigin; readonly outcome?: string } | undefined {
  const origin = report.tools.find((t) => t.name === finding.tool)?.framework;
  if (origin === undefined) return undefined;
  const outcome = frameworkOutcome(report, finding);
  return { origin, ...(outcome === undefined ? {} : { outcome }) };
}

/** The findings: the chart by kind and blame, the filters, and one card per finding; or a plain statement that there are none. */
export function renderFindingsSection(report: JsonReport): string {
  const findings = report.findings;
  const libraries = new Map(report.tools.flatMap((t) => (t.library === undefined ? [] : [[t.name, t.library] as const])));
  const head = `<div class="block-head"><h2 id="findings">Findings</h2><span class="muted">${plural(findings.length, 'finding')}</span></div>`;
  if (findings.length === 0) return `<section class="block" aria-labelledby="findings">${head}${emptyState(report)}</section>`;
  return `<section class="block" aria-labelledby="findings">${head}
<p class="lede">Each is a minimal counterexample, shrunk from the first case that showed the drift. Click a bar to show only that kind.</p>
${renderFindingsChart(findings)}
${renderFilterBar(findings)}
<div class="findings" id="finding-list">
${findings.map((f, i) => renderFindingCard(f, i, libraries.get(f.tool), frameworkOf(report, f))).join('\n')}
<p id="no-match" hidden>No finding matches these filters.</p>
</div>
</section>`;
}
