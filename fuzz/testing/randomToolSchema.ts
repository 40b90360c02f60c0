import fc from 'fast-check';
import { validArbitrary } from '../cases/validArbitrary.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';

/** The drafts a random tool schema declares through `$schema`. */
export type RandomDraft = 'draft-07' | '2019-09' | '2020-12';

const SCHEMA_URI: Record<RandomDraft, string> = {
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

type Node = Record<string, unknown>;

const KEYS = ['name', 'user_id', 'count', 'tags', 'mode', 'limit', 'query', 'options', 'unit', 'startDate', 'email', 'items'];
const PATTERNS = ['^[a-z]+$', '^\\d{3}-\\d{4}$', '^.{2,4}$', '^[A-Z][a-z]*$', 'ab', '^(foo|bar)$', '^[a-z]{2}-[A-Z]{2}$'];
const FORMATS = ['email', 'date', 'date-time', 'time', 'uuid', 'uri', 'ipv4', 'ipv6', 'hostname', 'duration'];

const sortedPair = fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 60 })).map(([a, span]) => [a, a + span] as const);

const stringLeaf: fc.Arbitrary<Node> = fc.oneof(
  fc.record(
    { type: fc.constant('string'), minLength: fc.nat({ max: 3 }), maxLength: fc.integer({ min: 3, max: 8 }) },
    { requiredKeys: ['type'] },
  ),
  fc.record({ type: fc.constant('string'), pattern: fc.constantFrom(...PATTERNS) }),
  fc.record({ type: fc.constant('string'), format: fc.constantFrom(...FORMATS) }),
);

const numberLeaf: fc.Arbitrary<Node> = fc
  .tuple(
    fc.constantFrom('number', 'integer'),
    sortedPair,
    fc.constantFrom('min', 'exclusive', 'none'),
    fc.option(fc.constantFrom(1, 2, 5, 0.5, 0.25), { nil: undefined }),
  )
  .map(([type, [lo, hi], style, multipleOf]) => ({
    type,
    ...(style === 'min' && { minimum: lo, maximum: hi }),
    ...(style === 'exclusive' && { exclusiveMinimum: lo - 1, exclusiveMaximum: hi + 1 }),
    ...(multipleOf !== undefined && { multipleOf }),
  }));

const enumLeaf: fc.Arbitrary<Node> = fc.oneof(
  fc.constant({ type: 'string', enum: ['Red', 'green', 'BLUE'] }),
  fc.constant({ enum: ['celsius', 'fahrenheit', null] }),
  fc.constant({ type: 'integer', enum: [1, 2, 3] }),
  fc.constant({ const: 'fixed' }),
  fc.constant({ type: ['string', 'null'], maxLength: 4 }),
  fc.constant({ type: 'boolean' }),
);

/** Keywords generation leaves to its ajv filter or honours only in part: not, if, contains, propertyNames, dependentRequired... */
const rareLeaf = (draft: RandomDraft): fc.Arbitrary<Node> =>
  fc.constantFrom<Node>(
    { type: 'string', not: { enum: ['x', 'y'] }, maxLength: 2 },
    { type: 'integer', if: { minimum: 10 }, then: { multipleOf: 5 }, else: { maximum: 3 } },
    { type: 'array', items: { type: 'integer', minimum: 0, maximum: 4 }, contains: { const: 2 }, maxItems: 4 },
    { type: 'object', propertyNames: { enum: ['a', 'b', 'c'] }, minProperties: 2 },
    { type: 'object', propertyNames: { enum: ['a'] }, minProperties: 2 },
    { type: 'object', patternProperties: { '^x-': { type: 'integer' }, '^x-y': { minimum: 0 } }, additionalProperties: false },
    {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      [draft === 'draft-07' ? 'dependencies' : 'dependentRequired']: { a: ['b'] },
    },
    { type: 'object', properties: { a: { type: 'boolean' } }, required: ['a'], maxProperties: 2 },
    { enum: [{ id: 1 }, [1, 'two'], null] },
    { type: 'number', format: 'int32', exclusiveMinimum: 2147483640 },
  );

const leaf = (draft: RandomDraft) =>
  fc.oneof(
    { weight: 3, arbitrary: stringLeaf },
    { weight: 3, arbitrary: numberLeaf },
    { weight: 2, arbitrary: enumLeaf },
    { weight: 1, arbitrary: rareLeaf(draft) },
  );

