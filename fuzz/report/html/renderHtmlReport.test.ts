import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonReport } from '../jsonReport.ts';
import { hostileReport, IMG_ONERROR, SCRIPT_BREAKOUT } from '../../testing/hostileReport.ts';
import { REPORT_DATA_ID } from './clientScript.ts';
import { renderHtmlReport } from './renderHtmlReport.ts';

const OPEN_DATA = `<script type="application/json" id="${REPORT_DATA_ID}">`;

function dataBlock(html: string): string {
  const start = html.indexOf(OPEN_DATA);
  expect(start).toBeGreaterThan(0);
  const from = start + OPEN_DATA.length;
  return html.slice(from, html.indexOf('</script>', from));
}

function withFindingStrings(text: string): JsonReport {
  const report = hostileReport();
  const [first, ...rest] = report.findings;
  if (first === undefined) throw new Error('the hostile report has findings');
  return {
    ...report,
    subject: text,
    findings: [
      { ...first, explanation: text, tool: text, spec: { [text]: { type: 'string', description: text } }, paths: [text] },
      ...rest,
    ],
  };
}

describe('renderHtmlReport: the embedded data', () => {
  it('parses back to the very report', () => {
    const report = hostileReport();
    expect(JSON.parse(dataBlock(renderHtmlReport(report)))).toEqual(JSON.parse(JSON.stringify(report)));
  });

  it('holds no `<` at all, so `</script>` in a spec cannot end the block', () => {
    const data = dataBlock(renderHtmlReport(hostileReport()));
    expect(data).not.toContain('<');
    expect(data).toContain('\\u003c/script>\\u003cscript>window.__pwned=1\\u003c/script>');
  });

  it('whatever strings a spec or subject holds: exactly two script elements, and the data round-trips', () => {
    const hostile = fc.constantFrom(
      '</script>',
      '</SCRIPT >',
      '<script>',
      '<!--',
      '-->',
      '<img src=x onerror=1>',
      ']]>',
      '\u2028',
      '"',
      "'",
      '&amp;',
      '\\u003c',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(hostile, fc.string()), { maxLength: 6 }), (parts) => {
        const report = withFindingStrings(parts.join(''));
        const html = renderHtmlReport(report);
        expect(html.match(/<script/gi)).toHaveLength(2);
        expect(html.match(/<\/script/gi)).toHaveLength(2);
        expect(JSON.parse(dataBlock(html))).toEqual(JSON.parse(JSON.stringify(report)));
      }),
      { numRuns: 60 },
    );
  });
});

describe('renderHtmlReport: the page', () => {
  const html = renderHtmlReport(hostileReport());

  it('escapes every hostile string where it is shown', () => {
    expect(html).not.toContain(IMG_ONERROR);
    expect(html).not.toContain(SCRIPT_BREAKOUT);
    expect(html).toContain('&lt;img src=x onerror=window.__pwned=1&gt;');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;');
    expect(html).not.toMatch(/<img/i);
  });

  it('loads nothing: no http(s) or protocol-relative URL in src, href or CSS, no link or import', () => {
    for (const report of [hostileReport(), { ...hostileReport(), findings: [] }]) {
      const page = renderHtmlReport(report);
      expect(page).not.toMatch(/\b(?:src|href|action|xlink:href|poster|srcset)\s*=\s*["']?\s*(?:https?:)?\/\//i);
      expect(page).not.toMatch(/url\(\s*["']?\s*(?:https?:)?\/\//i);
      expect(page).not.toMatch(/<link\b|@import|<iframe|<object|<embed/i);
    }
  });

  it('allows by CSP hash exactly its own script, and nothing from the network', () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(csp).toContain("default-src 'none'");
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script.length).toBeGreaterThan(100);
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('renders one card per finding and the chart counts per kind', () => {
    expect(html.match(/<article class="finding"/g)).toHaveLength(5);
    for (const kind of ['FALSE_ACCEPT', 'FALSE_REJECT', 'UNACTIONABLE_MESSAGE', 'CONVERTER_INVALID', 'BOUNDARY_BODY_REACHED']) {
      expect(html).toContain(`<g class="chart-row" data-kind="${kind}" data-count="1"`);
    }
  });

  it('highlights the offending value in the args, as sent: `files[2].path`, `["a.b"]` with 1e400, the top level', () => {
    expect(html).toContain('<mark class="hl"><span class="j-key">&quot;path&quot;</span>: <span class="j-number">31337</span></mark>');
    expect(html).toContain('<mark class="hl"><span class="j-key">&quot;a.b&quot;</span>: <span class="j-number">1e400</span></mark>');
    expect(html).toContain('<mark class="hl">[<span class="j-number">424242</span>]</mark>');
    expect(html).toContain(
      '<mark class="hl"><span class="j-key">&quot;&lt;img src=x onerror=window.__pwned=1&gt;&quot;</span>: <span class="j-number">5</span></mark>',
    );
  });

  it('says the run was cut short, and why', () => {
    expect(html).toContain('data-partial="interrupted"');
    expect(renderHtmlReport({ ...hostileReport(), interrupted: false, timedOut: true })).toContain('data-partial="timed-out"');
    expect(renderHtmlReport({ ...hostileReport(), interrupted: false, partial: false })).not.toContain('data-partial');
  });

  it('shows a clear empty state without findings, and no filters over nothing', () => {
    const empty = renderHtmlReport({ ...hostileReport(), findings: [], partial: false, interrupted: false });
    expect(empty).toContain('id="empty-state"');
    expect(empty).toContain('No findings');
    expect(empty).not.toContain('<article');
    expect(empty).not.toContain('id="filters"');
  });
});
