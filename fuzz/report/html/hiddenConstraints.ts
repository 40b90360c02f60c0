import type { JsonReport } from '../jsonReport.ts';
import { escapeHtml } from './escapeHtml.ts';

/** The constraints that live only in tool bodies, which the model cannot read in the JSON Schema, as a table. */
export function renderHiddenConstraints(report: JsonReport): string {
  const rows = report.hiddenConstraints;
  if (rows.length === 0) return '<p class="muted empty-line">None seen: every rejection came from the schema the model is shown.</p>';
  return `<div class="table-wrap"><table class="plain hidden-constraints"><thead><tr><th>tool</th><th>constraint</th><th>smallest example</th></tr></thead><tbody>${rows
    .map(
      (h) => `<tr><td>${escapeHtml(h.tool)}</td><td>${escapeHtml(h.message)}</td><td><code>${escapeHtml(h.exampleJson)}</code></td></tr>`,
    )
    .join('')}</tbody></table></div>`;
}
