import { describe, expect, it } from 'vitest';
import { standardIssues } from './standardIssues.ts';

describe('standardIssues', () => {
  it('turns path items (keys, `{ key }` objects, symbols) into segments and keeps the library code', () => {
    const sym = Symbol('meta');
    expect(standardIssues('zod', [{ code: 'too_small', message: 'short', path: ['a', 0, { key: 'b' }, sym] }])).toEqual([
      { message: 'short', code: 'too_small', path: ['a', 0, 'b', 'meta'] },
    ]);
  });

  it("marks code-only constraints by each library's issue data, and nothing else", () => {
    const hidden = (library: string, issue: Record<string, unknown>) =>
      standardIssues(library, [{ message: 'm', ...issue }])[0]?.hidden === true;
    expect(hidden('zod', { code: 'custom' })).toBe(true);
    expect(hidden('zod3', { code: 'custom' })).toBe(true);
    expect(hidden('zod', { code: 'invalid_type' })).toBe(false);
    expect(hidden('valibot', { kind: 'validation', type: 'raw_check' })).toBe(true);
    expect(hidden('valibot', { kind: 'transformation', type: 'raw_transform' })).toBe(true);
    expect(hidden('valibot', { kind: 'validation', type: 'min_length' })).toBe(false);
    // valibot's code is its issue type, even when it also has a `code`-like field elsewhere.
    expect(standardIssues('valibot', [{ message: 'm', kind: 'schema', type: 'string' }])[0]?.code).toBe('string');
    expect(hidden('arktype', { code: 'predicate' })).toBe(true);
    expect(hidden('arktype', { code: 'domain' })).toBe(false);
    expect(hidden('other-vendor', { code: 'custom' })).toBe(false);
  });

  it('tolerates issues that are not objects and paths that are not arrays', () => {
    expect(standardIssues('zod', ['plain', { message: 'no path', path: 'a.b' }])).toEqual([{ message: 'plain' }, { message: 'no path' }]);
    expect(standardIssues('zod', undefined)).toEqual([]);
  });
});
