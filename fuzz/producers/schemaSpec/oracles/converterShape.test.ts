import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineOwn } from '../../../json/ownProperty.ts';
import type { PropSpec, SchemaSpec } from '../../../reference/schemaSpec.ts';
import { referenceJsonSchema as schemaSpecToJsonSchema } from '../../../reference/referenceConversion.ts';
import * as additionalProperties from '../../../../fixtures/subjects/converter-additional-properties.ts';
import * as enumDropped from '../../../../fixtures/subjects/converter-enum-dropped.ts';
import * as integerAsNumber from '../../../../fixtures/subjects/converter-integer-as-number.ts';
import * as itemsDropped from '../../../../fixtures/subjects/converter-items-dropped.ts';
import * as nestedRequiredDropped from '../../../../fixtures/subjects/converter-nested-required-dropped.ts';
import * as optionalNullable from '../../../../fixtures/subjects/converter-optional-nullable.ts';
import * as requiredAllKeys from '../../../../fixtures/subjects/converter-required-all-keys.ts';
import * as requiredLeaked from '../../../../fixtures/subjects/converter-required-leaked.ts';
import * as faithful from '../../../../fixtures/subjects/faithful/index.ts';
import { specArbitrary } from '../../../cases/typed/specArbitrary.ts';
import { converterShapeProblems } from './converterShape.ts';

/** A spec that exercises every place a converter can go wrong. */
const SPEC: SchemaSpec = {
  path: { type: 'string', required: true, description: 'Where.' },
  mode: { type: 'string', enum: ['fast', 'slow'] },
  count: { type: 'integer', default: 1 },
  options: { type: 'object', properties: { depth: { type: 'integer', required: true }, label: { type: 'string' } } },
  files: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', required: true } } } },
};

type Convert = (spec: never) => unknown;
const convert = (converter: Convert, spec: SchemaSpec): unknown => converter(spec as never);

describe('converterShapeProblems: faithful converters', () => {
  it('finds nothing wrong with the reference converter on random specs (hostile keys included)', () => {
    fc.assert(
      fc.property(specArbitrary(), (spec) => {
        expect(converterShapeProblems(schemaSpecToJsonSchema(spec), spec)).toEqual([]);
      }),
      { numRuns: 200, seed: 11 },
    );
  });

  it('finds nothing wrong with the independent faithful subject on random specs', () => {
    fc.assert(
      fc.property(specArbitrary(), (spec) => {
        expect(converterShapeProblems(convert(faithful.schemaSpecToJsonSchema, spec), spec)).toEqual([]);
      }),
      { numRuns: 100, seed: 12 },
    );
  });

  it('accepts a schema that omits an empty `required`, at the top level and nested', () => {
    const spec: SchemaSpec = { a: { type: 'string' }, o: { type: 'object', properties: { b: { type: 'number' } } } };
    const schema = { type: 'object', properties: { a: { type: 'string' }, o: { type: 'object', properties: { b: { type: 'number' } } } } };
    expect(converterShapeProblems(schema, spec)).toEqual([]);
  });

  it('accepts a schema that omits `properties` for an empty spec', () => {
    expect(converterShapeProblems({ type: 'object' }, {})).toEqual([]);
    expect(converterShapeProblems({ type: 'object', properties: {}, required: [] }, {})).toEqual([]);
  });

  it('accepts required keys listed in another order', () => {
    const spec: SchemaSpec = { a: { type: 'string', required: true }, b: { type: 'string', required: true } };
    expect(
      converterShapeProblems({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['b', 'a'] }, spec),
    ).toEqual([]);
  });

  it('handles a declared `__proto__` key as a key', () => {
    const spec: Record<string, PropSpec> = {};
    defineOwn(spec, '__proto__', { type: 'string', required: true });
    expect(converterShapeProblems(schemaSpecToJsonSchema(spec), spec)).toEqual([]);
    // A converter that assigns `properties.__proto__ = ...` sets a prototype instead: the key is dropped.
    const properties: Record<string, unknown> = {};
    properties['__proto__'] = { type: 'string' };
    expect(converterShapeProblems({ type: 'object', properties, required: ['__proto__'] }, spec)).toEqual([
      'the top-level schema drops the property "__proto__"',
    ]);
  });
});

