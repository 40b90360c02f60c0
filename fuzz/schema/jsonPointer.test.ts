import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atPointer, childPointer, isWithinPointer, pointerOf, pointerSegments, pointerTokens } from './jsonPointer.ts';

describe('JSON Pointers', () => {
  it('read back the tokens they were written from, whatever `~` and `/` the keys hold', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', '~', '/', '0', '1', '😀') })), (tokens) => {
        expect(pointerTokens(pointerOf(tokens))).toEqual(tokens);
      }),
    );
    expect(pointerOf(['a/b', 'm~n', 2])).toBe('/a~1b/m~0n/2');
    expect(childPointer('', '')).toBe('/');
    expect(pointerTokens('a/b')).toBeUndefined();
  });

  it('give numbers where the data holds an array, or (no data) where a token is written as an index', () => {
    const data = { '0': { items: ['x', 'y'] }, list: [{ '1': true }] };
    expect(pointerSegments('/0/items/1', { data })).toEqual(['0', 'items', 1]);
    expect(pointerSegments('/list/0/1', { data })).toEqual(['list', 0, '1']);
    expect(pointerSegments('/list/0/1')).toEqual(['list', 0, 1]);
    expect(pointerSegments('/a/01/~1')).toEqual(['a', '01', '/']);
    expect(pointerSegments('')).toEqual([]);
  });

  it('name values by own keys and canonical array indexes only', () => {
    const root = JSON.parse('{"a":[{"b~c":1}],"__proto__":{"d":2}}') as unknown;
    expect(atPointer(root, '/a/0/b~0c')).toBe(1);
    expect(atPointer(root, '/__proto__/d')).toBe(2);
    expect(atPointer(root, '')).toBe(root);
    for (const missing of ['/a/length', '/a/00', '/a/1', '/constructor', '/a/0/b~0c/x', 'a'])
      expect(atPointer(root, missing)).toBeUndefined();
  });

  it('tell a location below another from a sibling that shares its prefix', () => {
    expect(isWithinPointer('/a/b', '/a')).toBe(true);
    expect(isWithinPointer('/a', '/a')).toBe(true);
    expect(isWithinPointer('/ab', '/a')).toBe(false);
  });
});
