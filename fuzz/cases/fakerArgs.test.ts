import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfclCorpusDir, readBfclTools } from '../testing/bfclCorpus.ts';
import { randomToolSchema } from '../testing/randomToolSchema.ts';
import { generateSync, type JsonSchema as FakerSchema } from 'json-schema-faker';
import { FAKER_OPTIONS, fakerArgs } from './fakerArgs.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';

/** Both generators' outcome for one seed: the value, or that json-schema-faker threw. */
function outcomes(schema: JsonSchema, seeds: readonly number[]): { fast: unknown[]; faker: unknown[] } {
  const fast = fakerArgs(schema);
  const attempt = (make: () => unknown) => {
    try {
      return { value: make() };
    } catch {
      return { threw: true };
    }
  };
  return {
    fast: seeds.map((seed) => attempt(() => fast(seed))),
    faker: seeds.map((seed) => attempt(() => generateSync(schema as FakerSchema, { ...FAKER_OPTIONS, seed }))),
  };
}

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);

describe('fakerArgs: json-schema-faker with plain strings drawn without its per-character allocation', () => {
  it('gives the values json-schema-faker gives from the same seed, long strings included', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        body: { type: 'string', maxLength: 5000 },
        short: { type: 'string', minLength: 3 },
        any: { type: 'string' },
        tags: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 32 }, maxItems: 10 },
        default: { type: 'string', maxLength: 40 },
        kind: { type: 'string', enum: ['a', 'b'] },
        code: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$' },
        when: { type: 'string', format: 'date' },
        odd: { type: 'string', minLength: 1.5, maxLength: 4.5 },
        nested: { $ref: '#/$defs/note' },
        maybe: { anyOf: [{ type: 'string', maxLength: 300 }, { type: 'null' }] },
      },
      required: ['body', 'short', 'tags', 'nested'],
      $defs: { note: { type: 'object', properties: { text: { type: 'string', maxLength: 900 } }, required: ['text'] } },
    };
    const { fast, faker } = outcomes(schema, SEEDS);
    expect(fast).toEqual(faker);
    // The long field is really drawn long: the schema above is no trivial case.
    const lengths = fast.map((o) => ((o as { value?: { body?: string } }).value?.body ?? '').length);
    expect(Math.max(...lengths)).toBeGreaterThan(1000);
  });

  it('gives the same values as json-schema-faker on random tool schemas', () => {
    fc.assert(
      fc.property(randomToolSchema(), (schema) => {
        const { fast, faker } = outcomes(schema as JsonSchema, SEEDS.slice(0, 5));
        expect(fast).toEqual(faker);
      }),
      { numRuns: 150, seed: 20 },
    );
  });

  it.skipIf(bfclCorpusDir() === undefined)('gives the same values as json-schema-faker on the BFCL corpus', () => {
    const tools = readBfclTools(bfclCorpusDir() as string);
    for (const tool of tools.filter((_, i) => i % 5 === 0)) {
      const { fast, faker } = outcomes(tool.schema, SEEDS.slice(0, 3));
      expect({ tool: tool.name, fast }).toEqual({ tool: tool.name, fast: faker });
    }
  });
});
