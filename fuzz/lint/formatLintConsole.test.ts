import { describe, expect, it } from 'vitest';
import { formatLintConsole } from './formatLintConsole.ts';
import { buildLintReport } from './lintReport.ts';

const open = (keys: number) => ({
  type: 'object',
  properties: Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, { type: 'string' }])),
});

describe('formatLintConsole', () => {
  const report = buildLintReport(
    {
      tools: [
        { name: 'wide', schema: open(7), origin: 'a.json#0' },
        {
          name: 'small',
          schema: { type: 'object', properties: { k: { type: ['string', 'null'] } }, required: ['k'], additionalProperties: false },
          origin: 'a.json#1',
        },
      ],
      skipped: [{ tool: 'gone', origin: 'a.json#2', reason: 'the subject threw' }],
    },
    ['openai-strict', 'gemini'],
  );
  const text = formatLintConsole(report, { json: 'lint.json' });

  it('opens with the totals by effect', () => {
    expect(text.split('\n')[0]).toBe(
      `toolfuzz lint: 2 tools for openai-strict, gemini: ${report.lint.length} problems (${report.counts.rejected} rejected, 0 ignored, 0 rewritten, 0 uncertain)`,
    );
  });

  it('groups problems by tool, then provider, showing the root as (root)', () => {
    const wide = text.indexOf('\nwide (a.json#0)\n  openai-strict\n    rejected  OA-2  (root)');
    const small = text.indexOf('\nsmall (a.json#1)\n  gemini\n    rejected  GE-2  /additionalProperties');
    expect(wide).toBeGreaterThan(0);
    expect(small).toBeGreaterThan(wide);
  });

  it('shows five problems of a rule per tool and provider, and how many more the JSON report holds', () => {
    const oa3 = text.split('\n').filter((line) => /^ {4}rejected +OA-3 /.test(line));
    expect(oa3).toHaveLength(5);
    expect(text).toMatch(/\n {4} {9} OA-3 {2}\.\.\. and 2 more \(all of them in lint\.json\)\n/);
  });

  it('says how to fix each rule once, under its problems', () => {
    expect(text).toMatch(/\n {4}rejected +OA-3 .*\n(.*\n)*? {20}fix: make the key required and nullable: \.nullable\(\)/);
    expect(text.split('\n').filter((line) => line.includes('fix: make the key required'))).toHaveLength(1);
  });

  it('counts an uncertain rejection as a warning: not in the rejected total, and no tool refused for it', () => {
    const warned = buildLintReport(
      {
        tools: [
          {
            name: 'u',
            schema: { type: 'object', properties: { a: { description: 'd', anyOf: [{ type: 'string' }] } }, required: ['a'] },
            origin: 'b.json#0',
          },
        ],
        skipped: [],
      },
      ['gemini'],
    );
    expect(warned.counts).toEqual({ rejected: 0, ignored: 0, rewritten: 0, uncertain: 1 });
    expect(formatLintConsole(warned)).toMatch(/\n {2}gemini +0 rejected, 0 ignored, 0 rewritten, 1 uncertain\n/);
  });

  it("lists skipped tools with their reason, then each provider's totals", () => {
    expect(text).toContain('\nskipped 1 tool:\n  gone (a.json#2): the subject threw\n');
    expect(text).toMatch(
      /\nby provider:\n {2}openai-strict +\d+ rejected, 0 ignored, 0 rewritten, 0 uncertain · 1 tool would be refused\n {2}gemini +2 rejected, 0 ignored, 0 rewritten, 0 uncertain · 1 tool would be refused\n/,
    );
    expect(text.endsWith('\njson: lint.json\n')).toBe(true);
  });
});
