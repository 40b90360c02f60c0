import fc from 'fast-check';
import { generateSync, type JsonSchema as FakerSchema } from 'json-schema-faker';
import { describe, expect, it } from 'vitest';
import { randomToolSchema } from '../../testing/randomToolSchema.ts';
import { FAKER_OPTIONS } from '../fakerArgs.ts';
import { compileFaker } from './compileFaker.ts';

const OPTIONS = { ...FAKER_OPTIONS, formats: {} };
const SEEDS = Array.from({ length: 60 }, (_, i) => i * 104729 + 3);

/** generateSync's outcome for each seed: the value, or that it threw. */
function fakerOutcomes(schema: unknown, seeds: readonly number[]): unknown[] {
  return seeds.map((seed) => {
    try {
      return { value: generateSync(schema as FakerSchema, { ...OPTIONS, seed }) };
    } catch {
      return { threw: true };
    }
  });
}

/** The compiled generator's values for each seed; the schema must compile. */
function compiledOutcomes(schema: unknown, seeds: readonly number[]): unknown[] {
  const compiled = compileFaker(schema, OPTIONS);
  expect(compiled, JSON.stringify(schema)).toBeDefined();
  return seeds.map((seed) => ({ value: compiled?.(seed) }));
}

const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', properties, required });

// Each compiles, and each exercises one path of faker's generators the compiled ones follow.
const FOLLOWED: Record<string, unknown> = {
  patterns: object({
    plain: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,39}$' },
    version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+$' },
    classes: { type: 'string', pattern: '^[^a-z]\\w\\W\\s\\S\\D[\\d\\w\\s.-]+?$' },
    groups: { type: 'string', pattern: '^(?:ab|cd)(?<name>x|y)*(?=z)(?!q)(e|f){2,}g{3}h{1,2}.$' },
    retried: { type: 'string', pattern: '^[a-z]*$', minLength: 3, maxLength: 4 },
    padded: { type: 'string', pattern: '^a?$', minLength: 5 },
    cut: { type: 'string', pattern: '^[a-z]{9}$', maxLength: 3 },
    emptyOnly: { type: 'string', pattern: '^$', minLength: 2 },
    unclosed: { type: 'string', pattern: 'a{2,x}b)c' },
    negatedAll: {
      type: 'string',
      pattern: `[^${"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#%&*()\\-_=+\\[\\]{}|;:',.<>/? "}]`,
    },
  }),
  formats: object(
    Object.fromEntries(
      [
        'date-time',
        'date',
        'time',
        'duration',
        'email',
        'uri',
        'hostname',
        'ipv4',
        'ipv6',
        'uuid',
        'json-pointer',
        'relative-json-pointer',
        'unknown',
      ].map((format) => [
        format,
        { type: 'string', format, ...(format === 'uuid' && { maxLength: 10 }), ...(format === 'ipv4' && { minLength: 20 }) },
      ]),
    ),
  ),
  numbers: object({
    int: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
    exclusive: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
    bare: { type: 'number' },
    multiple: { type: 'number', minimum: 0.1, maximum: 2, multipleOf: 0.25 },
    noMultiple: { type: 'integer', minimum: 1, maximum: 2, multipleOf: 5 },
    exclusiveInt: { type: 'integer', exclusiveMinimum: 1.5, exclusiveMaximum: 4 },
  }),
  optionals: object({ a: { type: 'string' }, b: { type: 'boolean' }, c: { type: 'null' }, d: { type: 'integer' } }, ['c']),
  arrays: object({
    short: { type: 'array', items: { type: 'integer' }, maxItems: 2 },
    long: { type: 'array', items: { type: 'boolean' }, minItems: 6 },
    bounded: { type: 'array', items: { type: 'boolean' }, minItems: 5, maxItems: 4 },
    noItems: { type: 'array', minItems: 1 },
  }),
  deep: object({
    a: object({ b: object({ c: object({ d: object({ e: object({ f: { type: 'string' }, g: { type: 'integer', enum: [7] } }) }) }) }) }),
    list: {
      type: 'array',
      items: {
        type: 'array',
        items: { type: 'array', items: { type: 'array', items: { type: 'array', minItems: 2, items: { type: 'null' } } } },
      },
    },
  }),
  choices: object({
    nullable: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }], description: 'kept out of the merge' },
    branches: {
      anyOf: [
        { const: 'a', type: 'string' },
        { enum: [1, 2, { x: 1 }] },
        { type: 'object', properties: { k: { type: 'string' } }, required: ['k', 'k'] },
      ],
    },
    typeList: { type: ['string', 'integer', 'null'], maxLength: 2, minimum: 0, maximum: 3 },
    typeListEnum: { type: ['string', 'null'], enum: ['x', null] },
    constObject: { const: { a: [1, 2] } },
  }),
};

