import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasOwn } from '../json/ownProperty.ts';
import type { JsonSchema } from './schemaTypes.ts';
import { pointerTokens } from './jsonPointer.ts';
import { lintSchema } from '../lint/lintSchema.ts';
import { PROVIDERS } from '../lint/lintTypes.ts';
import { schemaNodes } from './schemaNodes.ts';

// An untyped `{}` is GE-7 wherever it sits: the problem's path says where the walker found it.
const untypedAt = (schema: JsonSchema): string[] =>
  lintSchema(schema, 'gemini')
    .filter((p) => p.rule === 'GE-7')
    .map((p) => p.path);
const T = { type: 'string' };

describe('problem paths are JSON Pointers to the nested position', () => {
  it.each([
    ['properties', { type: 'object', properties: { a: {} } }, '/properties/a'],
    ['items', { type: 'array', items: {} }, '/items'],
    ['draft-07 tuple items', { type: 'array', items: [T, {}] }, '/items/1'],
    ['prefixItems', { type: 'array', prefixItems: [T, T, {}] }, '/prefixItems/2'],
    ['anyOf', { anyOf: [T, {}] }, '/anyOf/1'],
    ['oneOf', { type: 'string', oneOf: [{}] }, '/oneOf/0'],
    ['allOf', { type: 'string', allOf: [T, {}] }, '/allOf/1'],
    ['$defs', { type: 'object', $defs: { D: {} } }, '/$defs/D'],
    ['definitions', { type: 'object', definitions: { D: {} } }, '/definitions/D'],
    ['additionalProperties', { type: 'object', additionalProperties: {} }, '/additionalProperties'],
    ['patternProperties', { type: 'object', patternProperties: { '^x': {} } }, '/patternProperties/^x'],
    [
      'deep: items of a property in a $defs entry',
      { type: 'object', $defs: { D: { type: 'object', properties: { list: { type: 'array', items: {} } } } } },
      '/$defs/D/properties/list/items',
    ],
    ['a key with / and ~ is escaped', { type: 'object', properties: { 'a/b~c': {} } }, '/properties/a~1b~0c'],
    ['a key named __proto__', JSON.parse('{"type":"object","properties":{"__proto__":{}}}') as JsonSchema, '/properties/__proto__'],
  ])('%s', (_name, schema, path) => {
    expect(untypedAt(schema as JsonSchema)).toEqual([path]);
  });

  it('does not take inherited names for keywords or properties (constructor, toString)', () => {
    const schema = { type: 'object', properties: { constructor: T, toString: T } };
    expect(schemaNodes(schema).map((n) => n.path)).toEqual(['', '/properties/constructor', '/properties/toString']);
  });

  it('walks a cyclic object (only code can build one) once instead of looping', () => {
    const schema: Record<string, unknown> = { type: 'object', properties: {} };
    (schema['properties'] as Record<string, unknown>)['self'] = schema;
    expect(schemaNodes(schema).map((n) => n.path)).toEqual(['']);
  });

  it('counts the objects above each node, not the combinators', () => {
    const schema = { type: 'object', properties: { a: { anyOf: [{ type: 'object', properties: { b: { type: 'object' } } }] } } };
    expect(schemaNodes(schema).map((n) => [n.path, n.objectDepth])).toEqual([
      ['', 0],
      ['/properties/a', 1],
      ['/properties/a/anyOf/0', 1],
      ['/properties/a/anyOf/0/properties/b', 2],
    ]);
  });
});

// Schemas made of the keywords the rules read, with hostile keys, nested a few levels.
const key = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('__proto__', 'constructor', 'a/b', '~0', ''));
const leaf = fc.oneof(
  fc.constantFrom<JsonSchema>(
    {},
    true,
    false,
    { type: 'string' },
    { type: ['string', 'null'] },
    { type: 'float' },
    { $ref: '#' },
    { $ref: '#/$defs/x' },
    { $ref: 'http://x/y' },
  ),
  fc.record(
    {
      type: fc.constantFrom('string', 'number'),
      format: fc.string({ maxLength: 8 }),
      pattern: fc.constantFrom('^a$', '(?=a)', '\\1', '\\\\b'),
      minimum: fc.integer(),
      maxLength: fc.nat(),
    },
    { requiredKeys: [], noNullPrototype: true },
  ),
);
const schema: fc.Arbitrary<JsonSchema> = fc.letrec<{ node: JsonSchema }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record(
      {
        type: fc.constantFrom('object', 'array'),
        properties: fc.dictionary(key, tie('node'), { maxKeys: 3, noNullPrototype: true }),
        required: fc.array(key, { maxLength: 3 }),
        additionalProperties: fc.oneof(fc.boolean(), tie('node')),
        items: fc.oneof(tie('node'), fc.array(tie('node'), { maxLength: 2 })),
        anyOf: fc.array(tie('node'), { maxLength: 2 }),
        oneOf: fc.array(tie('node'), { maxLength: 2 }),
        $defs: fc.dictionary(key, tie('node'), { maxKeys: 2, noNullPrototype: true }),
        enum: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
      },
      { requiredKeys: [], noNullPrototype: true },
    ),
  ),
})).node;

function resolves(root: unknown, pointer: string): boolean {
  let current = root;
  for (const token of pointerTokens(pointer) ?? []) {
    if (typeof current !== 'object' || current === null || !hasOwn(current, token)) return false;
    current = (current as Record<string, unknown>)[token];
  }
  return pointerTokens(pointer) !== undefined;
}

describe('lintSchema laws', () => {
  it('every problem points at a place that exists in the schema, for every provider', () => {
    fc.assert(
      fc.property(schema, (s) => {
        for (const provider of PROVIDERS)
          for (const problem of lintSchema(s, provider))
            expect(resolves(s, problem.path), `${provider} ${problem.rule} ${problem.path}`).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is pure: never throws, never changes the schema, same schema same problems', () => {
    fc.assert(
      fc.property(schema, (s) => {
        const before = JSON.stringify(s);
        for (const provider of PROVIDERS) expect(lintSchema(s, provider)).toEqual(lintSchema(structuredClone(s), provider));
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 100 },
    );
  });
});