describe('converterShapeProblems: seeded converter bugs whose header lists CONVERTER_INVALID', () => {
  it('flags additionalProperties on every object level (converter-additional-properties)', () => {
    const problems = converterShapeProblems(convert(additionalProperties.schemaSpecToJsonSchema, SPEC), SPEC);
    expect(problems).toContain('the top-level schema has additionalProperties (the tool layer allows extra keys)');
    expect(problems).toContain('the schema of options has additionalProperties (the tool layer allows extra keys)');
    expect(problems).toContain('the schema of files[0] has additionalProperties (the tool layer allows extra keys)');
  });

  it('flags a `[T, "null"]` type on optional props (converter-optional-nullable)', () => {
    const problems = converterShapeProblems(convert(optionalNullable.schemaSpecToJsonSchema, SPEC), SPEC);
    expect(problems).toContain('the schema of mode has type ["string","null"] where the spec declares "string"');
    expect(problems).toContain('the schema of options.label has type ["string","null"] where the spec declares "string"');
    expect(problems.some((p) => p.startsWith('the schema of path '))).toBe(false); // required: left alone
  });

  it('flags draft-3 boolean `required` and the missing required arrays (converter-required-leaked)', () => {
    const problems = converterShapeProblems(convert(requiredLeaked.schemaSpecToJsonSchema, SPEC), SPEC);
    expect(problems).toContain('the top-level schema has no required array of key names');
    expect(problems).toContain('the schema of path carries a boolean required (draft-07 needs a required array on the parent)');
    expect(problems).toContain('the schema of options.depth carries a boolean required (draft-07 needs a required array on the parent)');
    expect(problems).toContain('the schema of files[0].name carries a boolean required (draft-07 needs a required array on the parent)');
  });

  it('every converter subject whose header lists CONVERTER_INVALID is flagged on the same spec', () => {
    for (const subject of [additionalProperties, optionalNullable, requiredLeaked]) {
      expect(converterShapeProblems(convert(subject.schemaSpecToJsonSchema, SPEC), SPEC).length).toBeGreaterThan(0);
    }
  });
});

describe('converterShapeProblems: other converter bugs', () => {
  it('leaves a dropped enum to the case oracles (converter-enum-dropped)', () => {
    expect(converterShapeProblems(convert(enumDropped.schemaSpecToJsonSchema, SPEC), SPEC)).toEqual([]);
  });

  it('flags a type other than the declared one (converter-integer-as-number)', () => {
    expect(converterShapeProblems(convert(integerAsNumber.schemaSpecToJsonSchema, SPEC), SPEC)).toContain(
      'the schema of count has type "number" where the spec declares "integer"',
    );
  });

  it('flags dropped items (converter-items-dropped)', () => {
    expect(converterShapeProblems(convert(itemsDropped.schemaSpecToJsonSchema, SPEC), SPEC)).toEqual([
      'the schema of files[0] is not an object',
    ]);
  });

  it('flags a nested object that requires nothing although the spec requires a key (converter-nested-required-dropped)', () => {
    expect(converterShapeProblems(convert(nestedRequiredDropped.schemaSpecToJsonSchema, SPEC), SPEC)).toEqual([
      'the schema of options has no required array of key names',
      'the schema of files[0] has no required array of key names',
    ]);
  });

  it('flags optional keys listed as required (converter-required-all-keys)', () => {
    const problems = converterShapeProblems(convert(requiredAllKeys.schemaSpecToJsonSchema, SPEC), SPEC);
    expect(problems).toContain('the top-level schema requires "mode", "count", "options", "files", which the spec leaves optional');
    expect(problems).toContain('the schema of options requires "label", which the spec leaves optional');
  });
});

