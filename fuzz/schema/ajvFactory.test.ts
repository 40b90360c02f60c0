import { describe, expect, it } from 'vitest';
import { AjvPool, advertisedAjv, createAjv, type AjvUse } from './ajvFactory.ts';

const USES: readonly AjvUse[] = [
  { use: 'reference' },
  { use: 'advertised', draft: 'draft-07' },
  { use: 'advertised', draft: '2019-09' },
  { use: 'advertised', draft: '2020-12' },
  { use: 'meta-schema', draft: '2020-12' },
  { use: 'own-schema' },
];

describe('createAjv', () => {
  it.each(USES)('reads own properties only, so an inherited `constructor` is no present key ($use)', (use) => {
    const validate = createAjv(use).compile({ type: 'object', properties: { constructor: {} }, required: ['constructor'] });
    expect(validate({})).toBe(false);
    expect(validate(JSON.parse('{"constructor":1}'))).toBe(true);
  });

  it.each(USES)('reads patterns with the u flag and lengths in code points, as JSON Schema does ($use)', (use) => {
    const validate = createAjv(use).compile({ type: 'string', pattern: '^.$', maxLength: 1 });
    expect(validate('😀')).toBe(true);
  });

  it('checks formats on advertised schemas only', () => {
    const schema = { type: 'string', format: 'email' };
    expect(createAjv({ use: 'advertised', draft: '2020-12' }).compile(schema)('nope')).toBe(false);
    expect(createAjv({ use: 'meta-schema', draft: '2020-12' }).compile(schema)('nope')).toBe(true);
  });

  it('takes the draft of an advertised schema: prefixItems is a 2020-12 keyword, an items array a draft-07 tuple', () => {
    const tuple = { type: 'array', prefixItems: [{ type: 'string' }], items: false };
    expect(createAjv({ use: 'advertised', draft: '2020-12' }).compile(tuple)(['a', 'b'])).toBe(false);
    const old = { type: 'array', items: [{ type: 'string' }], additionalItems: false };
    expect(createAjv({ use: 'advertised', draft: 'draft-07' }).compile(old)(['a', 'b'])).toBe(false);
  });

  it('is strict and reports every error for the reference, lenient and first-error for an advertised schema', () => {
    expect(() => createAjv({ use: 'reference' }).compile({ type: 'object', frobnicate: true })).toThrow(/unknown keyword/);
    const advertised = createAjv({ use: 'advertised', draft: '2020-12' });
    const lenient = advertised.compile({ type: 'object', frobnicate: true, properties: { a: { type: 'string' }, b: { type: 'string' } } });
    expect(lenient({ a: 1, b: 2 })).toBe(false);
    expect(lenient.errors).toHaveLength(1);
    const reference = createAjv({ use: 'reference' }).compile({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
    });
    reference({ a: 1, b: 2 });
    expect(reference.errors).toHaveLength(2);
  });

  it('judges numbers as finite only, strict or not', () => {
    for (const use of [{ use: 'reference' }, { use: 'advertised', draft: '2020-12' }] as const)
      expect(createAjv(use).compile({ type: 'number' })(Number.POSITIVE_INFINITY)).toBe(false);
  });

  // The trap behind SchemaSpec's renamed keys (fuzz/reference/renameDeclaredKeys.ts): ajv leaves a
  // declared `__proto__` out of `properties`, so it is an additional property to ajv.
  it('leaves a declared `__proto__` out of properties (why declared keys are renamed for the reference)', () => {
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}},"additionalProperties":false}') as object;
    expect(createAjv({ use: 'reference' }).compile(schema)(JSON.parse('{"__proto__":"x"}'))).toBe(false);
  });

  it('counts its compiles', () => {
    const ajv = createAjv({ use: 'reference' });
    ajv.compile({ type: 'string' });
    ajv.compile({ type: 'number' });
    expect(ajv.compiles).toBe(2);
  });
});

describe('AjvPool', () => {
  it('gives the same ajv until it has compiled its share, then a fresh one', () => {
    const pool = new AjvPool({ use: 'reference' }, 2);
    const first = pool.acquire();
    for (const type of ['string', 'number']) first.compile({ type });
    expect(pool.spent).toBe(false);
    expect(pool.acquire()).toBe(first);
    first.compile({ type: 'boolean' });
    expect(pool.spent).toBe(true);
    const second = pool.acquire();
    expect(second).not.toBe(first);
    expect(second.compiles).toBe(0);
    expect(pool.spent).toBe(false);
  });

  it('shares one advertised ajv per draft', () => {
    expect(advertisedAjv('2019-09')).toBe(advertisedAjv('2019-09'));
    expect(advertisedAjv('2019-09')).not.toBe(advertisedAjv('2020-12'));
  });
});
