import { describe, expect, it } from 'vitest';
import { referenceValidator, referenceVerdict } from '../../testing/jsonSchemaAjv.ts';
import { modelViolators, type Violator, type ViolatorOperator } from '../modelViolators.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import { enumNearMissValues, wrongTypedValue } from './typeOperators.ts';

/** Labels ajv contradicts (an `either` cannot be wrong). */
function wrongLabels(schema: JsonSchema, violators: readonly Violator[]): string[] {
  const validate = referenceValidator(schema);
  return violators
    .filter((v) => {
      if (v.call.kind !== 'args' || v.expected === 'either') return false;
      const verdict = referenceVerdict(validate, v.call.args);
      return verdict !== 'crash' && (v.expected === 'invalid') === verdict;
    })
    .map((v) => `${v.operator} ${v.path}: ${v.expected} (${v.why})`);
}

const tool = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    days: { type: 'integer', minimum: 1 },
    unit: { enum: ['celsius', 'fahrenheit'] },
    level: { type: 'integer', enum: [1, 2] },
    loose: { enum: ['1', 1] },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
    where: { type: 'object', properties: { lat: { type: 'number' } }, required: ['lat'] },
    note: { type: ['string', 'null'] },
  },
  required: ['city', 'days', 'note'],
};
const args = { city: 'Oslo', days: 3, unit: 'celsius', level: 1, loose: '1', tags: ['a', 'b'], where: { lat: 1.5 }, note: null };
const violators = modelViolators(tool, args);
const of = (operator: ViolatorOperator) => violators.filter((v) => v.operator === operator);
const at = (operator: ViolatorOperator) => Object.fromEntries(of(operator).map((v) => [v.path, v.expected]));
const argsOf = (v: Violator | undefined) => (v?.call.kind === 'args' ? v.call.args : undefined) as Record<string, unknown> | undefined;

describe('the type-level mistakes ported from the SchemaSpec mutators', () => {
  it('wrong-type: a value of another JSON type at every typed position below the top level, invalid there', () => {
    const labels = at('wrong-type');
    expect(Object.keys(labels).sort()).toEqual([
      '/city',
      '/days',
      '/level',
      '/note',
      '/tags',
      '/tags/0',
      '/tags/1',
      '/where',
      '/where/lat',
    ]);
    expect(Object.values(labels).every((e) => e === 'invalid')).toBe(true);
    // No number is offered where integer is declared, and nothing a type list allows.
    expect(wrongTypedValue(['integer'], 1, 1)).not.toBeTypeOf('number');
    expect(wrongTypedValue(['string', 'null'], 'x', 3)).not.toBeNull();
    expect(wrongTypedValue(['string', 'number', 'boolean', 'null', 'object', 'array'], 1, 0)).toBeUndefined();
  });

  it('null-for-required: invalid unless the key allows null', () => {
    expect(at('null-for-required')).toEqual({ '/city': 'invalid', '/days': 'invalid', '/where/lat': 'invalid' });
  });

  it('fraction-for-integer: the integer plus a half, invalid for an integer key', () => {
    expect(at('fraction-for-integer')).toEqual({ '/days': 'invalid', '/level': 'invalid' });
    expect(argsOf(of('fraction-for-integer')[0])?.days).toBe(3.5);
  });

  it('array-for-object and object-for-array swap the containers, invalid where the type is declared', () => {
    expect(at('array-for-object')).toEqual({ '/where': 'invalid' });
    expect(at('object-for-array')).toEqual({ '/tags': 'invalid' });
    expect(argsOf(of('object-for-array')[0])?.tags).toEqual(expect.any(Object));
    // Without a declared type, an array where an object was is the object keywords' to judge: no sure label.
    const untyped = modelViolators({ type: 'object', properties: { o: { properties: { a: { type: 'string' } } } } }, { o: { a: 'x' } });
    expect(untyped.filter((v) => v.operator === 'array-for-object').map((v) => v.expected)).toEqual(['either']);
  });

  it('bad-array-element: a wrong item over an existing one or pushed after the last, and maxItems counts', () => {
    const found = of('bad-array-element');
    expect(found.map((v) => [v.path, v.expected])).toEqual([
      ['/tags/2', 'invalid'],
      ['/tags/0', 'invalid'],
      ['/tags/1', 'invalid'],
    ]);
    expect((argsOf(found[0])?.tags as unknown[]).length).toBe(3);
    // A pushed item the items schema allows, past maxItems: invalid for the count.
    const full = modelViolators({ type: 'array', items: { type: 'string' }, maxItems: 1 }, ['a']);
    expect(full.filter((v) => v.operator === 'bad-array-element' && v.path === '/1').map((v) => v.why)).toEqual(['type is "string"']);
  });

  it('non-object-top-level: null, [], the args wrapped, scalars and their JSON string, all invalid for an object schema', () => {
    const found = of('non-object-top-level');
    expect(found.map((v) => v.call.kind === 'args' && v.call.args)).toEqual([null, [], [args], 'x', 0, true, JSON.stringify(args)]);
    expect(found.every((v) => v.expected === 'invalid')).toBe(true);
    // No `type` at the top: a scalar is valid there, and the label says so.
    const untyped = modelViolators({ properties: { a: { type: 'string' } } }, { a: 'x' });
    expect(untyped.filter((v) => v.operator === 'non-object-top-level' && v.call.kind === 'args' && v.call.args === 'x')[0]?.expected).toBe(
      'valid',
    );
  });

  it('enum-near-miss: whitespace, plurals, numbers for numeric strings and back, never a member nor a case variant', () => {
    expect(enumNearMissValues('celsius', ['celsius', 'fahrenheit'])).toEqual([
      ' celsius',
      'celsius ',
      'celsiuss',
      ' fahrenheit',
      'fahrenheit ',
      'fahrenheits',
    ]);
    expect(enumNearMissValues(1, [1, 2])).toEqual(['1', 1.5, '2', 3, 2.5]);
    // A mixed enum's members are never near misses of each other.
    expect(enumNearMissValues('1', ['1', 1])).toEqual([' 1', '1 ', '1s', 2, 1.5]);
    expect(new Set(of('enum-near-miss').map((v) => v.expected))).toEqual(new Set(['invalid']));
  });

  it('every label of the ported operators agrees with ajv', () => {
    expect(wrongLabels(tool, violators)).toEqual([]);
  });
});
