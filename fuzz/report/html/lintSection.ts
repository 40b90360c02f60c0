import type { JsonReport } from '../jsonReport.ts';
import { escapeHtml, plural } from './htmlText.ts';
import { PROVIDERS } from '../../lint/lintTypes.ts';
import { renderLintMatrix } from './lintMatrixView.ts';

/**
 * The provider lint of the tools' advertised schemas: a tools × providers matrix whose cells open
 * to their problems, then one row per provider, rule and effect, with how many tools it hits and one
 * example (the JSON report and `toolfuzz lint` list every problem). Empty for a report without lint.
 */
export function renderLintSection(report: JsonReport): string {
  const problems = report.lint;
  if (problems === undefined) return '';
  const groups = new Map<
    string,
    { provider: string; rule: string; effect: string; tools: Set<string>; example: (typeof problems)[number] }
  >();
  for (const p of problems) {
    const key = JSON.stringify([p.provider, p.rule, p.effect]);
    const group = groups.get(key) ?? { provider: p.provider, rule: p.rule, effect: p.effect, tools: new Set<string>(), example: p };
    group.tools.add(p.tool);
    groups.set(key, group);
  }
  const rows = [...groups.values()].map(
    (g) =>
      `<tr><td>${escapeHtml(g.provider)}</td><td><code>${escapeHtml(g.rule)}</code></td><td><span class="status-tag ${g.effect === 'rejected' ? 'tone-bad' : 'tone-warn'}">${escapeHtml(g.effect)}</span></td><td>${plural(g.tools.size, 'tool')}</td><td>${escapeHtml(g.example.tool)} <code>${escapeHtml(g.example.path === '' ? '(root)' : g.example.path)}</code>: ${escapeHtml(g.example.message)}</td></tr>`,
  );
  const body =
    rows.length === 0
      ? '<p class="muted empty-line">No provider rejects, ignores or rewrites anything in these schemas.</p>'
      : `${renderLintMatrix(
          report.tools.map((t) => t.name),
          report.lintProviders ?? PROVIDERS,
          problems,
        )}
<h3 class="lint-rules">by rule</h3>
<div class="table-wrap"><table class="plain lint"><thead><tr><th>provider</th><th>rule</th><th>effect</th><th>tools</th><th>example</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
  return `<section class="block" aria-labelledby="lint">
<div class="block-head"><h2 id="lint">Provider dialects</h2></div>
<p class="lede">What each LLM provider's tool API does with the advertised schemas: rejects the request, ignores a keyword (the model is not held to it), or rewrites it. "uncertain" marks rules the sources do not settle: warnings only. Open a cell for its problems and fixes.</p>
${body}
</section>`;
}
