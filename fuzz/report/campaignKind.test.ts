import { describe, expect, it } from 'vitest';
import { fakeReport, fakeTool } from '../testing/reportFixture.ts';
import { renderConsoleReport } from './consoleReport.ts';
import { renderFindingsSection } from './html/findingsSection.ts';

const PATHS = { json: 'r.json', html: 'r.html' };
const library = { ...fakeTool('search'), producer: 'library' as const };

describe('a campaign of library tools with no findings', () => {
  it('says their runtimes agree with their advertised schemas, in the console and the HTML, and lists the tools it could not fuzz', () => {
    const report = {
      ...fakeReport([], [library]),
      skippedTools: [{ tool: 'shout', reason: 'zod cannot convert its schema: Transforms cannot be represented in JSON Schema' }],
    };
    const text = renderConsoleReport(report, PATHS, { color: false });
    expect(text).toContain("no findings: every tool's runtime agrees with the JSON Schema it advertises");
    expect(text).toContain('not fuzzed: 1 tools: shout (zod cannot convert its schema: Transforms cannot be represented in JSON Schema)');
    expect(renderFindingsSection(report)).toContain("Every tool's runtime agreed with the JSON Schema it advertises");
    const hidden = renderConsoleReport(
      { ...report, hiddenConstraints: [{ tool: 'search', message: 'limit: multiple of 5', exampleJson: '{"limit":7}' }] },
      PATHS,
      { color: false },
    );
    expect(hidden).toContain(
      'constraints that live only in code (refine, check, narrow) (the model cannot see them in the JSON Schema):\n  search: limit: multiple of 5, e.g. {"limit":7}',
    );
  });

  it('keeps the SchemaSpec wording when some tool is a SchemaSpec tool', () => {
    const report = fakeReport([], [library, fakeTool('plain')]);
    expect(renderConsoleReport(report, PATHS, { color: false })).toContain(
      'no findings: validateArgs, the converted schema and defineTool agree',
    );
    expect(renderConsoleReport(report, PATHS, { color: false })).not.toContain('not fuzzed');
  });
});