// Each holds a keyword compiled generation does not follow: generateSync keeps them.
const UNFOLLOWED: Record<string, unknown> = {
  ref: object({ a: { $ref: '#/$defs/a' } }),
  oneOf: object({ a: { oneOf: [{ type: 'string' }, { type: 'null' }] } }),
  tuple: object({ a: { type: 'array', prefixItems: [{ type: 'string' }] } }),
  record: object({ a: { type: 'object', additionalProperties: { type: 'string' } } }),
  emptyClass: object({ a: { type: 'string', pattern: '[]' } }),
  untyped: object({ a: { minimum: 1 } }),
  protoKey: { type: 'object', properties: { constructor: { type: 'string' } } },
  filteredEnum: object({ a: { type: 'string', enum: ['abc', 'x'], maxLength: 2 } }),
};

// Schemas of the followed keywords only, nested, with odd values where faker computes with them.
const PATTERNS = [
  '^[a-z]+$',
  '^\\d{3}-\\d{2,}$',
  '(a|bc)*x?',
  '^[^0-9]{2}\\s\\w+$',
  '^(?:[A-Z][a-z]*\\.)+$',
  '.{0,3}',
  '^$',
  '[a-c]{4,2}',
  '\\',
];
const followedLeaf: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record(
    {
      type: fc.constant('string'),
      minLength: fc.integer({ min: 0, max: 6 }),
      maxLength: fc.integer({ min: 0, max: 9 }),
      pattern: fc.constantFrom(...PATTERNS),
      format: fc.constantFrom('email', 'uuid', 'date-time', 'ipv4', 'duration', 'unknown-format', 'hostname'),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record(
    {
      type: fc.constantFrom('number', 'integer'),
      minimum: fc.integer({ min: -50, max: 50 }),
      maximum: fc.oneof(fc.integer({ min: -50, max: 60 }), fc.constant(9007199254740991)),
      exclusiveMinimum: fc.double({ min: -10, max: 10, noNaN: true }),
      multipleOf: fc.constantFrom(0.5, 3, 7),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record({
    enum: fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant({ a: [1] })), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ const: fc.jsonValue({ maxDepth: 1 }) }),
  fc.constantFrom(
    { type: 'boolean' },
    { type: 'null' },
    { type: ['string', 'null'], maxLength: 2 },
    { type: ['integer', 'boolean'], enum: [1, true] },
  ),
);
const followedSchema: fc.Arbitrary<Record<string, unknown>> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, followedLeaf, tie('object'), tie('array'), tie('anyOf')),
  object: fc
    .tuple(
      fc.uniqueArray(fc.constantFrom('a', 'b', 'c', '1', 'd e', 'f'), { maxLength: 4 }),
      fc.array(tie('node'), { minLength: 4, maxLength: 4 }),
      fc.nat(15),
    )
    .map(([keys, subs, mask]) => ({
      type: 'object',
      properties: Object.fromEntries(keys.map((key, i) => [key, subs[i]])),
      required: keys.filter((_, i) => (mask >> i) & 1),
      additionalProperties: false,
    })),
  array: fc.record(
    { type: fc.constant('array'), items: tie('node'), minItems: fc.integer({ min: 0, max: 5 }), maxItems: fc.integer({ min: 0, max: 6 }) },
    { requiredKeys: ['type'] },
  ),
  anyOf: fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((branches) => ({ anyOf: branches, description: 'x' })),
})).node as fc.Arbitrary<Record<string, unknown>>;

describe('compileFaker: json-schema-faker compiled once per schema', () => {
  for (const [name, schema] of Object.entries(FOLLOWED))
    it(`gives the values generateSync gives: ${name}`, () => {
      expect(compiledOutcomes(schema, SEEDS)).toEqual(fakerOutcomes(schema, SEEDS));
    });

  it('leaves to generateSync what it does not follow', () => {
    for (const schema of Object.values(UNFOLLOWED)) expect(compileFaker(schema, OPTIONS), JSON.stringify(schema)).toBeUndefined();
  });

  it('gives the values generateSync gives on random schemas of the keywords it follows', () => {
    let compiled = 0;
    fc.assert(
      fc.property(followedSchema, (node) => {
        const schema = { type: 'object', properties: { x: node, y: node }, required: ['x'] };
        if (compileFaker(schema, OPTIONS) === undefined) return;
        compiled++;
        expect(compiledOutcomes(schema, SEEDS.slice(0, 10))).toEqual(fakerOutcomes(schema, SEEDS.slice(0, 10)));
      }),
      { numRuns: 400, seed: 7 },
    );
    expect(compiled).toBeGreaterThan(200);
  });

  it('gives the values generateSync gives on random tool schemas, most of them compiled', () => {
    let compiled = 0;
    fc.assert(
      fc.property(randomToolSchema(), (schema) => {
        if (compileFaker(schema, OPTIONS) === undefined) return;
        compiled++;
        expect(compiledOutcomes(schema, SEEDS.slice(0, 8))).toEqual(fakerOutcomes(schema, SEEDS.slice(0, 8)));
      }),
      { numRuns: 300, seed: 41 },
    );
    // Most random schemas hold a $ref (left to generateSync); the rest must be compiled and agree.
    expect(compiled).toBeGreaterThan(15);
  });
});
