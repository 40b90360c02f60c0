import { describe, expect, it } from 'vitest';
import { referenceJsonSchema } from '../reference/referenceConversion.ts';
import { schemaFeatures } from './schemaFeatures.ts';

describe('schemaFeatures', () => {
  it('reads the JSON Schema features of an advertised schema, nested ones included', () => {
    const advertised = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        q: { type: 'string', minLength: 1, pattern: '^\\w+$' },
        at: { type: 'string', format: 'date-time' },
        limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
        mode: { enum: ['a', 1] },
        where: { $ref: '#/$defs/point' },
        tags: { type: 'array', items: { type: 'object', properties: { k: { type: 'string' } }, required: ['k'] }, maxItems: 3 },
        id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
      required: ['q'],
      additionalProperties: false,
      $defs: { point: { type: 'object', properties: { lat: { type: 'number' } } } },
    };
    expect(schemaFeatures(advertised)).toEqual([
      'string',
      'number',
      'integer',
      'null',
      'object',
      'array',
      'enum',
      'mixed-type enum',
      'format',
      'pattern',
      'string length',
      'number bounds',
      'required',
      'nested required',
      'nested object',
      'closed object',
      'items',
      'array of objects',
      'array length',
      'anyOf',
      '$ref',
      'default',
    ]);
  });

  it('reads a SchemaSpec through its reference conversion, hostile keys and satisfiability too', () => {
    const schema = referenceJsonSchema({ n: { type: 'integer', enum: [1, 2] } });
    expect(schemaFeatures(schema as never, false)).toEqual(['integer', 'object', 'enum', 'unsatisfiable']);
    const hostile = referenceJsonSchema(JSON.parse('{"__proto__":{"type":"string","required":true}}'));
    expect(schemaFeatures(hostile as never)).toEqual(['string', 'object', 'required', 'hostile keys']);
  });

  it('gives nothing for a boolean schema', () => {
    expect(schemaFeatures(true)).toEqual([]);
  });
});
