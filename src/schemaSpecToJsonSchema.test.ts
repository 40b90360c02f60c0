import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { specArbitrary } from '../fuzz/cases/typed/specArbitrary.ts';
import { createAjv } from '../fuzz/schema/ajvFactory.ts';
import { bashSchema } from './tools/bash.ts';
import { schemaSpecToJsonSchema } from './schemaSpecToJsonSchema.ts';

function walkSchemas(schema: Record<string, unknown>, visit: (s: Record<string, unknown>) => void): void {
  visit(schema);
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties) for (const key of Object.keys(properties)) walkSchemas(properties[key]!, visit);
  if (schema.items) walkSchemas(schema.items as Record<string, unknown>, visit);
}

describe('schemaSpecToJsonSchema', () => {
  it('converts the bash tool to the tool-layer shape', () => {
    expect(schemaSpecToJsonSchema(bashSchema)).toEqual({
      type: 'object',
      properties: {
        command: { type: 'string', description: bashSchema.command.description },
        timeout: { type: 'number', description: bashSchema.timeout.description },
        description: { type: 'string', description: bashSchema.description.description },
        run_in_background: { type: 'boolean', description: bashSchema.run_in_background.description },
      },
      required: ['command'],
    });
  });

  it('recurses into properties and items, each object with its own required array', () => {
    expect(
      schemaSpecToJsonSchema({
        opts: {
          type: 'object',
          default: { mode: 'a' },
          properties: { mode: { type: 'string', enum: ['a', 'b'], required: true }, n: { type: 'integer' } },
        },
        xs: { type: 'array', items: { type: 'object', required: true, properties: { p: { type: 'string' } } } },
        bare: { type: 'object' },
        list: { type: 'array' },
      }),
    ).toEqual({
      type: 'object',
      properties: {
        opts: {
          type: 'object',
          default: { mode: 'a' },
          properties: { mode: { type: 'string', enum: ['a', 'b'] }, n: { type: 'integer' } },
          required: ['mode'],
        },
        xs: { type: 'array', items: { type: 'object', properties: { p: { type: 'string' } }, required: [] } },
        bare: { type: 'object' },
        list: { type: 'array' },
      },
      required: [],
    });
  });

  it('keeps a key named __proto__ as an own property', () => {
    const schema = schemaSpecToJsonSchema(JSON.parse('{"__proto__": {"type": "string", "required": true}}'));
    expect(Object.keys(schema.properties)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(schema.properties)).toBe(Object.prototype);
    expect(schema.required).toEqual(['__proto__']);
  });

  it('emits schemas that compile under strict ajv, match the draft-07 meta-schema, and never add additionalProperties', () => {
    const ajv = createAjv({ use: 'reference' });
    fc.assert(
      fc.property(specArbitrary(), (spec) => {
        const schema = schemaSpecToJsonSchema(spec);
        expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
        ajv.compile(schema);
        ajv.removeSchema(schema);
        walkSchemas(schema as unknown as Record<string, unknown>, (s) => {
          expect(s).not.toHaveProperty('additionalProperties');
          if ('required' in s) expect(Array.isArray(s.required)).toBe(true);
          expect(typeof s.type).toBe('string');
        });
      }),
      { numRuns: 300 },
    );
  });

  it('is pure: the spec is unchanged', () => {
    fc.assert(
      fc.property(specArbitrary(), (spec) => {
        const before = JSON.stringify(spec);
        schemaSpecToJsonSchema(spec);
        expect(JSON.stringify(spec)).toBe(before);
      }),
      { numRuns: 200 },
    );
  });
});
