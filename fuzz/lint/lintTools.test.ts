import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../schema/schemaTypes.ts';
import { lintSchema } from './lintSchema.ts';
import { lintTools } from './lintTools.ts';

// Closed objects with `optional` optional properties and `unions` nullable ones: only AS-6 can fire among the strict rules.
function tool(name: string, optional: number, unions = 0): { name: string; schema: JsonSchemaObject } {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < optional; i++) properties[`o${i}`] = { type: 'string' };
  for (let i = 0; i < unions; i++) properties[`u${i}`] = { type: ['string', 'null'] };
  return {
    name,
    schema: { type: 'object', properties, required: Object.keys(properties).filter((k) => k.startsWith('u')), additionalProperties: false },
  };
}
const as6 = (tools: readonly { name: string; schema: JsonSchemaObject }[]) =>
  lintTools(tools, ['anthropic-strict']).filter((p) => p.rule === 'AS-6');

describe('lintTools', () => {
  it("lists each tool's problems as lintSchema finds them, tool by tool, then in provider order", () => {
    const tools = [
      { name: 'a', schema: { type: 'object', properties: { x: { type: ['string', 'null'] } } } },
      { name: 'b', schema: { type: 'array' } },
    ];
    const problems = lintTools(tools, ['gemini', 'openai-strict']);
    const expected = tools.flatMap((t) =>
      (['openai-strict', 'gemini'] as const).flatMap((p) => lintSchema(t.schema, p).map((problem) => ({ tool: t.name, ...problem }))),
    );
    expect(problems).toEqual(expected);
    expect(new Set(problems.map((p) => p.provider))).toEqual(new Set(['openai-strict', 'gemini']));
  });

  it('lints for every provider by default', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', maxLength: 3 } }, required: ['a'] };
    expect([...new Set(lintTools([{ name: 't', schema }]).map((p) => p.provider))]).toEqual([
      'openai-strict',
      'openai',
      'anthropic',
      'anthropic-strict',
      'gemini',
      'gemini-json',
    ]);
  });

  it('checks AS-6 across the tools, as one request: the tool that crosses a limit carries it, once', () => {
    const problems = as6([tool('a', 20), tool('b', 4), tool('c', 1), tool('d', 3)]);
    expect(problems).toEqual([
      {
        tool: 'c',
        provider: 'anthropic-strict',
        rule: 'AS-6',
        effect: 'rejected',
        path: '',
        message: expect.stringMatching(/with the 2 tools before it, 25 optional properties; one request may have 24$/) as string,
        fix: expect.stringContaining('optional') as string,
        certainty: 'sourced',
      },
    ]);
  });

  it('counts unions across tools, and strict tools past 20', () => {
    const many = Array.from({ length: 21 }, (_, i) => tool(`t${i}`, 0, 1));
    const problems = as6(many);
    expect(problems.map((p) => [p.tool, p.message.match(/\d+ (strict tools|union-typed schemas)/)?.[0]])).toEqual([
      ['t16', '17 union-typed schemas'],
      ['t20', '21 strict tools'],
    ]);
  });

  it('does not repeat across tools what one tool breaks alone', () => {
    expect(as6([tool('a', 30)]).map((p) => p.tool)).toEqual(['a']);
    expect(as6([tool('a', 24), tool('b', 0)])).toEqual([]);
  });
});
