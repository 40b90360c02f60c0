import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { lint, type Provider } from './index.ts';
import { lintReportSchemaErrors } from '../testing/lintReportSchema.ts';
import { tempFolder } from '../testing/tempFolder.ts';

// A subject whose converter throws on one spec and returns a non-JSON value on another.
const SUBJECT = `
export function validateArgs() { return []; }
export function schemaSpecToJsonSchema(spec) {
  if ('boom' in spec) throw new Error('cannot convert boom\\n    at x (y.js:1:1)');
  if ('fn' in spec) return () => 1;
  if ('later' in spec) return Promise.resolve({ type: 'object' });
  const properties = {};
  for (const [k, p] of Object.entries(spec)) properties[k] = { type: p.type };
  return { type: 'object', properties, required: Object.keys(spec).filter((k) => spec[k].required === true) };
}
`;

function project(): string {
  const dir = tempFolder('lint-api');
  writeFileSync(join(dir, 'subject.mjs'), SUBJECT);
  writeFileSync(
    join(dir, 'specs.json'),
    JSON.stringify({
      tools: [
        { name: 'ok', schema: { q: { type: 'string', required: true } } },
        { name: 'bad', schema: { boom: { type: 'string' } } },
        { name: 'weird', schema: { fn: { type: 'string' } } },
        { name: 'async', schema: { later: { type: 'string' } } },
      ],
    }),
  );
  writeFileSync(
    join(dir, 'tools.json'),
    JSON.stringify({ tools: [{ name: 'ok', inputSchema: { type: 'object', properties: { x: { type: ['string', 'null'] } } } }] }),
  );
  return dir;
}

describe('lint(options), the programmatic API', () => {
  it('lints spec tools through the subject and saved tool lists, skipping tools with no schema to lint', async () => {
    const cwd = project();
    const report = await lint({
      cwd,
      subject: 'subject.mjs',
      specs: ['specs.json'],
      toolsJson: ['tools.json'],
      providers: ['gemini', 'openai-strict'],
    });
    expect(lintReportSchemaErrors(report)).toEqual([]);
    expect(report.providers).toEqual(['openai-strict', 'gemini']);
    // The tool list's `ok` meets the spec's `ok`: names stay unique across sources.
    expect(report.tools.map((t) => [t.name, t.origin])).toEqual([
      ['ok', expect.stringMatching(/specs\.json#0$/) as string],
      ['ok#2', 'tools.json: $.tools[0]'],
    ]);
    expect(report.skipped).toEqual([
      {
        tool: 'bad',
        origin: expect.stringMatching(/specs\.json#1$/) as string,
        reason: "the subject's schemaSpecToJsonSchema threw: cannot convert boom",
      },
      {
        tool: 'weird',
        origin: expect.stringMatching(/specs\.json#2$/) as string,
        reason: 'its converted schema is not a JSON Schema: a function',
      },
      {
        tool: 'async',
        origin: expect.stringMatching(/specs\.json#3$/) as string,
        reason: 'its schemaSpecToJsonSchema returned a promise, not a schema',
      },
    ]);
    expect(report.lint.filter((p) => p.tool === 'ok#2').map((p) => `${p.provider} ${p.rule} ${p.path}`)).toEqual([
      'openai-strict OA-2 ',
      'openai-strict OA-3 /properties/x',
      'gemini GE-3 /properties/x/type',
    ]);
  });

  it('reads only the tool lists when they are given alone', async () => {
    const report = await lint({ cwd: project(), toolsJson: ['tools.json'] });
    expect(report.tools.map((t) => t.name)).toEqual(['ok']);
    expect(report.providers).toHaveLength(6);
  });

  it('rejects an unknown provider with a one-line UsageError', async () => {
    const error = await usageErrorOf(() => lint({ cwd: project(), toolsJson: ['tools.json'], providers: ['anthropic-stric' as Provider] }));
    expect(error.message).toBe(
      'unknown provider "anthropic-stric" (did you mean anthropic-strict?); providers: openai-strict, openai, anthropic, anthropic-strict, gemini, gemini-json',
    );
  });
});
