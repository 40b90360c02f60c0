import { isBlocking, type Provider, type ToolLintProblem } from '../../lint/lintTypes.ts';
import { escapeHtml } from './htmlText.ts';

/** What one provider makes of one tool, worst first: refuses it, changes it, lets the model break it, only warns, or takes it as is. */
export type LintVerdict = 'rejected' | 'rewritten' | 'ignored' | 'uncertain' | 'fine';

/** The verdict of a tool's problems for one provider: a sourced rejection, else the worst sourced effect, else `uncertain` for warnings alone. */
export function lintVerdict(problems: readonly ToolLintProblem[]): LintVerdict {
  if (problems.some(isBlocking)) return 'rejected';
  const sourced = problems.filter((p) => p.certainty !== 'uncertain');
  if (sourced.some((p) => p.effect === 'rewritten')) return 'rewritten';
  if (sourced.length > 0) return 'ignored';
  return problems.length > 0 ? 'uncertain' : 'fine';
}

const TONE: Record<LintVerdict, string> = {
  rejected: 'tone-bad',
  rewritten: 'tone-warn',
  ignored: 'tone-warn',
  uncertain: 'tone-none',
  fine: 'tone-ok',
};
// A cell lists this many problems; the JSON report and `toolfuzz lint` have them all.
const SHOWN = 12;

function problemItem(p: ToolLintProblem): string {
  const where = p.path === '' ? '(root)' : p.path;
  const tag = p.certainty === 'uncertain' ? 'uncertain' : p.effect;
  return `<li><span class="status-tag ${p.certainty === 'uncertain' ? 'tone-none' : TONE[p.effect]}">${escapeHtml(tag)}</span> <code>${escapeHtml(p.rule)}</code> <code>${escapeHtml(where)}</code>: ${escapeHtml(p.message)}${p.fix === undefined ? '' : `<br><span class="muted">fix: ${escapeHtml(p.fix)}</span>`}</li>`;
}

function cell(tool: string, provider: Provider, problems: readonly ToolLintProblem[]): string {
  const verdict = lintVerdict(problems);
  const label = `<span class="status-tag ${TONE[verdict]}">${verdict}</span>`;
  if (problems.length === 0) return `<td class="lint-cell" title="${escapeHtml(`${tool} × ${provider}: taken as is`)}">${label}</td>`;
  const more =
    problems.length > SHOWN ? `<li class="muted">... and ${problems.length - SHOWN} more (the JSON report lists them all)</li>` : '';
  // <details> opens without script, as the page's CSP wants.
  return `<td class="lint-cell"><details><summary>${label} <small>${problems.length}</small></summary><ul class="lint-problems">${problems.slice(0, SHOWN).map(problemItem).join('')}${more}</ul></details></td>`;
}

/** The tools × providers matrix of the lint: each cell the provider's verdict on the tool, opening to its problems (rule, pointer, message, fix). */
export function renderLintMatrix(tools: readonly string[], providers: readonly Provider[], problems: readonly ToolLintProblem[]): string {
  const byCell = new Map<string, ToolLintProblem[]>();
  for (const p of problems) {
    const key = `${p.tool}\u0000${p.provider}`;
    byCell.set(key, [...(byCell.get(key) ?? []), p]);
  }
  const head = providers.map((p) => `<th scope="col">${escapeHtml(p)}</th>`).join('');
  const rows = tools.map(
    (tool) =>
      `<tr><th scope="row">${escapeHtml(tool)}</th>${providers.map((p) => cell(tool, p, byCell.get(`${tool}\u0000${p}`) ?? [])).join('')}</tr>`,
  );
  return `<div class="table-wrap"><table class="plain lint-matrix"><thead><tr><th scope="col">tool</th>${head}</tr></thead><tbody>${rows.join('\n')}</tbody></table></div>`;
}
