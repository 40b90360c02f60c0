import { describe, expect, it } from 'vitest';
import { fuzz } from '../api/fuzz.ts';
import { AsSentSource, asSentCase, asSentObservation } from './asSentSource.ts';
import { providerView } from '../lint/providerView.ts';
import { tempFolder } from '../testing/tempFolder.ts';

const schema = { type: 'object', properties: { title: { type: 'string', maxLength: 5 }, tag: { type: 'string' } }, required: ['title'] };

describe('AsSentSource', () => {
  it('makes the same case for the same (seed, tool, index), and sends openai-strict cases with every key', () => {
    const a = new AsSentSource(schema, ['openai-strict'], 7, 'save');
    const b = new AsSentSource(schema, ['openai-strict'], 7, 'save');
    const cases = Array.from({ length: 30 }, (_, i) => a.make(i));
    expect(cases.map((c) => c?.json)).toEqual(Array.from({ length: 30 }, (_, i) => b.make(29 - i)?.json).reverse());
    for (const c of cases) expect(Object.keys(JSON.parse(c?.json ?? '{}') as object).sort()).toEqual(['tag', 'title']);
    // Null where the key was optional: what the strict rewrite makes the model send.
    expect(cases.some((c) => (JSON.parse(c?.json ?? '{}') as { tag: unknown }).tag === null)).toBe(true);
    expect(cases[3]).toEqual(asSentCase(providerView(schema, 'openai-strict'), 7, 'save', 3, 'openai-strict'));
  });

  it('takes turns between the providers whose view differs, and skips those that send the schema as it is', () => {
    const source = new AsSentSource(schema, ['openai-strict', 'openai', 'anthropic', 'gemini'], 7, 'save');
    expect(source.providers).toEqual(['openai-strict', 'gemini']);
    expect([0, 1, 2, 3].map((i) => source.make(i)?.provider)).toEqual(['openai-strict', 'gemini', 'openai-strict', 'gemini']);
    expect(new AsSentSource(schema, ['openai', 'anthropic'], 7, 'save').supported).toBe(false);
    expect(new AsSentSource(true, ['openai-strict'], 7, 'save').supported).toBe(false);
  });

  it('makes a rejection of what the model sends a finding, naming the provider and the null keys', () => {
    const generated = {
      source: 'as-sent',
      index: 0,
      provider: 'openai-strict',
      json: '{"title":"a","tag":null}',
      canonical: true,
    } as const;
    expect(
      asSentObservation(generated, { kind: 'rejected', issues: [{ message: 'tag: expected string, got null' }], mutated: false }),
    ).toEqual({
      kind: 'AS_SENT_REJECTED',
      blame: 'validator',
      explanation: 'under openai-strict the model sends {"tag": null}, and validateArgs rejects it: tag: expected string, got null',
      paths: [['tag']],
    });
    expect(asSentObservation(generated, { kind: 'accepted', mutated: false })).toBeUndefined();
    // A throwing validator is THROWS, found by every source; as-sent adds only its own kind.
    expect(asSentObservation(generated, { kind: 'threw', error: 'boom', mutated: false })).toBeUndefined();
  });

  it('refuses an unknown --provider before fuzzing, with a did-you-mean', async () => {
    await expect(
      fuzz({ providers: ['openai-strct' as 'openai-strict'], runs: 1, workers: 1, corpus: false, cwd: tempFolder('as-sent-usage') }),
    ).rejects.toThrow(/unknown provider "openai-strct" \(did you mean openai-strict\?\)/);
  });
});
