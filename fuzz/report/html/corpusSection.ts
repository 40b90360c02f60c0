import { skippedParts } from '../corpusSkipped.ts';
import type { JsonReport } from '../jsonReport.ts';
import { escapeHtml, plural } from './htmlText.ts';

/** What the regression corpus did: past findings replayed first (fixed or still failing) and new entries saved; empty without a corpus. */
export function renderCorpusSection(report: JsonReport): string {
  const corpus = report.corpus;
  if (corpus === undefined) return '';
  const failing = corpus.replayed.filter((r) => r.status === 'STILL FAILING').length;
  const summary = `${plural(corpus.replayed.length, 'past finding')} replayed from <code>${escapeHtml(corpus.dir)}</code>: ${failing} still failing, ${corpus.replayed.length - failing} fixed · ${plural(corpus.saved, 'new entry', 'new entries')} saved${corpus.unreadable.length > 0 ? ` · ${plural(corpus.unreadable.length, 'file')} left alone (not entries)` : ''}`;
  const skipped = skippedParts(corpus.skipped).map((p) => `${plural(p.count, 'entry', 'entries')} ${p.what}`);
  const skippedNote =
    skipped.length === 0
      ? ''
      : `<p class="muted">Not replayed: ${skipped.join(' · ')}${corpus.subject === undefined ? '' : ` (this run's subject: <code>${escapeHtml(corpus.subject)}</code>)`}</p>`;
  const rows = corpus.replayed.map(
    (r) =>
      `<tr><td><span class="status-tag ${r.status === 'FIXED' ? 'tone-ok' : 'tone-bad'}">${escapeHtml(r.status)}</span></td><td><code>${escapeHtml(r.kind)}</code></td><td>${escapeHtml(r.blame)}</td><td>${escapeHtml(r.tool)}</td><td><code>${escapeHtml(r.fingerprint)}</code></td><td class="muted">${escapeHtml(r.file)}</td></tr>`,
  );
  const table =
    rows.length === 0
      ? ''
      : `<div class="table-wrap"><table class="plain corpus"><thead><tr><th>status</th><th>kind</th><th>blame</th><th>tool</th><th>fingerprint</th><th>file</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
  return `<section class="block" aria-labelledby="corpus">
<div class="block-head"><h2 id="corpus">Regression corpus</h2></div>
<p class="lede">${summary}</p>
${skippedNote}
${table}
</section>`;
}
