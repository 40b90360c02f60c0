import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looseSchemaArgs } from './looseSchemaArgs.ts';

const SCHEMA = {
  type: 'object',
  properties: { query: { type: 'string' }, filter: { $ref: '#/$defs/filter' } },
  required: ['query'],
  additionalProperties: false,
  $defs: { filter: { type: 'object', properties: { field: { type: 'string' }, op: { enum: ['eq', 'lt'] } } } },
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

describe('looseSchemaArgs', () => {
  const values = fc.sample(looseSchemaArgs(SCHEMA), { numRuns: 300, seed: 9 });
  const objects = values.filter(isObject);

  it('is mostly the top-level object, declared keys coming and going, with invented keys and now and then no object at all', () => {
    expect(objects.length).toBeGreaterThan(240);
    expect(objects.length).toBeLessThan(300);
    const withQuery = objects.filter((o) => 'query' in o).length;
    expect(withQuery).toBeGreaterThan(100);
    expect(withQuery).toBeLessThan(objects.length);
    expect(objects.some((o) => Object.keys(o).some((key) => key !== 'query' && key !== 'filter'))).toBe(true);
  });

  it('puts any JSON under a declared key, and shapes a nested object reached through $ref', () => {
    const queryTypes = new Set(
      objects.filter((o) => 'query' in o).map((o) => (Array.isArray(o.query) ? 'array' : o.query === null ? 'null' : typeof o.query)),
    );
    expect(queryTypes.size).toBeGreaterThanOrEqual(4);
    expect(objects.some((o) => isObject(o.filter) && ('field' in o.filter || 'op' in o.filter))).toBe(true);
  });

  it('gives objects of invented keys for a root without properties', () => {
    const free = fc.sample(looseSchemaArgs({}), { numRuns: 50, seed: 1 });
    expect(free.filter(isObject).length).toBeGreaterThan(35);
  });
});
