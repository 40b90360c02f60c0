import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { argsArbitrary } from '../arbitraries/argsArbitrary.ts';
import { specIsSatisfiable } from '../arbitraries/satisfiable.ts';
import { specArbitrary } from '../arbitraries/specArbitrary.ts';
import { MUTATION_OPERATORS } from '../model/mutationOperator.ts';
import { applicableOperators } from './applicableOperators.ts';
import { MUTATORS } from './index.ts';

const validCase = specArbitrary()
  .filter(specIsSatisfiable)
  .chain((spec) =>
    fc.tuple(
      fc.constant(spec),
      argsArbitrary(spec).map((args) => JSON.stringify(args)),
      fc.integer(),
    ),
  );

describe('applicableOperators', () => {
  it('never rules out an operator that would have applied (so skipping it changes no case)', () => {
    fc.assert(
      fc.property(validCase, ([spec, json, seed]) => {
        const applies = applicableOperators(spec);
        for (const operator of MUTATION_OPERATORS) {
          if (applies(operator)) continue;
          const mutation = MUTATORS[operator]({
            spec,
            args: JSON.parse(json) as Record<string, unknown>,
            rng: new fc.Random(xoroshiro128plus(seed)),
            exclude: [],
          });
          expect(mutation, `${operator} applied to ${json}`).toBeUndefined();
        }
      }),
      { numRuns: 400 },
    );
  });

  it('rules out the operators a flat string-only spec cannot reach', () => {
    const applies = applicableOperators({ command: { type: 'string', required: true }, note: { type: 'string' } });
    expect(MUTATION_OPERATORS.filter((operator) => !applies(operator))).toEqual([
      'fractionForInteger',
      'nonFiniteNumber',
      'enumNearMiss',
      'arrayForObject',
      'objectForArray',
      'jsonStringForObject',
      'stringifiedScalar',
      'badArrayElement',
    ]);
  });

  it('sees features nested in objects and in array items', () => {
    const applies = applicableOperators({
      list: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer', enum: [1, 2] } } } },
    });
    for (const operator of ['fractionForInteger', 'enumNearMiss', 'arrayForObject', 'badArrayElement', 'nullForOptional'] as const)
      expect(applies(operator)).toBe(true);
    expect(applies('dropRequired')).toBe(false);
  });
});
