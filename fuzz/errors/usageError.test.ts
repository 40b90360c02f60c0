import { describe, expect, it } from 'vitest';
import { UsageError } from './usageError.ts';

describe('UsageError', () => {
  it('is an Error named UsageError carrying the message', () => {
    const error = new UsageError('subject not found: x.ts');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('UsageError');
    expect(error.message).toBe('subject not found: x.ts');
  });

  it('folds a multi-line message into one line, so the CLI never prints a second line', () => {
    expect(new UsageError('x.ts: cannot import: boom\n    at foo (x.ts:1:1)\r\n').message).toBe(
      'x.ts: cannot import: boom at foo (x.ts:1:1)',
    );
  });
});
