import { describe, expect, it } from 'vitest';
import type { JsonReport, ReportTool } from './jsonReport.ts';
import { renderConsoleReport } from './consoleReport.ts';
import { githubStepSummary } from './github/githubActions.ts';
import { renderHtmlReport } from './html/renderHtmlReport.ts';
import { renderJunit } from './junit/renderJunit.ts';
import { fakeReport, fakeTool } from '../testing/reportFixture.ts';
import { parseXml } from '../testing/parseXml.ts';

// A toolfuzz mcp report in every renderer: the server named, the tools not called listed with why,
// and none of the SchemaSpec wording (validateArgs, defineTool) that would mislead an MCP user.

const mcpTool = (name: string): ReportTool => ({
  ...fakeTool(name),
  origin: `mcp:weather#${name}`,
  producer: 'mcp',
  annotations: { readOnlyHint: true },
});

function mcpReport(): JsonReport {
  return {
    ...fakeReport([], [mcpTool('forecast'), mcpTool('alerts')]),
    subject: 'node /srv/weather/server.mjs',
    server: {
      target: { transport: 'stdio', command: 'node', args: ['/srv/weather/server.mjs'], cwd: '/srv/weather' },
      serverInfo: { name: 'weather <b>', version: '1.2.3' },
      protocolVersion: '2025-06-18',
    },
    skippedTools: [{ tool: 'delete_city', reason: 'annotated destructiveHint: true: call it only with --tools delete_city' }],
  };
}

const text = (html: string): string => html.replace(/<[^>]+>/g, '');
const SCHEMA_SPEC_WORDS = /validateArgs|defineTool|schemaSpecToJsonSchema|SchemaSpec/;

describe('a toolfuzz mcp report in every renderer', () => {
  it('HTML: the header names the server (serverInfo, protocol version, command and folder) and the tools table lists the skipped tools', () => {
    const html = renderHtmlReport(mcpReport());
    expect(text(html)).toContain(
      'MCP server weather &lt;b&gt; 1.2.3 · protocol 2025-06-18 · started as node /srv/weather/server.mjs in /srv/weather',
    );
    expect(text(html)).toContain('not fuzzed: delete_city (annotated destructiveHint: true: call it only with --tools delete_city)');
    expect(text(html)).toContain("Every tool's runtime agreed with the JSON Schema it advertises");
    expect(html).toContain('<th>tool</th><th>origin</th>');
    expect(html).not.toContain('spec source');
    expect(html).not.toMatch(SCHEMA_SPEC_WORDS);
  });

  it('HTML: a URL server and one that gave no serverInfo; a run report has no server line', () => {
    const report: JsonReport = { ...mcpReport(), server: { target: { transport: 'http', url: 'http://127.0.0.1:4000/mcp' } } };
    expect(text(renderHtmlReport(report))).toContain(
      'MCP server that gave no serverInfo · no protocol version given · reached at http://127.0.0.1:4000/mcp',
    );
    expect(renderHtmlReport(fakeReport([], [fakeTool('a')]))).not.toContain('data-server');
  });

  it('HTML and JUnit: an in-process server (--module) is named by its module', () => {
    const report: JsonReport = {
      ...mcpReport(),
      subject: 'module server.ts',
      server: { target: { transport: 'module', module: '/srv/weather/server.ts', cwd: '/srv/weather' } },
    };
    expect(text(renderHtmlReport(report))).toContain('no protocol version given · imported in-process from /srv/weather/server.ts');
    expect(renderJunit(report)).toContain('<property name="server" value="module server.ts"/>');
  });

  it('console: no findings is said of runtimes and schemas, and the skipped tools are listed', () => {
    const out = renderConsoleReport(mcpReport(), { json: 'r.json', html: 'r.html' }, { color: false });
    expect(out).toContain("no findings: every tool's runtime agrees with the JSON Schema it advertises");
    expect(out).toContain('not fuzzed: 1 tools: delete_city (annotated destructiveHint');
    expect(out).not.toMatch(SCHEMA_SPEC_WORDS);
  });

  it('JUnit: a test case per MCP tool and property, the skipped tool as a skipped case with its reason, the server as properties', () => {
    const xml = renderJunit(mcpReport());
    const doc = parseXml(xml);
    expect(xml).toContain('<testcase classname="forecast" name="valid"');
    expect(xml).toContain('<testcase classname="alerts" name="loose"');
    expect(xml).toMatch(
      /<testcase classname="delete_city" name="not fuzzed" time="0.000">\n\s*<skipped message="annotated destructiveHint: true: call it only with --tools delete_city"\/>/,
    );
    expect(xml).toContain('<property name="server" value="node /srv/weather/server.mjs"/>');
    expect(xml).toContain('<property name="serverInfo.name" value="weather &lt;b&gt;"/>');
    expect(xml).toContain('<property name="protocolVersion" value="2025-06-18"/>');
    // The suite's counts include it: 2 tools × 4 sources + converter, and the skipped tool.
    expect(doc.attributes['tests']).toBe('11');
    expect(doc.attributes['skipped']).toBe('1');
    const unsatisfiable = renderJunit({
      ...mcpReport(),
      tools: [{ ...mcpTool('never'), satisfiable: false, casesBySource: { valid: 0, faker: 1, violator: 1, loose: 1 } }],
    });
    expect(unsatisfiable).toContain('<skipped message="the advertised schema is unsatisfiable: no args are valid by construction"/>');
    expect(xml).not.toMatch(SCHEMA_SPEC_WORDS);
  });

  it('GitHub step summary: runtime wording and the skipped tools', () => {
    const md = githubStepSummary(mcpReport());
    expect(md).toContain("Every tool's runtime agrees with the JSON Schema it advertises on every case.");
    expect(md).toMatch(/\*\*Not fuzzed\*\*: `delete_city` \(annotated destructiveHint: true: call it only with .*delete\\_city\)/);
    expect(md).not.toMatch(SCHEMA_SPEC_WORDS);
    // A SchemaSpec run keeps its own wording.
    expect(githubStepSummary(fakeReport([], [fakeTool('a')]))).toContain('validateArgs, the converted schema and defineTool agree');
  });
});
