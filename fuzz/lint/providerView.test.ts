import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validArbitrary } from '../cases/validArbitrary.ts';
import { isSchemaObject, type JsonSchemaObject } from '../schema/schemaTypes.ts';
import { referenceValidator } from '../testing/jsonSchemaAjv.ts';
import { randomToolSchema } from '../testing/randomToolSchema.ts';
import { lintSchema } from './lintSchema.ts';
import { PROVIDERS } from './lintTypes.ts';
import { nullable, providerView, viewDiffers } from './providerView.ts';

type Node = Record<string, unknown>;

// Tool schemas as SchemaSpec-style converters write them: nested objects of plain leaves, some keys optional.
const leaf: fc.Arbitrary<Node> = fc.constantFrom<Node>(
  { type: 'string', minLength: 2, maxLength: 5 },
  { type: 'integer', minimum: 0, maximum: 9 },
  { type: 'string', enum: ['a', 'b'] },
  { type: 'boolean' },
  { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 3 },
  { type: 'string', format: 'uri', description: 'a link' },
);
const { plainObject } = fc.letrec<{ plainObject: Node; value: Node }>((tie) => ({
  value: fc.oneof({ maxDepth: 2, depthIdentifier: 'plain' }, { weight: 3, arbitrary: leaf }, tie('plainObject')),
  plainObject: fc
    .tuple(
      fc.uniqueArray(fc.constantFrom('note', 'limit', 'tags', 'when', 'mode'), { minLength: 1, maxLength: 4 }),
      fc.array(tie('value'), { minLength: 4, maxLength: 4 }),
      fc.nat(),
    )
    .map(([keys, values, mask]) => ({
      type: 'object',
      properties: Object.fromEntries(keys.map((k, i) => [k, values[i]])),
      required: keys.filter((_, i) => (mask >> i) & 1),
    })),
}));

// Walks a value beside its plain schema: every optional key left out gets `null` (fill), or every null at an optional key is dropped (drop).
function alongside(schema: unknown, value: unknown, mode: 'fill' | 'drop'): unknown {
  if (!isSchemaObject(schema)) return value;
  if (Array.isArray(value)) return value.map((v) => alongside(schema['items'], v, mode));
  if (!isSchemaObject(value) || !isSchemaObject(schema['properties'])) return value;
  const properties = schema['properties'];
  const required = (schema['required'] as string[] | undefined) ?? [];
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(properties)) {
    const optional = !required.includes(key);
    if (!(key in value)) {
      if (mode === 'fill' && optional) out[key] = null;
    } else if (!(mode === 'drop' && optional && value[key] === null)) out[key] = alongside(properties[key], value[key], mode);
  }
  return out;
}

const valuesOf = (schema: JsonSchemaObject): fc.Arbitrary<unknown> => {
  const made = validArbitrary(schema, { maxExtraKeys: 0 });
  if (made.kind !== 'ok') throw new Error(`no values for ${JSON.stringify(schema)}: ${made.reason}`);
  return made.arbitrary;
};

