import { describe, expect, it } from 'vitest';
import { fakeReport, fakeTool } from '../../testing/reportFixture.ts';
import { parseXml } from '../../testing/parseXml.ts';
import { junitLintCases, lintTestcase } from './junitLintCases.ts';

const problem = (
  tool: string,
  provider: 'openai-strict' | 'gemini',
  effect: 'rejected' | 'ignored',
  certainty: 'sourced' | 'uncertain' = 'sourced',
) => ({ tool, provider, rule: 'OA-2', effect, path: '', message: 'close it', fix: 'additionalProperties: false', certainty }) as const;

describe('the lint in JUnit', () => {
  const report = {
    ...fakeReport([], [fakeTool('a'), fakeTool('b')]),
    lintProviders: ['openai-strict', 'gemini'] as const,
    lint: [problem('a', 'openai-strict', 'rejected'), problem('a', 'gemini', 'rejected', 'uncertain'), problem('b', 'gemini', 'ignored')],
  };

  it('has a test case per tool and linted provider, failing only on a sourced rejection under --lint-gate', () => {
    const cases = junitLintCases({ ...report, lintGate: true });
    expect(cases.map((c) => [c.tool, c.name, c.rejected.length, c.notes.length])).toEqual([
      ['a', 'lint:openai-strict', 1, 0],
      ['a', 'lint:gemini', 0, 1],
      ['b', 'lint:openai-strict', 0, 0],
      ['b', 'lint:gemini', 0, 1],
    ]);
    const failed = parseXml(lintTestcase(cases[0] as (typeof cases)[number]));
    expect(failed.children[0]).toMatchObject({
      name: 'failure',
      attributes: { type: 'lint-rejected', message: 'openai-strict would reject this tool: OA-2 close it' },
    });
    const warned = parseXml(lintTestcase(cases[1] as (typeof cases)[number]));
    expect(warned.children.map((c) => c.name)).toEqual(['system-out']);
  });

  it('fails no lint case without --lint-gate, as the exit code does not: the rejection is listed instead', () => {
    const cases = junitLintCases(report);
    expect(cases.map((c) => [c.tool, c.name, c.rejected.length, c.notes.length])[0]).toEqual(['a', 'lint:openai-strict', 0, 1]);
    expect(parseXml(lintTestcase(cases[0] as (typeof cases)[number])).children.map((c) => c.name)).toEqual(['system-out']);
  });

  it('has none for a report without lint (older reports)', () => {
    expect(junitLintCases(fakeReport([], [fakeTool('a')]))).toEqual([]);
  });
});