function tree(draft: RandomDraft, defsKey: string): fc.Arbitrary<Node> {
  const leaves = leaf(draft);
  const { node } = fc.letrec<{ node: Node; object: Node; container: Node }>((tie) => ({
    node: fc.oneof(
      { maxDepth: 2, depthIdentifier: 'tool' },
      { weight: 4, arbitrary: leaves },
      { weight: 2, arbitrary: tie('container') },
      { weight: 1, arbitrary: fc.constantFrom({ $ref: `#/${defsKey}/tree` }, { $ref: `#/${defsKey}/address` }) },
    ),
    object: fc
      .tuple(
        fc.uniqueArray(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 4 }),
        fc.array(tie('node'), { minLength: 4, maxLength: 4 }),
        fc.nat(),
        fc.constantFrom<unknown>(undefined, false, { type: 'string' }),
      )
      .map(([keys, values, mask, additionalProperties]) => ({
        type: 'object',
        properties: Object.fromEntries(keys.map((k, i) => [k, values[i % values.length]])),
        required: keys.filter((_, i) => (mask >> i) & 1),
        ...(additionalProperties !== undefined && { additionalProperties }),
      })),
    container: fc.oneof(
      tie('object'),
      fc.record(
        {
          type: fc.constant('array'),
          items: tie('node'),
          minItems: fc.nat({ max: 2 }),
          maxItems: fc.integer({ min: 2, max: 5 }),
          uniqueItems: fc.boolean(),
        },
        { requiredKeys: ['type', 'items'] },
      ),
      fc
        .tuple(fc.array(tie('node'), { minLength: 1, maxLength: 3 }), fc.nat({ max: 3 }), fc.boolean())
        .map(([prefix, minItems, closed]) =>
          draft === '2020-12'
            ? { type: 'array', prefixItems: prefix, minItems: Math.min(minItems, prefix.length), ...(closed && { items: false }) }
            : { type: 'array', items: prefix, minItems: Math.min(minItems, prefix.length), ...(closed && { additionalItems: false }) },
        ),
      fc.tuple(tie('node'), tie('node')).map(([a, b]) => ({ anyOf: [a, b] })),
      fc.constantFrom(
        { oneOf: [{ type: 'integer' }, { type: 'number', minimum: 0 }] },
        {
          oneOf: [
            { type: 'string', enum: ['a', 'b'] },
            { type: 'string', maxLength: 1 },
          ],
        },
        {
          oneOf: [
            { type: 'object', properties: { kind: { const: 'x' } }, required: ['kind'] },
            { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
          ],
        },
      ),
      fc.tuple(tie('object'), tie('object')).map(([a, b]) => ({ allOf: [a, b] })),
    ),
  }));
  return node;
}

/** A random tool schema: an object of nested objects, arrays, tuples, enums, unions, refs (recursive too), formats, patterns and bounds, in one of three drafts. */
export function randomToolSchema(): fc.Arbitrary<Node> {
  return fc.constantFrom<RandomDraft>('draft-07', '2019-09', '2020-12').chain((draft) => {
    const defsKey = draft === 'draft-07' ? 'definitions' : '$defs';
    const node = tree(draft, defsKey);
    const defs = {
      tree: {
        type: 'object',
        properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: `#/${defsKey}/tree` } } },
        required: ['label'],
      },
      address: {
        type: 'object',
        properties: { street: { type: 'string' }, zip: { type: 'string', pattern: '^\\d{5}$' } },
        required: ['zip'],
        additionalProperties: false,
      },
    };
    return fc
      .tuple(
        fc.uniqueArray(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 5 }),
        fc.array(node, { minLength: 5, maxLength: 5 }),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([keys, values, mask, closed, declare]) => ({
        // Without $schema a schema is read as 2020-12, so the older drafts always say which they are.
        ...((declare || draft !== '2020-12') && { $schema: SCHEMA_URI[draft] }),
        type: 'object',
        properties: Object.fromEntries(keys.map((k, i) => [k, values[i]])),
        required: keys.filter((_, i) => (mask >> i) & 1),
        ...(closed && { additionalProperties: false }),
        [defsKey]: defs,
      }));
  });
}

/** One valid args of `schema`, drawn with `seed`; undefined when no valid args can be generated for it. */
export function sampledValidArgs(schema: JsonSchema, seed: number): { readonly args: unknown } | undefined {
  const result = validArbitrary(schema);
  if (result.kind !== 'ok') return undefined;
  const [args] = fc.sample(result.arbitrary, { numRuns: 1, seed });
  return { args };
}
