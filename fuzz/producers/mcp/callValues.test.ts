import { describe, expect, it } from 'vitest';
import { MASK, maskCallValues, namedCallKeys, quotesCallValue } from './callValues.ts';

describe('maskCallValues', () => {
  it("masks the call's own values, so failures that quote them compare equal", () => {
    const a = maskCallValues('User not found: the required user "z" does not exist.', { login: 'z' });
    const b = maskCallValues('User not found: the required user "ana-2" does not exist.', { login: 'ana-2' });
    expect(a).toBe(`User not found: the required user "${MASK}" does not exist.`);
    expect(a).toBe(b);
  });

  it('leaves a value that only appears inside a longer word (the "0" of "503", the "o" of "not")', () => {
    expect(maskCallValues('Upstream returned 503 for "0"; not found', { city: '0', q: 'o' })).toBe(
      `Upstream returned 503 for "${MASK}"; not found`,
    );
  });

  it('masks numbers as written, nested values, and the longest value first', () => {
    expect(maskCallValues('page 12 of repo a/b (a)', { page: 12, repo: { full: 'a/b', owner: 'a' } })).toBe(
      `page ${MASK} of repo ${MASK} (${MASK})`,
    );
  });

  it('leaves texts that do not quote the call alone', () => {
    expect(maskCallValues('Authentication required: set GITHUB_TOKEN to use this tool.', { repo: 'x/y', query: 'bug' })).toBe(
      'Authentication required: set GITHUB_TOKEN to use this tool.',
    );
  });
});

describe('quotesCallValue and namedCallKeys', () => {
  it('tells a text that quotes a value from one that names a key', () => {
    expect(quotesCallValue('Invalid order id: no order "x-1" exists', { order_id: 'x-1' })).toBe(true);
    expect(quotesCallValue('note: expected string', { title: 'a', note: null })).toBe(false);
    expect(namedCallKeys('note: expected string', { title: 'a', note: null })).toEqual(['note']);
    expect(namedCallKeys('Invalid order id: no order "x" exists', { order_id: 'x' })).toEqual([]);
    expect(namedCallKeys('items[0].qty: too small', { items: [{ qty: 0 }] })).toEqual(['items', 'qty']);
  });
});
