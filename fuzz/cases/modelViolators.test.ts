import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceValidator, referenceVerdict } from '../testing/jsonSchemaAjv.ts';
import { randomToolSchema, sampledValidArgs } from '../testing/randomToolSchema.ts';
import { FORMAT_SAMPLES } from '../schema/formats/formatSamples.ts';
import { modelViolators, type Violator, type ViolatorOperator } from './modelViolators.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';

/** Labels ajv contradicts: `invalid` it accepts, `valid` it rejects (an `either` cannot be wrong). */
function wrongLabels(schema: JsonSchema, violators: readonly Violator[]): Violator[] {
  const validate = referenceValidator(schema);
  return violators.filter((v) => {
    const verdict = referenceVerdict(validate, v.call.kind === 'args' ? v.call.args : {});
    if (verdict === 'crash' || v.expected === 'either') return false;
    if (v.call.kind === 'omitted') return v.expected === 'invalid' && verdict === true;
    return (v.expected === 'invalid') === verdict;
  });
}

function only(violators: readonly Violator[], operator: ViolatorOperator): Violator[] {
  return violators.filter((v) => v.operator === operator);
}

describe('modelViolators on random tool schemas', () => {
  it('labels every violator as ajv judges it, and most labels are definite', () => {
    const counts = { invalid: 0, valid: 0, either: 0 };
    const operators = new Set<string>();
    fc.assert(
      fc.property(randomToolSchema(), fc.nat(), (schema, seed) => {
        const sampled = sampledValidArgs(schema, seed);
        if (sampled === undefined) return;
        const args = sampled.args;
        const violators = modelViolators(schema, args);
        for (const v of violators) {
          counts[v.expected]++;
          operators.add(v.operator);
        }
        expect(
          wrongLabels(schema, violators).map((v) => `${v.operator} ${v.path} (${v.expected}: ${v.why}) ${JSON.stringify(v.call)}`),
        ).toEqual([]);
      }),
      { numRuns: 80, seed: 20261201 },
    );
    console.log(`violator labels over 80 random schemas: ${JSON.stringify(counts)}; operators seen: ${operators.size}`);
    expect(counts.invalid + counts.valid).toBeGreaterThan(counts.either);
    expect(operators.size).toBeGreaterThanOrEqual(28);
  });
});

