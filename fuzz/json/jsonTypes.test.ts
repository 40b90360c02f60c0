import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { NumberLiteral } from '../shrink/exactArgs.ts';
import { valueHasJsonType } from '../schema/jsonTypeOf.ts';
import { isJsonObject, isObjectRecord } from './jsonTypes.ts';

class Point {
  x = 1;
}

// What JSON.parse can make of an object, and what it never makes.
const PLAIN: [string, unknown][] = [
  ['{}', {}],
  ['JSON.parse of an object', JSON.parse('{"a":1}')],
  ['a parsed "__proto__" key (an own key, not a prototype)', JSON.parse('{"__proto__":{"x":1}}')],
  ['Object.create(null)', Object.create(null)],
  ["another realm's object", runInNewContext('({ a: 1 })')],
];
const NOT_PLAIN: [string, unknown][] = [
  ['an array', []],
  ["another realm's array", runInNewContext('[1]')],
  ['null', null],
  ['a string', 'x'],
  ['a function', () => {}],
  ['a Date', new Date(0)],
  ['a Map', new Map([['a', 1]])],
  ['a class instance', new Point()],
  ["the shrinker's NumberLiteral", new NumberLiteral('-0')],
  ['a boxed string', new String('x')],
];

describe('isJsonObject', () => {
  it.each(PLAIN)('is true for %s', (_, value) => {
    expect(isJsonObject(value)).toBe(true);
    expect(valueHasJsonType('object', value)).toBe(true);
  });

  it.each(NOT_PLAIN)('is false for %s', (_, value) => {
    expect(isJsonObject(value)).toBe(false);
    expect(valueHasJsonType('object', value)).toBe(false);
  });
});

describe('isObjectRecord', () => {
  it('takes every non-array object, class instances included, and nothing else', () => {
    for (const value of [{}, Object.create(null), new Date(0), new Map(), new Point(), new NumberLiteral('1e400')])
      expect(isObjectRecord(value)).toBe(true);
    for (const value of [[], null, 'x', 1, () => {}]) expect(isObjectRecord(value)).toBe(false);
  });
});
