import { describe, expect, it } from 'vitest';
import { beyondDoubleLiterals, mayHoldBeyondDouble } from './beyondDoubleLiterals.ts';
import { compareDecimals, decimalOf, doubleRangeOf, isWholeDecimal } from './decimalLiteral.ts';

describe('beyondDoubleLiterals', () => {
  it('finds each literal JSON.parse cannot keep, with its path, and nothing inside strings', () => {
    const json = '{"a":1e400,"s":"1e400 and -1e-400","b":[1,{"c":-1e400}, 1e-400],"d":1.0e308,"e":123456789012345678901234567890}';
    expect(beyondDoubleLiterals(json)).toEqual([
      { path: ['a'], text: '1e400', range: 'beyond-max' },
      { path: ['b', 1, 'c'], text: '-1e400', range: 'beyond-max' },
      { path: ['b', 2], text: '1e-400', range: 'underflow' },
    ]);
  });

  it('reads a top-level literal, escaped quotes in keys, whitespace, and a digit run past the double range', () => {
    expect(beyondDoubleLiterals(' -2.5E+999 ')).toEqual([{ path: [], text: '-2.5E+999', range: 'beyond-max' }]);
    expect(beyondDoubleLiterals('{"k\\"e\\\\y" : [ 9e999 ]}')).toEqual([{ path: ['k"e\\y', 0], text: '9e999', range: 'beyond-max' }]);
    const long = `1${'0'.repeat(400)}`;
    expect(beyondDoubleLiterals(`{"n":${long}}`)).toEqual([{ path: ['n'], text: long, range: 'beyond-max' }]);
  });

  it('keeps only the last of duplicate keys, as JSON.parse does', () => {
    expect(beyondDoubleLiterals('{"a":[1e400],"a":[1]}')).toEqual([]);
    expect(beyondDoubleLiterals('{"a":1,"a":1e400}')).toEqual([{ path: ['a'], text: '1e400', range: 'beyond-max' }]);
  });

  it('leaves zero, -0, in-range exponents and non-JSON text alone, and skips the scan without an exponent', () => {
    expect(beyondDoubleLiterals('{"a":0e999,"b":-0,"c":-0.0e-999,"d":1e308,"e":5e-324}')).toEqual([]);
    expect(beyondDoubleLiterals('{"a":1e400')).toEqual([]);
    expect(mayHoldBeyondDouble('{"query":"a","page":12,"e":"eE"}')).toBe(false);
    expect(mayHoldBeyondDouble('{"page":1e400}')).toBe(true);
  });

  it('skips the scan for an exponent inside a string or within range, never for a literal past it', () => {
    expect(mayHoldBeyondDouble('{"id":"0e1f4c2a-1e40-4b7d","to":["a1e4@x.io"]}')).toBe(false);
    expect(mayHoldBeyondDouble('{"a":1.5e-7,"b":[-2E+21],"c":0e999}')).toBe(false);
    for (const text of [' 1e400', '[ -1.5E+400]', '{"a": [1,\n\t2e999]}', '{"a":"x","b":-0.5e-400}', '[1e3,1.7976931348623159e308]'])
      expect(mayHoldBeyondDouble(text), text).toBe(true);
  });
});

describe('decimalLiteral', () => {
  it('reads literals exactly and orders them without building huge powers', () => {
    expect(decimalOf('-12.500e3')).toEqual({ negative: true, digits: 125n, exponent: 2 });
    expect(decimalOf('0.000')).toEqual({ negative: false, digits: 0n, exponent: 0 });
    const order = [
      '-1e99999999999',
      '-1e400',
      '-1',
      '-1e-400',
      '-0',
      '0',
      '1e-99999999999',
      '1e-400',
      '0.5',
      '1',
      '1.0e308',
      '1e400',
      '1e99999999999',
    ];
    for (let i = 0; i + 1 < order.length; i++) {
      const [a, b] = [decimalOf(order[i] as string), decimalOf(order[i + 1] as string)];
      if (a === undefined || b === undefined) throw new Error('not a literal');
      const expected = (order[i] as string).replace('-', '') === '0' && order[i + 1] === '0' ? 0 : -1;
      expect(Math.sign(compareDecimals(a, b)), `${order[i]} vs ${order[i + 1]}`).toBe(expected);
    }
    expect(isWholeDecimal(decimalOf('1.5e400') as never)).toBe(true);
    expect(isWholeDecimal(decimalOf('1e-400') as never)).toBe(false);
    expect(doubleRangeOf('1e-400')).toBe('underflow');
    expect(doubleRangeOf('1e-320')).toBe('within');
  });
});
