import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEEDS_PARSE, parsedJsonOf } from './parsedJsonOf.ts';

/** Deep equality that tells 0 from -0 and sees an own `__proto__` key and key order, as the JSON text does. */
const sameJsonValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  (typeof a === 'object' &&
    a !== null &&
    typeof b === 'object' &&
    b !== null &&
    Array.isArray(a) === Array.isArray(b) &&
    Object.getPrototypeOf(a) === Object.getPrototypeOf(b) &&
    JSON.stringify(Object.keys(a)) === JSON.stringify(Object.keys(b)) &&
    Object.keys(a).every((k) => sameJsonValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])));

describe('parsedJsonOf', () => {
  it('writes -0 as 0 where JSON would, and shares every part without one', () => {
    const inner = { a: 'x', b: [1, 2] };
    const args = { keep: inner, n: -0, list: [0, -0, { z: -0 }] };
    const parsed = parsedJsonOf(args) as typeof args;
    expect(sameJsonValue(parsed, JSON.parse(JSON.stringify(args)))).toBe(true);
    expect(Object.is(parsed.n, 0)).toBe(true);
    expect(parsed.keep).toBe(inner);
    expect(Object.is(args.n, -0)).toBe(true);
    expect(parsedJsonOf(inner)).toBe(inner);
  });

  it('keeps an own __proto__ key a key, in its place', () => {
    const args = JSON.parse('{"__proto__":{"x":-0},"a":1}') as unknown;
    (args as Record<string, unknown>).b = -0;
    const parsed = parsedJsonOf(args);
    expect(JSON.stringify(parsed)).toBe('{"__proto__":{"x":0},"a":1,"b":0}');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('hands back plain JSON values as they are, an own __proto__ key among them', () => {
    const withProto = JSON.parse('{"__proto__":{"polluted":true},"a":[1,"x",null,false]}') as unknown;
    expect(parsedJsonOf(withProto)).toBe(withProto);
    const nested = { a: { b: [0, 1.5, ''] } };
    expect(parsedJsonOf(nested)).toBe(nested);
  });

  it('leaves to JSON.parse what the round trip changes otherwise: non-finite numbers, undefined, holes, prototypes, hidden keys, getters', () => {
    const values: unknown[] = [
      undefined,
      Number.NaN,
      Infinity,
      [Infinity],
      { a: undefined },
      [1, , 2],
      Object.create(null),
      new Date(0),
      () => 1,
      1n,
      Object.assign([1], { extra: 2 }),
      Object.defineProperty({}, 'hidden', { value: 1 }),
      {
        get a() {
          return 1;
        },
      },
    ];
    for (const value of values) expect(parsedJsonOf(value)).toBe(NEEDS_PARSE);
  });

  it('is what the parse of its JSON text gives, whenever it answers (property)', () => {
    let answered = 0;
    let rewritten = 0;
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true, values: [fc.constant(-0), fc.double()] }), (value) => {
        const parsed = parsedJsonOf(value);
        if (parsed === NEEDS_PARSE) return;
        answered++;
        if (parsed !== value) rewritten++;
        expect(sameJsonValue(parsed, JSON.parse(JSON.stringify(value)))).toBe(true);
      }),
      { numRuns: 2000, seed: 20261203 },
    );
    // Not only the values it hands back as they are: some held a -0 it wrote as 0.
    expect(answered).toBeGreaterThan(400);
    expect(rewritten).toBeGreaterThan(20);
  });
});
