import { FINDING_KINDS, BLAMES } from '../../model/findingKind.ts';
import type { ReportFinding } from '../jsonReport.ts';
import { escapeHtml } from './htmlText.ts';

function options(all: string, values: readonly { value: string; n: number }[]): string {
  return [
    `<option value="">${all}</option>`,
    ...values.map((v) => `<option value="${escapeHtml(v.value)}">${escapeHtml(v.value)} (${v.n})</option>`),
  ].join('');
}

function tally(values: readonly string[], order: readonly string[] = []): { value: string; n: number }[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const rank = (v: string): number => (order.includes(v) ? order.indexOf(v) : order.length);
  return [...counts].map(([value, n]) => ({ value, n })).sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
}

/** The filter controls over the finding cards: kind, blame and tool selects and a free-text search (driven by the client script). */
export function renderFilterBar(findings: readonly ReportFinding[]): string {
  const kinds = tally(
    findings.map((f) => f.kind),
    FINDING_KINDS,
  );
  const blames = tally(
    findings.map((f) => f.blame),
    BLAMES,
  );
  const tools = tally(findings.flatMap((f) => [...new Set(f.tools.length > 0 ? f.tools : [f.tool])]));
  return `<form class="filters" id="filters" role="search">
<label>Kind <select id="filter-kind" name="kind">${options('all kinds', kinds)}</select></label>
<label>Blame <select id="filter-blame" name="blame">${options('all blames', blames)}</select></label>
<label>Tool <select id="filter-tool" name="tool">${options('all tools', tools)}</select></label>
<label class="grow">Search <input id="filter-text" name="q" type="search" placeholder="path, message, key, tool…" autocomplete="off"></label>
<button type="reset" id="filter-reset">Clear</button>
<output id="filter-count" aria-live="polite">${findings.length} of ${findings.length} shown</output>
</form>`;
}
