import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { argsArbitrary, looseArgsArbitrary } from '../fuzz/cases/typed/argsArbitrary.ts';
import { anyJsonValue } from '../fuzz/cases/typed/jsonValues.ts';
import { specIsSatisfiable } from '../fuzz/cases/typed/satisfiable.ts';
import { specArbitrary } from '../fuzz/cases/typed/specArbitrary.ts';
import { createAjv } from '../fuzz/schema/ajvFactory.ts';
import { renameArgsKeys, renameSpecKeys } from '../fuzz/reference/renameDeclaredKeys.ts';
import type { InferArgs } from './inferArgs.ts';
import type { SchemaSpec } from './schemaSpec.ts';
import { schemaSpecToJsonSchema } from './schemaSpecToJsonSchema.ts';
import { bashSchema } from './tools/bash.ts';
import { validateArgs } from './validateArgs.ts';

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const deploySpec = {
  service: { type: 'string', required: true },
  replicas: { type: 'integer', enum: [1, 2, 3] },
  strategy: {
    type: 'object',
    required: true,
    properties: {
      kind: { type: 'string', enum: ['rolling', 'blue-green'], required: true },
      surge: { type: 'number' },
    },
  },
  ports: {
    type: 'array',
    items: { type: 'object', properties: { port: { type: 'integer', required: true }, tls: { type: 'boolean' } } },
  },
  labels: { type: 'object' },
  args: { type: 'array' },
  constructor: { type: 'string' },
  __proto__: { type: 'boolean' },
} as const satisfies SchemaSpec;

describe('args that satisfy InferArgs pass validateArgs', () => {
  it('holds for the bash tool', () => {
    const arbitrary: fc.Arbitrary<InferArgs<typeof bashSchema>> = argsArbitrary(bashSchema);
    expectTypeOf(arbitrary).toEqualTypeOf<
      fc.Arbitrary<{ command: string; timeout?: number; description?: string; run_in_background?: boolean }>
    >();
    fc.assert(
      fc.property(arbitrary, (args) => {
        expect(validateArgs(bashSchema, roundTrip(args))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for a nested spec with enums, arrays of objects and hostile keys', () => {
    const arbitrary: fc.Arbitrary<InferArgs<typeof deploySpec>> = argsArbitrary(deploySpec);
    fc.assert(
      fc.property(arbitrary, (args) => {
        expect(validateArgs(deploySpec, roundTrip(args))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for random satisfiable specs', () => {
    const cases = specArbitrary()
      .filter(specIsSatisfiable)
      .chain((spec) => fc.tuple(fc.constant(spec), fc.array(argsArbitrary(spec), { minLength: 1, maxLength: 10 })));
    fc.assert(
      fc.property(cases, ([spec, argsList]) => {
        for (const args of argsList) expect(validateArgs(spec, roundTrip(args))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('agreement: validateArgs accepts exactly what ajv accepts on the converted schema', () => {
  it('holds for 20,000 random (spec, JSON value) pairs, hostile keys included', () => {
    const ajv = createAjv({ use: 'reference' });
    let cases = 0;
    let accepted = 0;
    const specWithValues = specArbitrary().chain((spec) =>
      fc.tuple(
        fc.constant(spec),
        fc.array(fc.oneof({ weight: 4, arbitrary: looseArgsArbitrary(spec) }, { weight: 1, arbitrary: anyJsonValue }), {
          minLength: 40,
          maxLength: 40,
        }),
      ),
    );
    fc.assert(
      fc.property(specWithValues, ([spec, values]: [SchemaSpec, unknown[]]) => {
        const validate = ajv.compile(schemaSpecToJsonSchema(renameSpecKeys(spec)));
        try {
          for (const raw of values) {
            const value = roundTrip(raw);
            const ours = validateArgs(spec, value).length === 0;
            const theirs = validate(renameArgsKeys(spec, value)) as boolean;
            cases++;
            if (ours) accepted++;
            expect({ spec, value, ours }).toEqual({ spec, value, ours: theirs });
          }
        } finally {
          ajv.removeSchema(validate.schema as object);
        }
      }),
      { numRuns: 500 },
    );
    expect(cases).toBeGreaterThanOrEqual(20_000);
    // Both verdicts must be well represented, or the property proves little.
    expect(accepted / cases).toBeGreaterThan(0.15);
    expect(accepted / cases).toBeLessThan(0.85);
  });
});

describe('totality and purity', () => {
  it('never throws and never changes its input, whatever spec and value', () => {
    fc.assert(
      fc.property(
        specArbitrary(),
        fc.anything({
          withBigInt: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
          withSparseArray: true,
          withBoxedValues: true,
        }),
        (spec, value) => {
          const before = fc.stringify(value);
          const violations = validateArgs(spec, value);
          expect(Array.isArray(violations) && violations.every((v) => typeof v === 'string')).toBe(true);
          expect(fc.stringify(value)).toBe(before);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never changes loose args shaped like the spec', () => {
    fc.assert(
      fc.property(
        specArbitrary().chain((spec) => fc.tuple(fc.constant(spec), looseArgsArbitrary(spec))),
        ([spec, value]) => {
          const before = fc.stringify(value);
          validateArgs(spec, value);
          expect(fc.stringify(value)).toBe(before);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
