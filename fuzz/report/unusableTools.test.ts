import { describe, expect, it } from 'vitest';
import type { JsonReport } from './jsonReport.ts';
import { renderConsoleReport } from './consoleReport.ts';
import { renderHtmlReport } from './html/renderHtmlReport.ts';
import { renderJunit } from './junit/renderJunit.ts';
import { reportSchemaErrors } from './schema/reportSchema.ts';
import { fakeReport, fakeTool } from '../testing/reportFixture.ts';
import { parseXml } from '../testing/parseXml.ts';

// Tools not usable in this environment (toolfuzz mcp): listed once, with the server's text, in every
// renderer, valid against the shipped schema, and never a failure.

function report(): JsonReport {
  return {
    ...fakeReport(
      [],
      [
        { ...fakeTool('search_issues'), producer: 'mcp' },
        { ...fakeTool('fetch_docs'), producer: 'mcp' },
      ],
    ),
    unusableTools: [
      {
        tool: 'search_issues',
        reason: 'same-failure-for-any-args',
        text: 'Authentication required: set GITHUB_TOKEN to use <this> tool.',
        calls: 4,
      },
      {
        tool: 'fetch_docs',
        reason: 'hangs-for-any-args',
        text: 'no answer within the call timeout to any of 3 schema-valid calls with different args',
        calls: 3,
      },
    ],
  };
}

describe('unusableTools in every renderer', () => {
  it('is valid against report.schema.json, and a reason outside the two is not', () => {
    expect(reportSchemaErrors(report())).toEqual([]);
    const bad = { ...report(), unusableTools: [{ tool: 'x', reason: 'flaky', text: 't', calls: 1 }] };
    expect(reportSchemaErrors(bad)).not.toEqual([]);
  });

  it("console: one line per tool with the server's text, and still no findings", () => {
    const out = renderConsoleReport(report(), { json: 'r.json', html: 'r.html' }, { color: false });
    expect(out).toContain(
      'not usable in this environment: search_issues: all 4 schema-valid calls with different args failed the same way: "Authentication required: set GITHUB_TOKEN to use <this> tool."',
    );
    expect(out).toContain('not usable in this environment: fetch_docs: no answer to any of 3 schema-valid calls with different args');
    expect(out).toContain('no findings');
  });

  it('HTML: a banner per tool, the text escaped', () => {
    const html = renderHtmlReport(report());
    expect(html).toContain('data-unusable="search_issues"');
    expect(html).toContain('Authentication required: set GITHUB_TOKEN to use &lt;this&gt; tool.');
    expect(html).toContain('data-unusable="fetch_docs"');
  });

  it('JUnit: a skipped case per tool with the text, no failure', () => {
    const xml = renderJunit(report());
    expect(xml).toMatch(
      /<testcase classname="search_issues" name="not usable in this environment" time="0.000">\n\s*<skipped message="all 4 schema-valid calls [^"]*Authentication required: set GITHUB_TOKEN to use &lt;this&gt; tool\./,
    );
    const doc = parseXml(xml);
    expect(doc.attributes['failures']).toBe('0');
    expect(doc.attributes['skipped']).toBe('2');
  });
});
