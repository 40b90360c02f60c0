import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceValidator, referenceVerdict } from '../testing/jsonSchemaAjv.ts';
import { randomToolSchema } from '../testing/randomToolSchema.ts';
import { FORMAT_SAMPLES } from '../schema/formats/formatSamples.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import { validArbitrary } from './validArbitrary.ts';

function samples(schema: JsonSchema, numRuns = 200): unknown[] {
  const result = validArbitrary(schema);
  if (result.kind !== 'ok') throw new Error(`${result.kind} at ${result.at}: ${result.reason}`);
  return fc.sample(result.arbitrary, { numRuns, seed: 42 });
}

function invalidOf(schema: JsonSchema, values: unknown[]): unknown[] {
  const validate = referenceValidator(schema);
  return values.filter((value) => referenceVerdict(validate, value) === false);
}

function isPlainJson(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object') return false;
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlainJson);
}

describe('validArbitrary on random tool schemas', () => {
  it('gives only values ajv (of the declared draft) accepts, as plain JSON', () => {
    let generated = 0;
    let crashes = 0;
    fc.assert(
      fc.property(randomToolSchema(), (schema) => {
        const result = validArbitrary(schema);
        if (result.kind !== 'ok') return true;
        generated++;
        const values = fc.sample(result.arbitrary, { numRuns: 12, seed: 1 });
        const validate = referenceValidator(schema);
        const verdicts = values.map((value) => referenceVerdict(validate, value));
        expect(values.filter((_, i) => verdicts[i] === false)).toEqual([]);
        crashes += verdicts.filter((verdict) => verdict === 'crash').length;
        expect(values.every(isPlainJson)).toBe(true);
        return true;
      }),
      { numRuns: 100, seed: 20261201 },
    );
    // Random schemas may be unsatisfiable (a pattern under a maxLength), but most are not.
    expect(generated).toBeGreaterThan(80);
    // ajv itself throws on uniqueItems over objects with an own `toString` key: valid values it cannot judge.
    console.log(`random tool schemas: ${generated}/100 generated; ajv crashed on ${crashes} valid values`);
  });
});