describe('providerView', () => {
  it('is a valid JSON Schema for every provider and leaves the original as it was', () => {
    fc.assert(
      fc.property(randomToolSchema(), (schema) => {
        const before = JSON.stringify(schema);
        for (const provider of PROVIDERS) expect(() => referenceValidator(providerView(schema, provider)), provider).not.toThrow();
        expect(JSON.stringify(schema)).toBe(before);
      }),
      { numRuns: 60, seed: 13 },
    );
  });

  it('under openai-strict, closes every object and requires every key, so the strict rules OA-2, OA-3 and OA-4 have nothing left to say', () => {
    fc.assert(
      fc.property(randomToolSchema(), (schema) => {
        const left = lintSchema(providerView(schema, 'openai-strict'), 'openai-strict').filter((p) =>
          ['OA-2', 'OA-3', 'OA-4'].includes(p.rule),
        );
        expect(left).toEqual([]);
      }),
      { numRuns: 60, seed: 13 },
    );
  });

  it('under openai-strict, a value valid under the original is valid under the view once its absent optional keys are null', () => {
    fc.assert(
      fc.property(
        plainObject.chain((schema) => fc.tuple(fc.constant(schema), valuesOf(schema))),
        ([schema, value]) => {
          const view = referenceValidator(providerView(schema, 'openai-strict'));
          expect(view(alongside(schema, value, 'fill')), JSON.stringify({ schema, value })).toBe(true);
        },
      ),
      { numRuns: 150, seed: 13 },
    );
  });

  it('under openai-strict, what the model sends for the view is valid under the original once the nulls at optional keys are dropped', () => {
    fc.assert(
      fc.property(
        plainObject.chain((schema) => fc.tuple(fc.constant(schema), valuesOf(providerView(schema, 'openai-strict') as JsonSchemaObject))),
        ([schema, sent]) => {
          expect(referenceValidator(schema)(alongside(schema, sent, 'drop')), JSON.stringify({ schema, sent })).toBe(true);
        },
      ),
      { numRuns: 150, seed: 13 },
    );
  });

  it('under gemini and gemini-json, drops only what Gemini ignores: every value valid under the original stays valid, and length limits are gone', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 3, maxLength: 5, pattern: '^[a-z]+$' },
        tags: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 4 },
      },
      required: ['name'],
    };
    for (const provider of ['gemini', 'gemini-json'] as const) {
      expect(providerView(schema, provider)).toEqual({
        type: 'object',
        properties: { name: { type: 'string', pattern: '^[a-z]+$' }, tags: { type: 'array', items: { type: 'string' }, maxItems: 4 } },
        required: ['name'],
      });
    }
    fc.assert(
      // Random schemas may be unsatisfiable (allOf of closed objects): those have no value to try.
      fc.property(
        randomToolSchema().chain((s) =>
          fc.tuple(fc.constant(s), validArbitrary(s, { maxExtraKeys: 0 }).kind === 'ok' ? valuesOf(s) : fc.constant(undefined)),
        ),
        ([original, value]) => {
          if (value === undefined) return;
          expect(referenceValidator(providerView(original, 'gemini'))(value)).toBe(true);
        },
      ),
      { numRuns: 60, seed: 13 },
    );
  });

  it('under anthropic-strict, moves what strict mode does not support into the description, turns oneOf into anyOf and closes objects', () => {
    const schema = {
      type: 'object',
      properties: {
        n: { type: 'integer', minimum: 1, description: 'count' },
        u: { type: 'string', format: 'uri-reference' },
        k: { oneOf: [{ type: 'string' }, { type: 'number' }] },
      },
    };
    expect(providerView(schema, 'anthropic-strict')).toEqual({
      type: 'object',
      properties: {
        n: { type: 'integer', description: 'count\n\n{minimum: 1}' },
        u: { type: 'string', description: '{format: "uri-reference"}' },
        k: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      },
      additionalProperties: false,
    });
    fc.assert(
      fc.property(
        plainObject.chain((s) => fc.tuple(fc.constant(s), valuesOf(s))),
        ([original, value]) => {
          // Weaker but for the closed objects, which a value without extra keys never feels.
          expect(referenceValidator(providerView(original, 'anthropic-strict'))(value)).toBe(true);
          expect(
            lintSchema(providerView(original, 'anthropic-strict'), 'anthropic-strict').filter((p) =>
              ['AS-1', 'AS-3', 'AS-9'].includes(p.rule),
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 100, seed: 13 },
    );
  });

  it('leaves the best-effort modes as they are, so they add no cases', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', maxLength: 2 } } };
    for (const provider of ['openai', 'anthropic'] as const) {
      expect(providerView(schema, provider)).toEqual(schema);
      expect(viewDiffers(schema, provider)).toBe(false);
    }
    expect(viewDiffers(schema, 'openai-strict')).toBe(true);
  });

  it('makes a key nullable the way OpenAI documents: a type list where that is enough, anyOf where an enum or $ref would still refuse null', () => {
    expect(nullable({ type: 'string', maxLength: 3 })).toEqual({ type: ['string', 'null'], maxLength: 3 });
    expect(nullable({ type: ['string', 'null'] })).toEqual({ type: ['string', 'null'] });
    expect(nullable({ type: 'string', enum: ['a'] })).toEqual({ anyOf: [{ type: 'string', enum: ['a'] }, { type: 'null' }] });
    expect(nullable({ $ref: '#/$defs/A' })).toEqual({ anyOf: [{ $ref: '#/$defs/A' }, { type: 'null' }] });
    expect(
      providerView(
        { type: 'object', properties: { note: { type: 'string' }, id: { type: 'integer' } }, required: ['id'] },
        'openai-strict',
      ),
    ).toEqual({
      type: 'object',
      properties: { note: { type: ['string', 'null'] }, id: { type: 'integer' } },
      required: ['note', 'id'],
      additionalProperties: false,
    });
  });
});
