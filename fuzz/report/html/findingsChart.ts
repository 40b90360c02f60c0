import type { Blame, FindingKind } from '../../model/findingKind.ts';
import { BLAMES, FINDING_KINDS } from '../../model/findingKind.ts';
import type { ReportFinding } from '../jsonReport.ts';
import { BLAME_COLOURS } from './styles.ts';
import { escapeHtml, plural } from './htmlText.ts';

// No viewBox: bars are laid out in percentages of the width and text in pixels, so the chart
// stretches to any screen while its labels stay readable.
const ROW = 44;
const BAR = 16;
const SPAN = 90;

/** Findings per kind, split by blame, in the contract's kind order (kinds with none left out). */
export function countByKindAndBlame(
  findings: readonly ReportFinding[],
): { kind: FindingKind; total: number; byBlame: Map<Blame, number> }[] {
  return FINDING_KINDS.flatMap((kind) => {
    const ofKind = findings.filter((f) => f.kind === kind);
    if (ofKind.length === 0) return [];
    const byBlame = new Map<Blame, number>();
    for (const f of ofKind) byBlame.set(f.blame, (byBlame.get(f.blame) ?? 0) + 1);
    return [{ kind, total: ofKind.length, byBlame }];
  });
}

/** An inline SVG bar chart of findings by kind, each bar stacked by blame; a row click filters by its kind. */
export function renderFindingsChart(findings: readonly ReportFinding[]): string {
  const rows = countByKindAndBlame(findings);
  const max = Math.max(1, ...rows.map((r) => r.total));
  const height = rows.length * ROW + 4;
  const bars = rows.map((row, i) => {
    const y = i * ROW + 2;
    const barY = y + 20;
    let x = 0;
    const segments = BLAMES.flatMap((blame) => {
      const n = row.byBlame.get(blame) ?? 0;
      if (n === 0) return [];
      const w = (n / max) * SPAN;
      const rect = `<rect x="${x.toFixed(2)}%" y="${barY}" width="${w.toFixed(2)}%" height="${BAR}" fill="${BLAME_COLOURS[blame]}" data-blame="${blame}"><title>${row.kind} · ${blame}: ${n}</title></rect>`;
      x += w;
      return [rect];
    });
    const title = `${row.kind}: ${plural(row.total, 'finding')} (${BLAMES.filter((b) => row.byBlame.has(b))
      .map((b) => `${b} ${row.byBlame.get(b)}`)
      .join(', ')})`;
    return `<g class="chart-row" data-kind="${row.kind}" data-count="${row.total}" tabindex="0" role="button" aria-label="${escapeHtml(`Show only ${title}`)}"><title>${escapeHtml(title)}</title>
<rect class="chart-hit" x="0" y="${y}" width="100%" height="${ROW - 2}"/>
<text class="chart-label" x="0" dx="2" y="${y + 13}">${row.kind}</text>
${segments.join('')}
<text class="chart-count" x="${x.toFixed(2)}%" dx="8" y="${barY + BAR / 2}" dominant-baseline="central">${row.total}</text></g>`;
  });
  const blameTotals = BLAMES.map((blame) => ({ blame, n: findings.filter((f) => f.blame === blame).length })).filter((b) => b.n > 0);
  const legend = blameTotals
    .map(
      (b) =>
        `<li data-blame="${b.blame}" data-count="${b.n}"><span class="swatch" style="background:${BLAME_COLOURS[b.blame]}"></span>${b.blame} <b>${b.n}</b></li>`,
    )
    .join('');
  return `<figure class="chart">
<svg width="100%" height="${height}" role="group" aria-label="Findings by kind and blame">${bars.join('\n')}</svg>
<figcaption><span class="muted">blame:</span><ul class="legend">${legend}</ul></figcaption>
</figure>`;
}