describe('converterShapeProblems: hand-made broken schemas', () => {
  const spec: SchemaSpec = { a: { type: 'string', required: true }, o: { type: 'object', properties: { b: { type: 'number' } } } };

  it.each<[string, unknown, string]>([
    ['a non-object schema', 'nope', 'the converted schema is not an object'],
    ['null', null, 'the converted schema is not an object'],
    ['an array', [], 'the converted schema is not an object'],
  ])('rejects %s outright', (_, schema, problem) => {
    expect(converterShapeProblems(schema, spec)).toEqual([problem]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a top level that is not an object type',
      {
        type: 'array',
        properties: { a: { type: 'string' }, o: { type: 'object', properties: { b: { type: 'number' } } } },
        required: ['a'],
      },
      'the top-level schema has type "array" instead of "object"',
    ],
    ['no properties object', { type: 'object', required: ['a'] }, 'the top-level schema has no properties object'],
    [
      'a required that is not an array',
      {
        type: 'object',
        properties: { a: { type: 'string' }, o: { type: 'object', properties: { b: { type: 'number' } } } },
        required: 'a',
      },
      'the top-level schema has no required array of key names',
    ],
    [
      'a required listing a non-string',
      {
        type: 'object',
        properties: { a: { type: 'string' }, o: { type: 'object', properties: { b: { type: 'number' } } } },
        required: ['a', 1],
      },
      'the top-level schema has no required array of key names',
    ],
    [
      'a required key left out',
      { type: 'object', properties: { a: { type: 'string' }, o: { type: 'object', properties: { b: { type: 'number' } } } }, required: [] },
      'the top-level schema does not require "a"',
    ],
    [
      'a dropped property',
      { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
      'the top-level schema drops the property "o"',
    ],
    [
      'an undeclared property',
      {
        type: 'object',
        properties: { a: { type: 'string' }, o: { type: 'object', properties: { b: { type: 'number' } } }, z: { type: 'string' } },
        required: ['a'],
      },
      'the top-level schema adds the undeclared property "z"',
    ],
    [
      'a property schema that is not an object',
      { type: 'object', properties: { a: true, o: { type: 'object', properties: { b: { type: 'number' } } } }, required: ['a'] },
      'the schema of a is not an object',
    ],
    [
      'additionalProperties on an object without declared properties',
      {
        type: 'object',
        properties: { a: { type: 'string' }, o: { type: 'object', additionalProperties: false, properties: { b: { type: 'number' } } } },
        required: ['a'],
      },
      'the schema of o has additionalProperties (the tool layer allows extra keys)',
    ],
    [
      'a nested object without properties',
      { type: 'object', properties: { a: { type: 'string' }, o: { type: 'object' } }, required: ['a'] },
      'the schema of o has no properties object',
    ],
  ])('flags %s', (_, schema, problem) => {
    expect(converterShapeProblems(schema, spec)).toContain(problem);
  });

  it('flags additionalProperties on a scalar or on an object declared without properties', () => {
    const bare: SchemaSpec = { bag: { type: 'object' }, s: { type: 'string' } };
    const schema = {
      type: 'object',
      properties: { bag: { type: 'object', additionalProperties: true }, s: { type: 'string', additionalProperties: false } },
      required: [],
    };
    expect(converterShapeProblems(schema, bare)).toEqual([
      'the schema of bag has additionalProperties (the tool layer allows extra keys)',
      'the schema of s has additionalProperties (the tool layer allows extra keys)',
    ]);
  });

  // Regression test, fixed: converterShape.ts:17 returns early for a spec without keys when `properties` is absent,
  // before `required` is looked at, so a schema requiring a key the (empty) spec never declares
  // passes the shape check (`required` only from `required: true`).
  it('flags a required key on an object level whose spec declares no keys', () => {
    expect(converterShapeProblems({ type: 'object', required: ['ghost'] }, {})).not.toEqual([]);
  });

  // Regression test, fixed: same early return one level down: an object prop declared with `properties: {}`.
  it('flags a required key on a nested object declared with empty properties', () => {
    const schema = { type: 'object', properties: { o: { type: 'object', required: ['ghost'] } }, required: [] };
    expect(converterShapeProblems(schema, { o: { type: 'object', properties: {} } })).not.toEqual([]);
  });

  it('names non-identifier keys as violations do', () => {
    const hostile: SchemaSpec = { 'a.b': { type: 'string' } };
    expect(converterShapeProblems({ type: 'object', properties: { 'a.b': { type: 'number' } } }, hostile)).toEqual([
      'the schema of ["a.b"] has type "number" where the spec declares "string"',
    ]);
  });
});
