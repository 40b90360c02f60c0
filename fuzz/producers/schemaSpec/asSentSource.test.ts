import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fuzz } from '../../api/fuzz.ts';
import { reportSchemaErrors } from '../../report/schema/reportSchema.ts';
import { tempFolder } from '../../testing/tempFolder.ts';

const fixture = (name: string): string => fileURLToPath(new URL(`../../../fixtures/as-sent/${name}`, import.meta.url));
const cwd = tempFolder('as-sent');
const run = (subject: string, providers?: readonly ('openai-strict' | 'gemini')[]) =>
  fuzz({
    subject: fixture(subject),
    specs: [fixture('note.json')],
    seed: 13,
    runs: 40,
    workers: 1,
    corpus: false,
    cwd,
    ...(providers === undefined ? {} : { providers }),
  });

describe('the as-sent case source (run --provider)', () => {
  it('finds the null-for-optional class: under openai-strict the model sends null where the key was optional, and the validator rejects it', async () => {
    const report = await run('optional.ts', ['openai-strict']);
    const found = report.findings.filter((f) => f.kind === 'AS_SENT_REJECTED');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ tool: 'save_note', blame: 'validator', source: 'as-sent' });
    expect(found[0]?.explanation).toMatch(/^under openai-strict the model sends \{"tag": null\}, and validateArgs rejects it: tag/);
    expect(JSON.parse(found[0]?.argsJson ?? '{}')).toMatchObject({ tag: null });
    expect(report.tools[0]?.casesBySource['as-sent']).toBeGreaterThan(0);
    expect(reportSchemaErrors(report)).toEqual([]);
  });

  it('stays silent on a validator that takes null as absent (.nullish())', async () => {
    const report = await run('nullish.ts', ['openai-strict']);
    expect(report.findings.filter((f) => f.kind === 'AS_SENT_REJECTED')).toEqual([]);
    expect(report.tools[0]?.casesBySource['as-sent']).toBeGreaterThan(0);
  });

  it('adds no as-sent cases without --provider, and lints for the chosen providers only', async () => {
    const plain = await run('optional.ts');
    expect(plain.findings.filter((f) => f.kind === 'AS_SENT_REJECTED')).toEqual([]);
    expect(plain.tools[0]?.casesBySource['as-sent'] ?? 0).toBe(0);
    // Every provider is linted by default (those with a problem show up: all but Gemini's here).
    expect(new Set((plain.lint ?? []).map((p) => p.provider))).toEqual(
      new Set(['openai-strict', 'openai', 'anthropic', 'anthropic-strict']),
    );
    const chosen = await run('optional.ts', ['openai-strict']);
    expect(new Set((chosen.lint ?? []).map((p) => p.provider))).toEqual(new Set(['openai-strict']));
  });
});