describe('modelViolators labels, one mistake class at a time', () => {
  const tool = {
    type: 'object',
    properties: {
      unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
      note: { type: ['string', 'null'], maxLength: 3 },
      code: { type: 'string', pattern: '^[a-z]{2}-.$' },
      count: { type: 'integer', minimum: 0, multipleOf: 1 },
      user_id: { type: 'integer' },
      point: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], minItems: 1, items: false },
    },
    required: ['user_id'],
    additionalProperties: false,
  };
  const args = { unit: 'celsius', note: 'ab', code: 'ab-c', count: 3, user_id: 7, point: [1, 2] };
  const violators = modelViolators(tool, args);
  const label = (operator: ViolatorOperator, path: string) => violators.find((v) => v.operator === operator && v.path === path)?.expected;

  it('null and "" for optional fields: invalid unless the schema allows them', () => {
    expect(label('null-for-optional', '/note')).toBe('valid');
    expect(label('null-for-optional', '/unit')).toBe('invalid');
    expect(label('empty-string-for-optional', '/note')).toBe('valid');
    expect(label('empty-string-for-optional', '/code')).toBe('invalid');
    expect(label('null-for-optional', '/user_id')).toBeUndefined();
  });

  it('stringified values, numeric strings and case variants are invalid here', () => {
    expect(label('stringified-object', '')).toBe('invalid');
    expect(label('stringified-array', '/point')).toBe('invalid');
    expect(label('numeric-string', '/count')).toBe('invalid');
    expect(label('enum-case-variant', '/unit')).toBe('invalid');
    expect(label('pattern-case-variant', '/code')).toBe('invalid');
  });

  it('keys: misspelled and extra keys break additionalProperties: false; hostile keys are own keys', () => {
    expect(label('misspelled-key', '/user_id')).toBe('invalid');
    expect(label('extra-key', '')).toBe('invalid');
    const proto = only(violators, 'hostile-key').find(
      (v) => v.call.kind === 'args' && Object.prototype.hasOwnProperty.call(v.call.args, '__proto__'),
    );
    expect(proto?.expected).toBe('invalid');
    const open = modelViolators({ type: 'object', properties: { a: { type: 'string' } } }, { a: 'x' });
    expect(only(open, 'extra-key').map((v) => v.expected)).toEqual(['valid']);
    expect(only(open, 'misspelled-key').map((v) => v.expected)).toEqual(['valid']);
  });

  it('hostile keys go key by key over every object: __proto__ reaches a nested record before constructor reaches the top', () => {
    const schema = {
      type: 'object',
      properties: { pr: { type: 'integer' }, labels: { type: 'object', additionalProperties: { type: 'string' } } },
      required: ['pr', 'labels'],
      additionalProperties: false,
    };
    const hostile = only(modelViolators(schema, { pr: 1, labels: {} }), 'hostile-key');
    const keyAt = (v: Violator) =>
      `${v.path} ${Object.keys(
        v.call.kind === 'args' ? ((v.path === '' ? v.call.args : (v.call.args as { labels: object }).labels) as object) : {},
      )
        .filter((k) => k !== 'pr' && k !== 'labels')
        .join()}`;
    expect(hostile.map(keyAt)).toEqual([
      ' __proto__',
      '/labels __proto__',
      ' constructor',
      '/labels constructor',
      ' toString',
      '/labels toString',
    ]);
    // A string is required under labels: the object under __proto__ breaks the schema, own properties read.
    expect(hostile[1]?.expected).toBe('invalid');
  });

  it('omitted arguments are invalid when a key is required, doubtful when none is', () => {
    expect(label('omitted-arguments', '')).toBe('invalid');
    expect(only(modelViolators({ type: 'object', properties: {} }, {}), 'omitted-arguments')[0]?.expected).toBe('either');
  });

  it('number edges: 1e400 is a number past every double and travels as JSON text, -0 is 0, 1e21 is left to the validator', () => {
    const infinity = only(violators, 'overflow-to-infinity').find((v) => v.path === '/count');
    // count has a multipleOf: exact in decimal, beyond ajv's doubles, so left to the validator.
    expect(infinity?.expected).toBe('either');
    expect(infinity?.why).toMatch(/multipleOf/);
    const unbounded = modelViolators({ type: 'object', properties: { n: { type: 'integer', minimum: 1 } } }, { n: 2 });
    expect(only(unbounded, 'overflow-to-infinity')[0]?.expected).toBe('valid');
    const bounded = modelViolators({ type: 'object', properties: { n: { type: 'integer', maximum: 10 } } }, { n: 2 });
    expect(only(bounded, 'overflow-to-infinity')[0]?.why).toMatch(/maximum/);
    expect(infinity?.call.kind === 'args' && infinity.call.rawJson).toContain('"count":1e400');
    expect(label('negative-zero', '/count')).toBe('valid');
    expect(
      modelViolators({ type: 'object', properties: { t: { type: 'number', exclusiveMinimum: 0 } } }, { t: 1 }).find(
        (v) => v.operator === 'negative-zero',
      )?.expected,
    ).toBe('invalid');
    // JSON Schema says 1e21 is a multiple of 1; ajv's parseInt says no: the label says either.
    expect(label('exponent-multiple', '/count')).toBe('either');
  });

  it('-1e400 beside 1e400 where no lower bound is declared: a whole number below every double, so under every maximum', () => {
    const literals = (schema: Record<string, unknown>, options?: { finiteNumbers: true }) =>
      only(modelViolators({ type: 'object', properties: { n: schema } }, { n: 2 }, undefined, options), 'overflow-to-infinity').map((v) => [
        v.call.kind === 'args' ? v.call.rawJson : undefined,
        v.expected,
      ]);
    // 1e400 first: the mistake's rounds go down its list, and the positive edge is the one most runtimes miss.
    expect(literals({ type: 'integer', maximum: 10 })).toEqual([
      ['{"n":1e400}', 'invalid'],
      ['{"n":-1e400}', 'valid'],
    ]);
    // Below a minimum, -1e400 is out of range in every reading: only 1e400 tells them apart.
    expect(literals({ type: 'number', minimum: 1 })).toEqual([['{"n":1e400}', 'valid']]);
    expect(literals({ type: 'number', exclusiveMinimum: 0 })).toEqual([['{"n":1e400}', 'valid']]);
    expect(literals({ type: 'number', exclusiveMaximum: 0, multipleOf: 2 })).toEqual([
      ['{"n":1e400}', 'either'],
      ['{"n":-1e400}', 'either'],
    ]);
    // A reference that reads numbers as doubles (SchemaSpec's): -Infinity is no number at all.
    expect(literals({ type: 'number' }, { finiteNumbers: true })).toEqual([
      ['{"n":1e400}', 'invalid'],
      ['{"n":-1e400}', 'invalid'],
    ]);
  });

  it('astral characters: at maxLength valid, one past invalid, and `.` reads one code point', () => {
    expect(label('astral-at-length-bound', '/note')).toBe('valid');
    expect(label('astral-past-length-bound', '/note')).toBe('invalid');
    const dot = only(violators, 'astral-in-dot-pattern')[0];
    expect(dot?.expected).toBe('valid');
    expect(dot?.call.kind === 'args' && (dot.call.args as { code: string }).code).toBe('ab-😀');
    const min = modelViolators({ type: 'object', properties: { s: { type: 'string', minLength: 4 } } }, { s: 'abcd' });
    // Three code points, four UTF-16 units: under minLength, yet long enough for a UTF-16 count.
    expect(only(min, 'astral-past-length-bound')[0]?.call).toEqual({ kind: 'args', args: { s: '😀aa' } });
    const exact = { type: 'object', properties: { flag: { type: 'string', minLength: 2, maxLength: 2 } } };
    const atExact = modelViolators(exact, { flag: 'ab' });
    expect(only(atExact, 'astral-past-length-bound').map((v) => [v.call, v.expected])).toEqual([
      [{ kind: 'args', args: { flag: '😀' } }, 'invalid'],
    ]);
    expect(only(atExact, 'astral-at-length-bound').map((v) => [v.call, v.expected])).toEqual([
      [{ kind: 'args', args: { flag: '😀😀' } }, 'valid'],
    ]);
    expect(wrongLabels(exact, atExact)).toEqual([]);
  });

  it('a tuple missing its optional tail is valid within minItems', () => {
    expect(label('tuple-missing-tail', '/point')).toBe('valid');
    const strict = modelViolators({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'string' }], minItems: 2 }, ['a', 'b']);
    expect(only(strict, 'tuple-missing-tail')[0]?.expected).toBe('invalid');
    // Items past the tuple (draft 07 allows them unless additionalItems says no) are cut with the tail.
    const open = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'array',
      items: [{ type: 'integer' }, { type: 'integer' }],
      minItems: 1,
    };
    const longer = only(modelViolators(open, [10, 20, 'x', null]), 'tuple-missing-tail');
    expect(longer.map((v) => [v.call, v.expected])).toEqual([[{ kind: 'args', args: [10] }, 'valid']]);
    expect(wrongLabels(open, longer)).toEqual([]);
  });

  it('args matching two oneOf branches are invalid', () => {
    const schema = { type: 'object', properties: { id: { oneOf: [{ type: 'integer' }, { type: 'number', minimum: 0 }] } } };
    const found = only(modelViolators(schema, { id: 1.5 }), 'two-oneof-branches');
    expect(found.map((v) => v.expected)).toEqual(['invalid']);
    expect(wrongLabels(schema, found)).toEqual([]);
  });

  it('omitted keys: a required one makes the args invalid, an optional one not, unless a keyword counts keys', () => {
    const schema = { type: 'object', properties: { q: { type: 'string' }, limit: { type: 'integer' } }, required: ['q'] };
    const found = only(modelViolators(schema, { q: 'x', limit: 2 }), 'omitted-key');
    expect(found.map((v) => [v.path, v.expected])).toEqual([
      ['/q', 'invalid'],
      ['/limit', 'valid'],
    ]);
    expect(wrongLabels(schema, found)).toEqual([]);
    const counted = only(modelViolators({ ...schema, minProperties: 2 }, { q: 'x', limit: 2 }), 'omitted-key');
    expect(counted.map((v) => [v.path, v.expected])).toEqual([
      ['/q', 'invalid'],
      ['/limit', 'either'],
    ]);
  });

  it('doubts what draft-07 and ajv read differently: the siblings of a $ref', () => {
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: { s: { type: 'string' } },
      properties: { a: { $ref: '#/definitions/s', maxLength: 2 } },
    };
    expect(only(modelViolators(schema, { a: 'ab' }), 'astral-past-length-bound')).toEqual([]);
    expect(only(modelViolators(schema, { a: 'ab' }), 'null-for-optional').map((v) => v.expected)).toEqual(['either']);
    // A renamed or dropped key leaves the $ref behind: that label stays definite.
    const values = modelViolators(schema, { a: 'ab' }).filter(
      (v) => v.path === '/a' && v.operator !== 'misspelled-key' && v.operator !== 'omitted-key',
    );
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => v.expected === 'either')).toBe(true);
  });

  it('format edges: exotic values are valid, close ones invalid, disputed ones left to the validator', () => {
    const schema = {
      type: 'object',
      properties: { at: { type: 'string', format: 'date-time' }, mail: { type: 'string', format: 'email' } },
    };
    const found = modelViolators(schema, { at: '2024-01-01T00:00:00Z', mail: 'a@b.co' });
    const labels = (operator: ViolatorOperator) => only(found, operator).map((v) => v.expected);
    // Every sample of both formats, so the round-robin over a mistake's violators reaches each.
    const count = (key: 'exoticValid' | 'closeInvalid' | 'disputed') =>
      FORMAT_SAMPLES['date-time'][key].length + FORMAT_SAMPLES.email[key].length;
    expect(labels('format-exotic-valid')).toEqual(Array(count('exoticValid')).fill('valid'));
    expect(labels('format-close-invalid')).toEqual(Array(count('closeInvalid')).fill('invalid'));
    expect(labels('format-disputed')).toEqual(Array(count('disputed')).fill('either'));
    expect(only(found, 'format-disputed').at(-1)?.why).toMatch(/RFC 5321|RFC 6531/);
    expect(wrongLabels(schema, found)).toEqual([]);
  });

  it('format edges beside a pattern: samples the pattern accepts (the format edge) alternate with those it rejects (the pattern)', () => {
    const duration = '^P(?:(\\d+W)|(?!.*W)(?=\\d|T\\d)(\\d+Y)?(\\d+M)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+([.,]\\d+)?S)?)?)$';
    const schema = { type: 'object', properties: { timeout: { type: 'string', format: 'duration', pattern: duration } } };
    const found = modelViolators(schema, { timeout: 'PT1M' });
    const values = (operator: ViolatorOperator) =>
      only(found, operator).map((v) => v.call.kind === 'args' && (v.call.args as { timeout: string }).timeout);
    expect(values('format-disputed')).toEqual(['PT0.5S', 'P0.5D', 'PT1,5H']);
    expect(wrongLabels(schema, found)).toEqual([]);
    // A shape-only date regex: the impossible days it lets through (the format's edge) alternate with the
    // misses it catches itself (a test of the pattern), each in the samples' order.
    const dated = { type: 'object', properties: { day: { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } } };
    const days = only(modelViolators(dated, { day: '2024-01-01' }), 'format-close-invalid').map(
      (v) => v.call.kind === 'args' && (v.call.args as { day: string }).day,
    );
    expect(days.slice(0, 6)).toEqual(['2023-02-29', '2024-1-01', '2024-02-30', '2024/01/01', '2024-04-31', '20240101']);
    expect([...days].sort()).toEqual([...FORMAT_SAMPLES.date.closeInvalid].sort());
  });

  it('format edges of two fields alternate, so the second is not left behind the first', () => {
    const schema = { type: 'object', properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } } };
    const paths = only(modelViolators(schema, { from: '2024-01-01', to: '2024-01-02' }), 'format-close-invalid').map((v) => v.path);
    expect(paths.slice(0, 4)).toEqual(['/from', '/to', '/from', '/to']);
  });

  it('the labels of this tool agree with ajv', () => {
    expect(wrongLabels(tool, violators)).toEqual([]);
  });
});
