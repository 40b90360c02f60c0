import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomToolSchema, sampledValidArgs } from '../../testing/randomToolSchema.ts';
import { modelViolators } from '../modelViolators.ts';
import { LazyViolators, ViolatorCatalogue } from './lazyViolators.ts';
import { OPERATOR_FAMILIES } from './operatorTable.ts';
import { VIOLATOR_OPERATORS } from './operatorOrder.ts';

const DICTIONARY = { strings: ['admin', 'x'], numbers: [0, 13] };

describe('LazyViolators', () => {
  it('lists, operator by operator, what modelViolators lists, whichever operator is asked for first', () => {
    fc.assert(
      fc.property(randomToolSchema(), fc.nat(), fc.boolean(), fc.boolean(), fc.nat(), (schema, seed, withDictionary, finite, start) => {
        const sampled = sampledValidArgs(schema, seed);
        if (sampled === undefined) return;
        const args = sampled.args;
        const dictionary = withDictionary ? DICTIONARY : undefined;
        const options = { finiteNumbers: finite };
        const eager = modelViolators(schema, structuredClone(args), dictionary, options);
        const lazy = new LazyViolators(new ViolatorCatalogue(schema, dictionary, options), structuredClone(args));
        // Asked from an arbitrary operator on, as a cycle asks: the memo must not depend on the order.
        const order = VIOLATOR_OPERATORS.map((_, i) => VIOLATOR_OPERATORS[(start + i) % VIOLATOR_OPERATORS.length]!);
        for (const operator of order) {
          const expected = eager.filter((v) => v.operator === operator);
          expect(lazy.admits(operator), operator).toBe(expected.length > 0);
          expect(lazy.violatorsOf(operator), operator).toEqual(expected);
        }
        expect(lazy.all()).toEqual(eager);
      }),
      { numRuns: 100, seed: 20 },
    );
  });

  it('counts and makes one violator, as a cycle asks, the same as violatorsOf lists (each made alone first)', () => {
    fc.assert(
      fc.property(randomToolSchema(), fc.nat(), fc.boolean(), fc.nat(), (schema, seed, withDictionary, pick) => {
        const sampled = sampledValidArgs(schema, seed);
        if (sampled === undefined) return;
        const args = sampled.args;
        const dictionary = withDictionary ? DICTIONARY : undefined;
        const eager = modelViolators(schema, structuredClone(args), dictionary, { finiteNumbers: true });
        const lazy = new LazyViolators(new ViolatorCatalogue(schema, dictionary, { finiteNumbers: true }), structuredClone(args));
        for (const operator of VIOLATOR_OPERATORS) {
          const expected = eager.filter((v) => v.operator === operator);
          expect(lazy.countOf(operator), operator).toBe(expected.length);
          if (expected.length > 0)
            expect(lazy.violatorAt(operator, pick % expected.length), operator).toEqual(expected[pick % expected.length]);
        }
        // Listed after some were made alone: the same list.
        expect(lazy.all()).toEqual(eager);
      }),
      { numRuns: 100, seed: 21 },
    );
  });

  it('writes raw JSON text only where JSON.stringify could not, so a case of raw text is never canonical', () => {
    let raw = 0;
    fc.assert(
      fc.property(randomToolSchema(), fc.nat(), (schema, seed) => {
        const sampled = sampledValidArgs(schema, seed);
        if (sampled === undefined) return;
        const args = sampled.args;
        for (const v of modelViolators(schema, args)) {
          if (v.call.kind !== 'args' || v.call.rawJson === undefined) continue;
          raw++;
          // caseOfViolator marks every raw case non-canonical without parsing it.
          expect(JSON.stringify(JSON.parse(v.call.rawJson))).not.toBe(v.call.rawJson);
        }
      }),
      { numRuns: 100, seed: 22 },
    );
    expect(raw).toBeGreaterThan(20);
  });

  it('names each operator in one family only, and every operator but multi-fault and dictionary-value in one', () => {
    const named = OPERATOR_FAMILIES.flatMap((family) => family.operators);
    expect(new Set(named).size).toBe(named.length);
    expect(new Set(named)).toEqual(new Set(VIOLATOR_OPERATORS.filter((op) => op !== 'multi-fault' && op !== 'dictionary-value')));
  });

  it('answers whether multi-fault is admitted without making every multi-fault case', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'integer' }, b: { type: 'string' }, c: { type: 'boolean' } },
      required: ['a', 'b', 'c'],
    };
    const lazy = new LazyViolators(new ViolatorCatalogue(schema), { a: 1, b: 'x', c: true });
    expect(lazy.admits('multi-fault')).toBe(true);
    expect(lazy.violatorsOf('multi-fault').length).toBeGreaterThan(1);
  });
});
