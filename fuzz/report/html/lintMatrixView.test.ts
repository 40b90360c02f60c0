import { describe, expect, it } from 'vitest';
import type { ToolLintProblem } from '../../lint/lintTypes.ts';
import { lintVerdict, renderLintMatrix } from './lintMatrixView.ts';

const problem = (
  tool: string,
  provider: ToolLintProblem['provider'],
  effect: ToolLintProblem['effect'],
  certainty: ToolLintProblem['certainty'] = 'sourced',
  message = 'm',
): ToolLintProblem => ({
  tool,
  provider,
  rule: 'OA-3',
  effect,
  path: '/properties/a',
  message,
  fix: 'make it nullable',
  certainty,
});

describe('the lint matrix', () => {
  it('gives each cell the worst verdict: a sourced rejection, else rewritten, else ignored; warnings alone are uncertain; nothing is fine', () => {
    expect(lintVerdict([problem('t', 'gemini', 'ignored'), problem('t', 'gemini', 'rejected')])).toBe('rejected');
    expect(lintVerdict([problem('t', 'gemini', 'rejected', 'uncertain'), problem('t', 'gemini', 'ignored')])).toBe('ignored');
    expect(lintVerdict([problem('t', 'gemini', 'ignored'), problem('t', 'gemini', 'rewritten')])).toBe('rewritten');
    expect(lintVerdict([problem('t', 'gemini', 'rejected', 'uncertain')])).toBe('uncertain');
    expect(lintVerdict([])).toBe('fine');
  });

  it('has a row per tool and a column per provider, and each cell with problems opens (no script) to them, escaped, with their fixes', () => {
    const html = renderLintMatrix(
      ['a', 'b<x>'],
      ['openai-strict', 'gemini'],
      [problem('a', 'openai-strict', 'rejected', 'sourced', 'needs <required>'), problem('b<x>', 'gemini', 'ignored')],
    );
    const rows = html.match(/<tr><th scope="row">.*?<\/tr>/g) ?? [];
    expect(rows).toHaveLength(2);
    expect(html).toContain('<th scope="col">openai-strict</th><th scope="col">gemini</th>');
    const [a, b] = rows;
    expect(a).toMatch(
      /<td class="lint-cell"><details><summary><span class="status-tag tone-bad">rejected<\/span> <small>1<\/small><\/summary>.*needs &lt;required&gt;.*fix: make it nullable/,
    );
    expect(a).toMatch(/<td class="lint-cell" title="a × gemini: taken as is"><span class="status-tag tone-ok">fine<\/span><\/td>/);
    expect(b).toContain('b&lt;x&gt;');
    expect(b).toMatch(/<span class="status-tag tone-warn">ignored<\/span>/);
    expect(html).not.toMatch(/<script|onclick/);
  });
});
