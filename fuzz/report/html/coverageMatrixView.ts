import type { ReportTool } from '../jsonReport.ts';
import { type CoverageCell, type CoverageColumn, ALL_TOOLS_ROW, coverageMatrix } from './coverageCells.ts';
import { escapeHtml, formatCount, plural } from './htmlText.ts';

function short(n: number): string {
  if (n < 1000) return String(n);
  if (n < 10_000) return `${(n / 1000).toFixed(1)}k`;
  return `${Math.round(n / 1000)}k`;
}

// Log scale: a column with 20 cases and one with 2,000 are both visibly exercised, the latter more so.
function shade(cell: CoverageCell, max: number): string {
  const depth = Math.log1p(cell.cases) / Math.log1p(Math.max(max, 1));
  if (cell.drifting > 0)
    return `background:rgba(209,73,91,${(0.22 + 0.4 * Math.min(1, cell.drifting / cell.cases + depth / 3)).toFixed(2)})`;
  return `background:rgba(46,139,87,${(0.08 + 0.32 * depth).toFixed(2)})`;
}

function cellHtml(feature: string, column: CoverageColumn, cell: CoverageCell, max: number): string {
  const where = `${feature} × ${column.name}`;
  if (cell.cases === 0) return `<td class="cov-empty" title="${escapeHtml(`${where}: not exercised`)}">·</td>`;
  const title = `${where}: ${plural(cell.cases, 'case')} on ${plural(cell.tools, 'tool')}${cell.drifting > 0 ? `, ${formatCount(cell.drifting)} drifting` : ', no drift'}`;
  const drift = cell.drifting > 0 ? `<span class="cov-drift">${short(cell.drifting)}</span>` : '';
  return `<td class="${cell.drifting > 0 ? 'cov-drifting' : 'cov-clean'}" style="${shade(cell, max)}" title="${escapeHtml(title)}" data-cases="${cell.cases}" data-drifting="${cell.drifting}"><span class="cov-cases">${short(cell.cases)}</span>${drift}</td>`;
}

/** The coverage matrix as a table: which schema features met which case sources and model mistakes, and where drift showed. */
export function renderCoverageMatrix(tools: readonly ReportTool[]): string {
  const matrix = coverageMatrix(tools);
  const sources = matrix.columns.filter((c) => c.group === 'source').length;
  const operators = matrix.columns.length - sources;
  const max = Math.max(0, ...matrix.rows.filter((r) => r.feature !== ALL_TOOLS_ROW).flatMap((r) => r.cells.map((c) => c.cases)));
  const head = matrix.columns
    .map((c, i) => `<th scope="col" class="cov-col${i === sources ? ' cov-split' : ''}"><span>${escapeHtml(c.name)}</span></th>`)
    .join('');
  const body = matrix.rows
    .map((row) => {
      const cells = row.cells.map((cell, i) => {
        const html = cellHtml(
          row.feature,
          matrix.columns[i] as CoverageColumn,
          cell,
          row.feature === ALL_TOOLS_ROW ? Math.max(...row.cells.map((c) => c.cases)) : max,
        );
        return i === sources ? html.replace('<td class="', '<td class="cov-split ') : html;
      });
      const label = row.tools === 0 ? `<span class="muted">no spec uses it</span>` : plural(row.tools, 'tool');
      return `<tr class="${row.feature === ALL_TOOLS_ROW ? 'cov-total' : row.tools === 0 ? 'cov-unused' : ''}"><th scope="row">${escapeHtml(row.feature)}<small>${label}</small></th>${cells.join('')}</tr>`;
    })
    .join('\n');
  return `<div class="cov-wrap"><table class="coverage">
<thead><tr><th rowspan="2" class="cov-corner">schema feature</th><th colspan="${sources}" class="cov-group">case source</th><th colspan="${operators}" class="cov-group cov-split">model mistake (violators)</th></tr><tr>${head}</tr></thead>
<tbody>${body}</tbody></table></div>
<p class="cov-legend"><span><i class="key cov-empty-key"></i>not exercised</span><span><i class="key" style="background:rgba(46,139,87,.3)"></i>cases ran, no drift</span><span><i class="key" style="background:rgba(209,73,91,.5)"></i>drift found <span class="cov-drift">n</span> = drifting cases</span><span class="muted">cell: cases run by the tools whose schema has the feature; hover for details</span></p>`;
}
