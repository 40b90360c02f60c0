import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCaseJson } from './caseJson.ts';

describe('toCaseJson', () => {
  it('writes ±Infinity as 1e400 / -1e400 when asked, which parse back to ±Infinity', () => {
    const json = toCaseJson({ a: Infinity, b: [-Infinity, 1], c: { d: Infinity } }, true);
    expect(json).toBe('{"a":1e400,"b":[-1e400,1],"c":{"d":1e400}}');
    expect(JSON.parse(json)).toEqual({ a: Infinity, b: [-Infinity, 1], c: { d: Infinity } });
  });

  it('writes a non-finite top level too', () => {
    expect(toCaseJson(Infinity, true)).toBe('1e400');
    expect(toCaseJson(-Infinity, true)).toBe('-1e400');
  });

  it('writes ±Infinity as null (what JSON.stringify does) unless asked', () => {
    expect(toCaseJson({ a: Infinity, b: -Infinity })).toBe('{"a":null,"b":null}');
  });

  it('does not touch strings that look like the literal or like its marker', () => {
    const args = { s: '1e400', t: '"@@toolfuzz-non-finite@@+"', u: '@@toolfuzz-non-finite@@-', n: Infinity };
    const json = toCaseJson(args, true);
    expect(JSON.parse(json)).toEqual(args);
  });

  it('writes undefined as null, so there is always some JSON', () => {
    expect(toCaseJson(undefined)).toBe('null');
  });

  // Regression test, fixed: with nonFinite, mutationArgsToJson (fuzz/mutators/mutationArgsToJson.ts:17) hands the
  // `undefined` that JSON.stringify returns for undefined to unusedMarker, which calls
  // `text.includes` on it and throws a TypeError before toCaseJson's `?? 'null'` can apply.
  it('writes undefined as null with the non-finite option too', () => {
    expect(toCaseJson(undefined, true)).toBe('null');
  });

  it('keeps an own `__proto__` key', () => {
    const args = JSON.parse('{"__proto__":{"x":1},"a":1}') as unknown;
    expect(toCaseJson(args)).toBe('{"__proto__":{"x":1},"a":1}');
    expect(toCaseJson(args, true)).toBe('{"__proto__":{"x":1},"a":1}');
  });

  it('is JSON.stringify for ordinary JSON values, with or without the non-finite option', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(toCaseJson(value)).toBe(JSON.stringify(value));
        expect(toCaseJson(value, true)).toBe(JSON.stringify(value));
      }),
      { numRuns: 300, seed: 5 },
    );
  });

  it('is canonical: parsing and writing again gives the same text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = toCaseJson(value);
        expect(toCaseJson(JSON.parse(json))).toBe(json);
      }),
      { numRuns: 300, seed: 6 },
    );
  });
});
