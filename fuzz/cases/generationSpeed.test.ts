import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceValidator } from '../testing/jsonSchemaAjv.ts';
import { modelViolators, validArbitrary } from './index.ts';

/** A medium tool schema: nine properties, formats, an enum, bounds, a nested object and an array of objects. */
const MEDIUM = {
  type: 'object',
  properties: {
    query: { type: 'string', minLength: 1, maxLength: 80 },
    email: { type: 'string', format: 'email' },
    since: { type: 'string', format: 'date-time' },
    unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    ratio: { type: 'number', exclusiveMinimum: 0, maximum: 1, multipleOf: 0.01 },
    tags: { type: 'array', items: { type: 'string', pattern: '^[a-z]+$' }, maxItems: 5, uniqueItems: true },
    filter: {
      type: 'object',
      properties: { field: { type: 'string' }, op: { enum: ['eq', 'lt', 'gt'] }, value: { type: ['string', 'number', 'null'] } },
      required: ['field', 'op'],
      additionalProperties: false,
    },
    rows: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, score: { type: 'number' } }, required: ['id'] },
    },
  },
  required: ['query', 'unit'],
  additionalProperties: false,
};

describe('generation speed (printed, not asserted: npm run bench holds speed)', () => {
  it('draws valid values of a medium schema that the reference accepts, and prints how fast', () => {
    const result = validArbitrary(MEDIUM);
    if (result.kind !== 'ok') throw new Error(result.reason);
    fc.sample(result.arbitrary, { numRuns: 200, seed: 1 });
    const started = performance.now();
    const values = fc.sample(result.arbitrary, { numRuns: 3000, seed: 2 });
    const perSecond = Math.round(values.length / ((performance.now() - started) / 1000));
    const violatorsStarted = performance.now();
    const violators = values.slice(0, 100).flatMap((args) => modelViolators(MEDIUM, args));
    const violatorMs = (performance.now() - violatorsStarted) / 100;
    console.log(
      `medium schema: ${perSecond} valid values/s; modelViolators ${violatorMs.toFixed(2)} ms per args (${(violators.length / 100).toFixed(1)} violators each); ajv filter: ${JSON.stringify(result.stats)}`,
    );
    const validate = referenceValidator(MEDIUM);
    expect(values.filter((value) => !validate(value))).toEqual([]);
    expect(result.notes).toEqual([]);
  });
});
