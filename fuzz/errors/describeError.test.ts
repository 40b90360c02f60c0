import { describe, expect, it } from 'vitest';
import { firstLineOf } from './describeError.ts';

describe('firstLineOf', () => {
  it('keeps the first line of an Error message, without the stack', () => {
    expect(firstLineOf(new Error('boom\n    at x (y.ts:1:1)'))).toBe('boom');
  });

  it('names error classes other than Error', () => {
    expect(firstLineOf(new TypeError('x is not a function\nmore'))).toBe('TypeError: x is not a function');
  });

  it('joins a first line ending in a colon with the next one (tsx and esbuild transform errors)', () => {
    const error = Object.assign(new Error('Transform failed with 1 error:\n/a/b.ts:1:17: ERROR: Unexpected ";"'), {
      name: 'TransformError',
    });
    expect(firstLineOf(error)).toBe('TransformError: Transform failed with 1 error: /a/b.ts:1:17: ERROR: Unexpected ";"');
  });

  it('describes thrown non-errors and empty messages', () => {
    expect(firstLineOf('plain string\nsecond')).toBe('plain string');
    expect(firstLineOf(42)).toBe('42');
    expect(firstLineOf(null)).toBe('null');
    expect(firstLineOf('')).toBe('string thrown');
    expect(firstLineOf(new RangeError(''))).toBe('RangeError');
    expect(firstLineOf(new Error(''))).toBe('Error');
  });

  it('never throws, even for a value whose toString throws', () => {
    const hostile = {
      toString() {
        throw new Error('no');
      },
    };
    expect(firstLineOf(hostile)).toBe('an unreadable value was thrown');
  });
});
