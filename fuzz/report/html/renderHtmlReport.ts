import type { JsonReport } from '../jsonReport.ts';

/** One self-contained HTML page rendering the JSON report (CSS, JS and data inline; no network). */
export function renderHtmlReport(report: JsonReport): string {
  // Placeholder until the HTML reporter lands: the data, escaped, in a minimal page.
  const data = JSON.stringify(report).replaceAll('<', '\\u003c');
  return `<!doctype html><meta charset="utf-8"><title>toolfuzz report</title><script type="application/json" id="toolfuzz-data">${data}</script><p>${report.findings.length} findings</p>`;
}