describe('validArbitrary keywords', () => {
  it('counts minLength and maxLength in code points, and reaches both bounds', () => {
    const schema = { type: 'string', minLength: 2, maxLength: 3 };
    const values = samples(schema) as string[];
    expect(invalidOf(schema, values)).toEqual([]);
    const lengths = new Set(values.map((s) => [...s].length));
    expect(lengths).toEqual(new Set([2, 3]));
    // Astral characters at the bound: 3 code points, up to 6 UTF-16 units.
    expect(values.some((s) => [...s].length === 3 && s.length > 3)).toBe(true);
  });

  it('honours numeric bounds, exclusive forms and multipleOf, avoiding 1e21', () => {
    const schemas: Record<string, unknown>[] = [
      { type: 'integer', minimum: -3, exclusiveMaximum: 9, multipleOf: 3 },
      { type: 'number', exclusiveMinimum: 0, maximum: 1 },
      { type: 'number', multipleOf: 0.1 },
      { type: 'integer', multipleOf: 7 },
      { type: 'integer', format: 'int32' },
    ];
    schemas.push({ type: 'number', format: 'int32', exclusiveMinimum: 2147483640 }, { type: 'integer', minimum: 1e6, maximum: 2e6 });
    for (const schema of schemas) expect(invalidOf(schema, samples(schema))).toEqual([]);
    expect(new Set(samples(schemas[0] as JsonSchema))).toEqual(new Set([-3, 0, 3, 6]));
  });

  it('says unsatisfiable when no multiple lies strictly between the bounds, instead of filtering forever', () => {
    expect(validArbitrary({ type: 'integer', exclusiveMinimum: -30, exclusiveMaximum: -28, multipleOf: 5 }).kind).toBe('unsatisfiable');
    expect(validArbitrary({ type: 'number', minimum: 0.11, maximum: 0.19, multipleOf: 0.1 }).kind).toBe('unsatisfiable');
  });

  it('reads tuples by draft: items arrays in draft-07, prefixItems in 2020-12, with a missing optional tail', () => {
    const draft07 = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'array',
      items: [{ type: 'string' }, { type: 'integer' }],
      additionalItems: false,
    };
    const draft2020 = { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false };
    for (const schema of [draft07, draft2020]) {
      const values = samples(schema) as unknown[][];
      expect(invalidOf(schema, values)).toEqual([]);
      expect(new Set(values.map((v) => v.length))).toEqual(new Set([0, 1, 2]));
    }
  });

  it('follows $ref through $defs and definitions, and recursion terminates', () => {
    const tree = {
      $defs: {
        t: { type: 'object', properties: { kids: { type: 'array', items: { $ref: '#/$defs/t' }, minItems: 1 } }, required: ['kids'] },
      },
      anyOf: [{ $ref: '#/$defs/t' }, { type: 'null' }],
    };
    const values = samples(tree, 100);
    expect(invalidOf(tree, values)).toEqual([]);
    const legacy = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: { n: { type: 'integer', minimum: 5 } },
      properties: { x: { $ref: '#/definitions/n' } },
      required: ['x'],
    };
    expect(invalidOf(legacy, samples(legacy))).toEqual([]);
  });

  it('filters with ajv what construction cannot honour (not, if, contains, propertyNames, dependentRequired), and says so', () => {
    const schemas = [
      { type: 'string', not: { enum: ['x', 'y'] }, maxLength: 2 },
      { type: 'integer', if: { minimum: 10 }, then: { multipleOf: 5 }, else: { maximum: 3 } },
      { type: 'array', items: { type: 'integer', minimum: 0, maximum: 4 }, contains: { const: 2 }, maxItems: 4 },
      { type: 'object', propertyNames: { enum: ['a', 'b', 'c'] }, minProperties: 2 },
      { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } }, dependentRequired: { a: ['b'] } },
    ];
    for (const schema of schemas) {
      const result = validArbitrary(schema);
      expect(result.kind === 'ok' && result.notes.map((n) => n.handling)).toEqual(['filtered']);
      expect(invalidOf(schema, samples(schema, 50))).toEqual([]);
    }
    // Two keys named by a one-name propertyNames: reported, not looped on (fc.uniqueArray would never end).
    expect(validArbitrary({ type: 'object', propertyNames: { enum: ['a'] }, minProperties: 2 }).kind).toBe('unsatisfiable');
  });

  it('applies the siblings of a $ref (2019-09 and later say so; ajv does it in draft-07 too)', () => {
    for (const [$schema, defs] of [
      ['http://json-schema.org/draft-07/schema#', 'definitions'],
      ['https://json-schema.org/draft/2019-09/schema', '$defs'],
    ] as const) {
      const schema = {
        $schema,
        [defs]: { s: { type: 'string' } },
        properties: { a: { $ref: `#/${defs}/s`, maxLength: 2 } },
        required: ['a'],
      };
      expect(invalidOf(schema, samples(schema))).toEqual([]);
    }
  });

  it('draws the same values from the same seed (cases replay)', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string', format: 'email' }, b: { oneOf: [{ type: 'integer' }, { type: 'number', minimum: 0 }] } },
    };
    expect(samples(schema, 50)).toEqual(samples(schema, 50));
  });

  it('bounds a recursion that goes through allOf, as the AI SDK writes a z.lazy schema (it overflowed the stack)', () => {
    const node = {
      type: 'object',
      properties: { label: { type: 'string' }, children: { type: 'array', items: { allOf: [{ $ref: '#/definitions/node' }] } } },
      required: ['label'],
    };
    const lazy = { type: 'object', properties: { tree: { allOf: [{ $ref: '#/definitions/node' }] } }, definitions: { node } };
    const values = samples(lazy, 200);
    expect(invalidOf(lazy, values)).toEqual([]);
    // Still recursive, not cut to the top level: some trees hold children of children.
    expect(values.some((value) => JSON.stringify(value).split('"children"').length > 2)).toBe(true);
    const endless = {
      allOf: [{ $ref: '#/definitions/n' }],
      definitions: { n: { type: 'object', properties: { next: { allOf: [{ $ref: '#/definitions/n' }] } }, required: ['next'] } },
    };
    expect(validArbitrary(endless).kind).toBe('unsatisfiable');
  });

  it('reports an endless required recursion as unsatisfiable data', () => {
    const result = validArbitrary({ type: 'object', properties: { next: { $ref: '#' } }, required: ['next'] });
    expect(result.kind).toBe('unsatisfiable');
  });

  it('gives oneOf values that match exactly one branch, filtering with ajv and counting it', () => {
    const schema = { oneOf: [{ type: 'integer' }, { type: 'number', minimum: 0 }] };
    const result = validArbitrary(schema);
    if (result.kind !== 'ok') throw new Error(result.reason);
    const values = fc.sample(result.arbitrary, { numRuns: 100, seed: 3 });
    expect(invalidOf(schema, values)).toEqual([]);
    expect(result.notes).toEqual([{ at: '', keyword: 'oneOf', handling: 'filtered' }]);
    expect(result.stats.ajvChecks).toBeGreaterThanOrEqual(100);
    expect(result.stats.ajvRejections).toBeGreaterThan(0);
  });

  it('merges allOf exactly when it can, and says unsatisfiable when the parts conflict', () => {
    const merged = {
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { a: { maxLength: 2 }, b: { const: 1 } }, required: ['b'] },
      ],
    };
    const result = validArbitrary(merged);
    expect(result.kind === 'ok' && result.notes).toEqual([]);
    expect(invalidOf(merged, samples(merged))).toEqual([]);
    expect(validArbitrary({ allOf: [{ type: 'string' }, { type: 'integer' }] }).kind).toBe('unsatisfiable');
    expect(validArbitrary({ type: 'string', not: {} }).kind).toBe('unsatisfiable');
  });

  it('keeps enum members the other keywords allow, and gives none of a mismatched enum', () => {
    expect(new Set(samples({ type: 'integer', enum: [1, '2', 3.5, 4] }))).toEqual(new Set([1, 4]));
    expect(validArbitrary({ type: 'integer', enum: ['1'] }).kind).toBe('unsatisfiable');
  });

  it('gives hostile keys (__proto__, constructor) as own keys of open objects, and none under additionalProperties: false', () => {
    const open = samples({ type: 'object' }, 400) as Record<string, unknown>[];
    expect(open.some((o) => Object.hasOwn(o, '__proto__'))).toBe(true);
    const closed = samples({ type: 'object', properties: { a: { type: 'null' } }, additionalProperties: false }, 200) as object[];
    expect(closed.every((o) => Object.keys(o).every((k) => k === 'a'))).toBe(true);
  });

  it('reports a remote $ref and an invalid pattern as unsupported', () => {
    expect(validArbitrary({ $ref: 'https://example.com/s.json' }).kind).toBe('unsupported');
    expect(validArbitrary({ type: 'string', pattern: '(' }).kind).toBe('unsupported');
    // Valid JavaScript that fast-check's stringMatching cannot generate from, and that no string of its alphabet matches.
    expect(validArbitrary({ type: 'string', pattern: '^(?=x)y$' }).kind).toBe('unsupported');
    const keyed = { type: 'object', patternProperties: { '(?<=a)b': { type: 'integer' } } };
    expect(validArbitrary(keyed).kind).toBe('ok');
  });

  it("falls back, for patterns fast-check cannot generate from, on the format's values or the pattern's alphabet, and says so", () => {
    // zod 4's duration pattern, with lookaheads, beside its format.
    const duration = '^P(?:(\\d+W)|(?!.*W)(?=\\d|T\\d)(\\d+Y)?(\\d+M)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+([.,]\\d+)?S)?)?)$';
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'string', format: 'duration', pattern: duration }, new RegExp(duration, 'u')],
      [{ type: 'string', pattern: '^(?=.*\\d)[a-z0-9]{8,}$' }, /^(?=.*\d)[a-z0-9]{8,}$/u],
      [{ type: 'string', pattern: '^(a)\\1$' }, /^(a)\1$/u],
      [{ type: 'string', pattern: '(?<=a)b' }, /(?<=a)b/u],
      [{ type: 'string', pattern: '\\bfoo\\b' }, /\bfoo\b/u],
    ];
    for (const [schema, regExp] of cases) {
      const result = validArbitrary(schema);
      expect(result.kind).toBe('ok');
      if (result.kind !== 'ok') continue;
      expect(result.notes).toContainEqual({ at: '', keyword: 'pattern', handling: 'filtered' });
      const values = fc.sample(result.arbitrary, { numRuns: 30, seed: 5 });
      expect(values.filter((value) => !regExp.test(value as string))).toEqual([]);
      expect(invalidOf(schema, values)).toEqual([]);
    }
  });

  it('with a pattern beside a format, draws format values the pattern accepts too', () => {
    // zod 4's email: its own regex as pattern, beside format email.
    const schema = {
      type: 'string',
      format: 'email',
      pattern: "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
    };
    const result = validArbitrary(schema);
    expect(result.kind).toBe('ok');
    const values = result.kind === 'ok' ? fc.sample(result.arbitrary, { numRuns: 200, seed: 3 }) : [];
    expect(invalidOf(schema, values)).toEqual([]);
    expect(values.some((v) => (FORMAT_SAMPLES.email.exoticValid as readonly unknown[]).includes(v))).toBe(true);
  });
});
