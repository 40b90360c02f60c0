import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceValidator, referenceVerdict } from '../../testing/jsonSchemaAjv.ts';
import { randomToolSchema, sampledValidArgs } from '../../testing/randomToolSchema.ts';
import { modelViolators } from '../modelViolators.ts';
import { multiFaults } from './multiFault.ts';
import type { Violator } from './violator.ts';

const tool = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    days: { type: 'integer' },
    tags: { type: 'array', items: { type: 'string' }, uniqueItems: true },
  },
  required: ['city', 'days'],
  additionalProperties: false,
};
const args = { city: 'Oslo', days: 3, tags: ['a', 'b'] };

const argsOf = (v: Violator) => (v.call.kind === 'args' ? v.call.args : undefined) as Record<string, unknown>;

describe('multi-fault: two or three mistakes in one case', () => {
  const found = modelViolators(tool, args).filter((v) => v.operator === 'multi-fault');

  it('combines mistakes of different operators, each listed with its path and reason', () => {
    expect(found.length).toBeGreaterThan(0);
    for (const v of found) {
      const faults = v.faults ?? [];
      expect(faults.length).toBeGreaterThanOrEqual(2);
      expect(faults.length).toBeLessThanOrEqual(3);
      expect(new Set(faults.map((f) => f.operator)).size).toBe(faults.length);
      expect(v.expected).toBe('invalid');
    }
    expect(found.some((v) => v.faults?.length === 3)).toBe(true);
  });

  it('keeps every mistake it lists: the combined args differ from the valid ones at each path', () => {
    const first = found[0] as Violator;
    const combined = argsOf(first);
    for (const fault of first.faults ?? []) {
      const key = fault.path.split('/')[1] as keyof typeof args;
      if (fault.path !== '') expect(JSON.stringify(combined[key])).not.toBe(JSON.stringify(args[key]));
    }
    expect(args).toEqual({ city: 'Oslo', days: 3, tags: ['a', 'b'] });
  });

  it('never puts two mistakes in one uniqueItems array, nor two added or removed keys in one object', () => {
    for (const v of found) {
      const paths = (v.faults ?? []).map((f) => f.path);
      expect(paths.filter((p) => p.startsWith('/tags/')).length).toBeLessThanOrEqual(1);
    }
    const keyOps = new Set(['omitted-key', 'extra-key', 'misspelled-key', 'hostile-key']);
    for (const v of found)
      expect((v.faults ?? []).filter((f) => keyOps.has(f.operator) && !f.path.slice(1).includes('/')).length).toBeLessThanOrEqual(1);
  });

  it('makes nothing from one mistake alone, nor from mistakes that are not surely invalid', () => {
    expect(multiFaults(args, [])).toEqual([]);
    const valid = modelViolators(tool, args).filter((v) => v.expected === 'valid');
    expect(multiFaults(args, valid)).toEqual([]);
  });

  it('is invalid wherever ajv judges, over random tool schemas', () => {
    let seen = 0;
    fc.assert(
      fc.property(randomToolSchema(), fc.nat(), (schema, seed) => {
        const sampled = sampledValidArgs(schema, seed);
        if (sampled === undefined) return;
        const valid = sampled.args;
        const validate = referenceValidator(schema);
        for (const v of modelViolators(schema, valid).filter((m) => m.operator === 'multi-fault')) {
          seen++;
          expect([referenceVerdict(validate, argsOf(v)), v.faults]).not.toEqual([true, v.faults]);
        }
      }),
      { numRuns: 60, seed: 20261202 },
    );
    expect(seen).toBeGreaterThan(20);
  });
});
