import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SchemaSpec } from '../../reference/schemaSpec.ts';
import { MEDIUM } from '../../../scripts/bench/benchSpecs.ts';
import { biasFor, caseRandom } from '../caseRandom.ts';
import { argsArbitrary, looseArgsArbitrary } from './argsArbitrary.ts';
import { specIsSatisfiable } from './satisfiable.ts';
import { specArbitrary } from './specArbitrary.ts';

// A declared `__proto__` (defined, not assigned: a literal's `__proto__` would set the prototype).
const PROTO_SPEC: SchemaSpec = {
  constructor: { type: 'object', properties: { inner: { type: 'integer' } } },
  list: { type: 'array', items: { type: 'object', properties: { a: { type: 'boolean', required: true } } } },
} as unknown as SchemaSpec;
Object.defineProperty(PROTO_SPEC, '__proto__', { value: { type: 'string', required: true }, enumerable: true });

// Draws `count` values of each arbitrary, seeded as CaseFactory seeds cases.
function drawn(arbitrary: fc.Arbitrary<unknown>, count: number): string[] {
  return Array.from({ length: count }, (_, index) => JSON.stringify(arbitrary.generate(caseRandom(index * 7919), biasFor(index)).value));
}

describe('args drawn without shrinking', () => {
  it('are the args the shrinkable arbitrary draws from the same seed, valid and loose', () => {
    for (const spec of [MEDIUM, PROTO_SPEC, ...fc.sample(specArbitrary(), { seed: 3, numRuns: 30 })]) {
      if (specIsSatisfiable(spec)) expect(drawn(argsArbitrary(spec, { shrink: false }), 200)).toEqual(drawn(argsArbitrary(spec), 200));
      expect(drawn(looseArgsArbitrary(spec, { shrink: false }), 200)).toEqual(drawn(looseArgsArbitrary(spec), 200));
    }
  });

  it('keep a declared __proto__ an own key, never the prototype', () => {
    const arbitrary = argsArbitrary(PROTO_SPEC, { shrink: false });
    for (let index = 0; index < 200; index++) {
      const args = arbitrary.generate(caseRandom(index), biasFor(index)).value as Record<string, unknown>;
      expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
      expect(Object.hasOwn(args, '__proto__')).toBe(true);
      expect(typeof Object.getOwnPropertyDescriptor(args, '__proto__')?.value).toBe('string');
    }
  });
});
