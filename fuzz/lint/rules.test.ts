import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../schema/schemaTypes.ts';
import { lintSchema } from './lintSchema.ts';
import { PROVIDERS, type Provider, type RuleId } from './lintTypes.ts';
import { PROVIDER_RULES } from './providerRules.ts';

type Schema = JsonSchemaObject;

// A closed, fully required object: what the strict dialects want.
const closed = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
  ...extra,
});
// One property `a` in a closed object, so a row only varies what it is about.
const withA = (a: unknown, extra: Record<string, unknown> = {}): Schema => closed({ a }, extra);
// Objects nested `levels` deep below the root object (each one closed).
const nested = (levels: number): Schema => (levels === 0 ? closed({ leaf: { type: 'string' } }) : closed({ x: nested(levels - 1) }));
const defs = { $defs: { B: { type: 'string' } } };
const plain = { type: 'object', properties: { a: { type: 'string' } } };
const optional = (n: number): Schema => ({
  type: 'object',
  properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: 'string' }])),
  additionalProperties: false,
});

interface Row {
  readonly provider: Provider;
  readonly rule: RuleId;
  readonly case: string;
  readonly triggers: unknown;
  /** Where the problem points. */
  readonly path: string;
  /** The nearest schema that does not break the rule. */
  readonly clean: unknown;
}

