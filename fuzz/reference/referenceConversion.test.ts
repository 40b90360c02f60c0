import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaSpecToJsonSchema as sampleConversion } from '../../src/schemaSpecToJsonSchema.ts';
import { specArbitrary } from '../cases/typed/specArbitrary.ts';
import { referenceJsonSchema } from './referenceConversion.ts';

describe('referenceJsonSchema', () => {
  it('gives required only from required: true, an own required array per object, and no additionalProperties', () => {
    expect(
      referenceJsonSchema({
        path: { type: 'string', required: true, description: 'where' },
        opts: {
          type: 'object',
          properties: { mode: { type: 'string', enum: ['a'], default: 'a' }, n: { type: 'integer', required: false } },
        },
        list: { type: 'array', items: { type: 'number', required: true } },
      }),
    ).toEqual({
      type: 'object',
      properties: {
        path: { type: 'string', description: 'where' },
        opts: { type: 'object', properties: { mode: { type: 'string', enum: ['a'], default: 'a' }, n: { type: 'integer' } }, required: [] },
        list: { type: 'array', items: { type: 'number' } },
      },
      required: ['path'],
    });
  });

  it('keeps __proto__ as a declared property, never a prototype', () => {
    const spec = JSON.parse('{"__proto__":{"type":"string","required":true}}');
    const schema = referenceJsonSchema(spec);
    expect(Object.keys(schema.properties)).toEqual(['__proto__']);
    expect(schema.required).toEqual(['__proto__']);
  });

  // The sample is a faithful subject today; the oracle must not depend on it staying one.
  it('agrees with the sample tool layer on random specs (the sample is a subject, not the oracle)', () => {
    fc.assert(
      fc.property(specArbitrary(), (spec) => {
        expect(JSON.stringify(sampleConversion(spec))).toBe(JSON.stringify(referenceJsonSchema(spec)));
      }),
      { numRuns: 300 },
    );
  });
});
