import type { LintReport } from '../../lint/lintReport.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { escapeHtml, plural } from './htmlText.ts';
import { renderLintMatrix } from './lintMatrixView.ts';
import { STYLES } from './styles.ts';

/** The page `toolfuzz lint --html` writes: the tools × providers matrix (cells open to their problems) and the skipped tools; no script at all. */
export function renderLintHtml(report: LintReport): string {
  const { counts } = report;
  const summary = `${plural(report.tools.length, 'tool')} for ${report.providers.join(', ')}: ${counts.rejected} rejected, ${counts.ignored} ignored, ${counts.rewritten} rewritten, ${counts.uncertain} uncertain`;
  const skipped =
    report.skipped.length === 0
      ? ''
      : `<h3 class="lint-rules">skipped</h3><ul>${report.skipped.map((s) => `<li>${escapeHtml(s.tool)} <span class="muted">(${escapeHtml(s.origin)})</span>: ${escapeHtml(s.reason)}</li>`).join('')}</ul>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${contentSecurityPolicy('')}
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>toolfuzz lint · ${escapeHtml(summary)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<section class="block" aria-labelledby="lint">
<div class="block-head"><h2 id="lint">Provider dialects</h2></div>
<p class="lede">${escapeHtml(summary)}. Each cell is what that provider's tool API does with the tool's schema; open it for the problems and their fixes. "uncertain" marks rules the sources do not settle: warnings only.</p>
${renderLintMatrix(
  report.tools.map((t) => t.name),
  report.providers,
  report.lint,
)}
${skipped}
</section>
<footer>toolfuzz lint report v${report.version} · rules and sources: RULES.md</footer>
</main>
</body>
</html>
`;
}
