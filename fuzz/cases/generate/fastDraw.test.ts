import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseRandom } from '../caseRandom.ts';
import { looseSchemaArgs } from '../looseSchemaArgs.ts';
import { randomToolSchema } from '../../testing/randomToolSchema.ts';
import { validArbitrary } from '../validArbitrary.ts';
import { drawer, drawsAsGenerate } from './fastDraw.ts';

const SCHEMAS: Record<string, unknown> = {
  tool: {
    type: 'object',
    properties: {
      email: {
        type: 'string',
        format: 'email',
        pattern: "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
      },
      tags: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 32 }, maxItems: 10, uniqueItems: true },
      when: { type: 'string', format: 'date-time' },
      n: { type: 'number', exclusiveMinimum: 0, maximum: 1e5 },
      k: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
      kind: { enum: ['a', 'b', { c: 1 }] },
      maybe: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
      open: { type: 'object', additionalProperties: { type: 'integer' }, minProperties: 1 },
      pair: { type: 'array', prefixItems: [{ type: 'boolean' }, { type: 'string' }], minItems: 1 },
    },
    required: ['email', 'n'],
  },
  recursive: {
    $defs: {
      node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } } },
    },
    $ref: '#/$defs/node',
  },
};

const arbitraries = (): Record<string, fc.Arbitrary<unknown>> => {
  const out: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    const valid = validArbitrary(schema as never);
    if (valid.kind === 'ok') out[`valid ${name}`] = valid.arbitrary;
    out[`loose ${name}`] = looseSchemaArgs(schema as never);
  }
  out.letrec = fc.letrec((tie) => ({ tree: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.array(tie('tree'), { maxLength: 3 })) })).tree;
  out.unique = fc.tuple(
    fc.uniqueArray(fc.tuple(fc.string({ maxLength: 2 }), fc.integer()), { selector: ([key]) => key, minLength: 1, maxLength: 6 }),
    fc.uniqueArray(fc.nat(3), { minLength: 2, maxLength: 9 }),
    fc.dictionary(fc.string(), fc.boolean(), { maxKeys: 4 }),
  );
  out.strings = fc.tuple(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.stringMatching(/^[a-f\d]{8}(?:-\w+)?$/), fc.double());
  return out;
};

describe('drawer: fast-check draws without shrink bookkeeping', () => {
  for (const [name, arbitrary] of Object.entries(arbitraries()))
    it(`draws what generate() draws, and leaves the random where it does: ${name}`, () => {
      for (let seed = 0; seed < 150; seed++)
        for (const bias of [undefined, 2, 3, 5]) expect(drawsAsGenerate(arbitrary, seed, bias), `seed ${seed}, bias ${bias}`).toBe(true);
    });

  it('draws what generate() draws for the valid and loose args of random tool schemas', () => {
    fc.assert(
      fc.property(randomToolSchema(), (schema) => {
        const valid = validArbitrary(schema as never);
        for (const arbitrary of [...(valid.kind === 'ok' ? [valid.arbitrary] : []), looseSchemaArgs(schema as never)])
          for (let seed = 0; seed < 6; seed++) for (const bias of [2, 4]) expect(drawsAsGenerate(arbitrary, seed, bias)).toBe(true);
      }),
      { numRuns: 60, seed: 5 },
    );
  });

  it('draws through its own steps for the classes it knows, not through generate()', () => {
    const integer = fc.integer({ min: 0, max: 9 });
    let calls = 0;
    const generate = integer.generate.bind(integer);
    integer.generate = (mrng, bias) => {
      calls++;
      return generate(mrng, bias);
    };
    const drawn = drawer(fc.array(integer, { minLength: 1, maxLength: 5 }))(caseRandom(1), 2) as number[];
    expect(drawn.length).toBeGreaterThan(0);
    expect(calls).toBe(0);
  });
});