const ROWS: readonly Row[] = [
  {
    provider: 'openai-strict',
    rule: 'OA-1',
    case: 'root not an object',
    triggers: { type: 'array', items: { type: 'string' } },
    path: '/type',
    clean: withA({ type: 'string' }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-1',
    case: 'root anyOf',
    triggers: withA({ type: 'string' }, { anyOf: [withA({ type: 'string' })] }),
    path: '/anyOf',
    clean: withA({ anyOf: [{ type: 'string' }, { type: 'null' }] }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-2',
    case: 'nested object left open',
    triggers: withA({ type: 'object', properties: { b: { type: 'string' } }, required: ['b'] }),
    path: '/properties/a',
    clean: withA(closed({ b: { type: 'string' } })),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-2',
    case: 'additionalProperties true in an anyOf branch',
    triggers: withA({ anyOf: [{ ...closed({ b: { type: 'string' } }), additionalProperties: true }, { type: 'null' }] }),
    path: '/properties/a/anyOf/0/additionalProperties',
    clean: withA({ anyOf: [closed({ b: { type: 'string' } }), { type: 'null' }] }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-3',
    case: 'optional key',
    triggers: { ...withA({ type: 'string' }), required: [] },
    path: '/properties/a',
    clean: withA({ type: ['string', 'null'] }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-4',
    case: 'free-form object',
    triggers: withA({ type: 'object' }),
    path: '/properties/a',
    clean: withA({ type: 'object', additionalProperties: false }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-5',
    case: 'not',
    triggers: withA({ type: 'string', not: { const: 'x' } }),
    path: '/properties/a/not',
    clean: withA({ type: 'string', enum: ['y'] }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-5',
    case: 'allOf in $defs',
    triggers: withA({ $ref: '#/$defs/B' }, { $defs: { B: { allOf: [{ type: 'string' }] } } }),
    path: '/$defs/B/allOf',
    clean: withA({ $ref: '#/$defs/B' }, defs),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-6',
    case: 'oneOf',
    triggers: withA({ oneOf: [{ type: 'string' }, { type: 'number' }] }),
    path: '/properties/a/oneOf',
    clean: withA({ anyOf: [{ type: 'string' }, { type: 'number' }] }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-7',
    case: 'unknown type',
    triggers: withA({ type: 'float' }),
    path: '/properties/a/type',
    clean: withA({ type: 'number' }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-8',
    case: 'format off the list',
    triggers: withA({ type: 'string', format: 'uri' }),
    path: '/properties/a/format',
    clean: withA({ type: 'string', format: 'email' }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-10',
    case: 'maxLength',
    triggers: withA({ type: 'string', maxLength: 3 }),
    path: '/properties/a/maxLength',
    clean: withA({ type: 'string', pattern: '^.{0,3}$' }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-12',
    case: '11 object levels below the root',
    triggers: nested(11),
    path: '/properties/x'.repeat(11),
    clean: nested(10),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-12',
    case: 'over 5000 properties',
    triggers: closed(Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`p${i}`, { type: 'string' }]))),
    path: '',
    clean: closed(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}`, { type: 'string' }]))),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-13',
    case: 'over 120,000 characters of names',
    triggers: closed({ ['k'.repeat(120_001)]: { type: 'string' } }),
    path: '',
    clean: closed({ ['k'.repeat(119_999)]: { type: 'string' } }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-14',
    case: 'over 1000 enum values',
    triggers: withA({ type: 'integer', enum: Array.from({ length: 1001 }, (_, i) => i) }),
    path: '',
    clean: withA({ type: 'integer', enum: Array.from({ length: 1000 }, (_, i) => i) }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-14',
    case: 'a long string enum over 250 values',
    triggers: withA({ type: 'string', enum: Array.from({ length: 251 }, (_, i) => `${i}`.padEnd(60, 'x')) }),
    path: '/properties/a/enum',
    clean: withA({ type: 'string', enum: Array.from({ length: 251 }, (_, i) => `${i}`.padEnd(59, 'x')) }),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-16',
    case: '$ref below the top level',
    triggers: closed({ a: { $ref: '#/properties/b' }, b: { type: 'string' } }),
    path: '/properties/a/$ref',
    clean: withA({ $ref: '#/$defs/B' }, defs),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-17',
    case: 'a constraint beside $ref',
    triggers: withA({ $ref: '#/$defs/B', minLength: 1 }, defs),
    path: '/properties/a/$ref',
    clean: withA({ $ref: '#/$defs/B', description: 'annotations are fine' }, defs),
  },
  {
    provider: 'openai-strict',
    rule: 'OA-21',
    case: 'uniqueItems',
    triggers: withA({ type: 'array', items: { type: 'string' }, uniqueItems: true }),
    path: '/properties/a/uniqueItems',
    clean: withA({ type: 'array', items: { type: 'string' }, maxItems: 3 }),
  },
  { provider: 'openai', rule: 'OA-20', case: 'any constraint', triggers: withA({ type: 'string' }), path: '', clean: plain },
  {
    provider: 'openai',
    rule: 'OA-24',
    case: 'additionalProperties {}',
    triggers: { ...plain, additionalProperties: {} },
    path: '/additionalProperties',
    clean: { ...plain, additionalProperties: true },
  },
  {
    provider: 'anthropic',
    rule: 'AN-1',
    case: 'top-level anyOf beside type object',
    triggers: { ...plain, anyOf: [{ required: ['a'] }] },
    path: '/anyOf',
    clean: { ...plain, properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } } },
  },
  {
    provider: 'anthropic-strict',
    rule: 'AN-1',
    case: 'top-level oneOf',
    triggers: { oneOf: [withA({ type: 'string' })] },
    path: '/oneOf',
    clean: withA({ type: 'string' }),
  },
  {
    provider: 'anthropic',
    rule: 'AN-2',
    case: 'not draft 2020-12',
    triggers: { ...plain, properties: { a: { type: 'float' } } },
    path: '/properties/a/type',
    clean: plain,
  },
  {
    provider: 'anthropic',
    rule: 'AN-2',
    case: 'draft-07 tuple items',
    triggers: { ...plain, properties: { a: { type: 'array', items: [{ type: 'string' }] } } },
    path: '/properties/a/items',
    clean: { ...plain, properties: { a: { type: 'array', prefixItems: [{ type: 'string' }] } } },
  },
  {
    provider: 'anthropic',
    rule: 'AN-3',
    case: 'dangling $ref',
    triggers: { ...plain, properties: { a: { $ref: '#/$defs/Missing' } }, ...defs },
    path: '/properties/a/$ref',
    clean: { ...plain, properties: { a: { $ref: '#/$defs/B' } }, ...defs },
  },
  {
    provider: 'anthropic',
    rule: 'AN-4',
    case: 'any constraint',
    triggers: withA({ type: 'string', minLength: 1 }),
    path: '',
    clean: plain,
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-1',
    case: 'object left open',
    triggers: { ...plain, required: ['a'] },
    path: '',
    clean: withA({ type: 'string' }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-1',
    case: 'object in items with additionalProperties {}',
    triggers: withA({ type: 'array', items: { ...closed({ b: { type: 'string' } }), additionalProperties: {} } }),
    path: '/properties/a/items/additionalProperties',
    clean: withA({ type: 'array', items: closed({ b: { type: 'string' } }) }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-3',
    case: 'minimum',
    triggers: withA({ type: 'number', minimum: 0 }),
    path: '/properties/a/minimum',
    clean: withA({ type: 'number' }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-3',
    case: 'maxLength',
    triggers: withA({ type: 'string', maxLength: 9 }),
    path: '/properties/a/maxLength',
    clean: withA({ type: 'string', format: 'uuid' }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-3',
    case: 'minItems 2',
    triggers: withA({ type: 'array', items: { type: 'string' }, minItems: 2 }),
    path: '/properties/a/minItems',
    clean: withA({ type: 'array', items: { type: 'string' }, minItems: 1 }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-3',
    case: 'an object in an enum',
    triggers: withA({ enum: [{ x: 1 }, 'y'] }),
    path: '/properties/a/enum',
    clean: withA({ enum: ['x', 1, true, null] }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-3',
    case: 'recursive $defs',
    triggers: withA({ $ref: '#/$defs/N' }, { $defs: { N: closed({ next: { anyOf: [{ $ref: '#/$defs/N' }, { type: 'null' }] } }) } }),
    path: '/$defs/N/properties/next/anyOf/0/$ref',
    clean: withA({ $ref: '#/$defs/N' }, { $defs: { N: closed({ next: { $ref: '#/$defs/M' } }), M: { type: 'string' } } }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-3',
    case: 'external $ref',
    triggers: withA({ $ref: 'https://example.com/b.json' }),
    path: '/properties/a/$ref',
    clean: withA({ $ref: '#/$defs/B' }, defs),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-3',
    case: 'allOf with $ref',
    triggers: withA({ allOf: [{ $ref: '#/$defs/B' }] }, defs),
    path: '/properties/a/allOf/0/$ref',
    clean: withA({ allOf: [{ type: 'string' }] }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-4',
    case: 'lookahead',
    triggers: withA({ type: 'string', pattern: '^(?=.*\\d).+$' }),
    path: '/properties/a/pattern',
    clean: withA({ type: 'string', pattern: '^\\d{3}-[a-z]+$' }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-6',
    case: '25 optional properties in one tool',
    triggers: optional(25),
    path: '',
    clean: optional(24),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-8',
    case: 'an enum of cased strings',
    triggers: withA({ type: 'string', enum: ['Red', 'green'] }),
    path: '/properties/a/enum',
    clean: withA({ type: 'string', enum: ['1', '2'] }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-9',
    case: 'oneOf',
    triggers: withA({ oneOf: [{ type: 'string' }, { type: 'number' }] }),
    path: '/properties/a/oneOf',
    clean: withA({ anyOf: [{ type: 'string' }, { type: 'number' }] }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-9',
    case: 'unsupported format',
    triggers: withA({ type: 'string', format: 'uri-reference' }),
    path: '/properties/a/format',
    clean: withA({ type: 'string', format: 'uri' }),
  },
  {
    provider: 'anthropic-strict',
    rule: 'AS-9',
    case: 'unsupported keyword',
    triggers: withA({ type: 'string', not: { const: '' } }),
    path: '/properties/a/not',
    clean: withA({ type: 'string', default: 'x', examples: ['y'] }),
  },
  {
    provider: 'gemini',
    rule: 'GE-2',
    case: 'additionalProperties',
    triggers: withA({ type: 'string' }),
    path: '/additionalProperties',
    clean: { ...plain, required: ['a'] },
  },
  {
    provider: 'gemini',
    rule: 'GE-2',
    case: 'const in anyOf',
    triggers: { ...plain, properties: { a: { anyOf: [{ type: 'string', const: 'x' }] } } },
    path: '/properties/a/anyOf/0/const',
    clean: { ...plain, properties: { a: { anyOf: [{ type: 'string', enum: ['x'] }] } } },
  },
  {
    provider: 'gemini',
    rule: 'GE-3',
    case: 'a type list',
    triggers: { ...plain, properties: { a: { type: ['string', 'null'] } } },
    path: '/properties/a/type',
    clean: { ...plain, properties: { a: { type: 'string', nullable: true } } },
  },
  {
    provider: 'gemini',
    rule: 'GE-4',
    case: 'array without items',
    triggers: { ...plain, properties: { a: { type: 'array' } } },
    path: '/properties/a',
    clean: { ...plain, properties: { a: { type: 'array', items: { type: 'string' } } } },
  },
  {
    provider: 'gemini',
    rule: 'GE-5',
    case: 'anyOf beside a description',
    triggers: { ...plain, properties: { a: { description: 'd', anyOf: [{ type: 'string' }, { type: 'number' }] } } },
    path: '/properties/a/anyOf',
    clean: { ...plain, properties: { a: { anyOf: [{ type: 'string', description: 'd' }, { type: 'number' }] } } },
  },
  {
    provider: 'gemini',
    rule: 'GE-6',
    case: 'string format email',
    triggers: { ...plain, properties: { a: { type: 'string', format: 'email' } } },
    path: '/properties/a/format',
    clean: { ...plain, properties: { a: { type: 'string', format: 'date-time' } } },
  },
  {
    provider: 'gemini',
    rule: 'GE-7',
    case: 'no type',
    triggers: { ...plain, properties: { a: { description: 'anything' } } },
    path: '/properties/a',
    clean: plain,
  },
  {
    provider: 'gemini',
    rule: 'GE-10',
    case: 'maxLength',
    triggers: { ...plain, properties: { a: { type: 'string', maxLength: 3 } } },
    path: '/properties/a/maxLength',
    clean: { ...plain, properties: { a: { type: 'string', maxItems: 3 } } },
  },
  {
    provider: 'gemini',
    rule: 'GE-14',
    case: 'a tool without parameters',
    triggers: { type: 'object', properties: {} },
    path: '',
    clean: plain,
  },
  {
    provider: 'gemini-json',
    rule: 'GE-10',
    case: 'minItems',
    triggers: { ...plain, properties: { a: { type: 'array', items: { type: 'string' }, minItems: 1 } } },
    path: '/properties/a/minItems',
    clean: { ...plain, properties: { a: { type: 'array', items: { type: 'string' } } } },
  },
];

const ruleOf = (provider: Provider, id: RuleId) => PROVIDER_RULES[provider].find((r) => r.id === id);

describe('every provider rule, on a schema that breaks it and the nearest one that does not', () => {
  it.each(ROWS.map((row) => [`${row.provider} ${row.rule}: ${row.case}`, row] as const))('%s', (_name, row) => {
    const rule = ruleOf(row.provider, row.rule);
    expect(rule, `${row.rule} is not a rule of ${row.provider}`).toBeDefined();
    const hits = lintSchema(row.triggers as Schema, row.provider).filter((p) => p.rule === row.rule);
    expect(hits.map((p) => p.path)).toContain(row.path);
    for (const hit of hits)
      expect(hit).toMatchObject({ provider: row.provider, effect: rule?.effect, certainty: rule?.certainty ?? 'sourced' });
    expect(hits.every((p) => p.message.length > 0 && p.fix.length > 0)).toBe(true);
    // An uncertain rule says so in every message, so a reader of the console or HTML cannot take it for a sourced 400.
    for (const hit of hits) expect(hit.message.startsWith('uncertain: ')).toBe(rule?.certainty === 'uncertain');
    expect(lintSchema(row.clean as Schema, row.provider).filter((p) => p.rule === row.rule)).toEqual([]);
  });

  it('has a row for every rule of every provider, so a new rule cannot go untested', () => {
    const covered = new Set(ROWS.map((row) => `${row.provider} ${row.rule}`));
    const rules = PROVIDERS.flatMap((provider) => PROVIDER_RULES[provider].map((rule) => `${provider} ${rule.id}`));
    // AN-1..AN-3 are shared by both Anthropic modes; one provider's row stands for both.
    const missing = rules.filter(
      (key) =>
        !covered.has(key) &&
        !(
          key.startsWith('anthropic') &&
          /AN-[123]$/.test(key) &&
          ['anthropic', 'anthropic-strict'].some((p) => covered.has(`${p} ${key.split(' ')[1]}`))
        ),
    );
    expect(missing).toEqual([]);
  });

  it('gives each rule of a provider a distinct id, a source and a summary', () => {
    for (const provider of PROVIDERS) {
      const ids = PROVIDER_RULES[provider].map((r) => r.id);
      expect(new Set(ids).size, provider).toBe(ids.length);
      for (const rule of PROVIDER_RULES[provider])
        expect(rule.source.length * rule.summary.length, `${provider} ${rule.id}`).toBeGreaterThan(0);
    }
  });

  it('marks exactly the rows research/dialects.md calls UNCERTAIN as uncertain, and gives every rule a fix', () => {
    const uncertain = PROVIDERS.flatMap((provider) =>
      PROVIDER_RULES[provider].filter((r) => r.certainty === 'uncertain').map((r) => `${provider} ${r.id}`),
    );
    expect(uncertain).toEqual([
      'openai-strict OA-8',
      'openai-strict OA-10',
      'openai-strict OA-17',
      'openai OA-24',
      'anthropic AN-4',
      'anthropic-strict AS-8',
      'gemini GE-5',
      'gemini GE-14',
    ]);
    for (const provider of PROVIDERS)
      for (const rule of PROVIDER_RULES[provider]) expect(rule.fix.length, `${provider} ${rule.id}`).toBeGreaterThan(10);
  });

  it('tells an optional key under OpenAI strict to become .nullable() and be listed in required', () => {
    const [problem] = lintSchema(
      { type: 'object', properties: { note: { type: 'string' } }, additionalProperties: false },
      'openai-strict',
    );
    expect(problem).toMatchObject({ rule: 'OA-3', path: '/properties/note', effect: 'rejected', certainty: 'sourced' });
    expect(problem?.fix).toMatch(/\.nullable\(\).*required/);
  });

  it('takes a closed, fully required schema of plain types as it is in every strict dialect', () => {
    const schema = closed({
      name: { type: 'string', description: 'who' },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    });
    expect(lintSchema(schema, 'openai-strict')).toEqual([]);
    // Warnings aside: AS-8 says the enum's case is not guaranteed, which no schema can settle.
    expect(lintSchema(schema, 'anthropic-strict').filter((p) => p.certainty === 'sourced')).toEqual([]);
  });
});
