import { describe, expect, it } from 'vitest';
import { isModulePath } from './moduleExtensions.ts';

describe('isModulePath', () => {
  it('accepts .ts, .mts, .js and .mjs, in any case', () => {
    for (const path of ['a.ts', 'a.mts', 'a.js', 'a.mjs', 'A.TS']) expect(isModulePath(path)).toBe(true);
  });

  it('rejects CommonJS, JSON, declaration-less and extensionless files', () => {
    for (const path of ['a.cjs', 'a.cts', 'a.json', 'a', 'a.ts.txt']) expect(isModulePath(path)).toBe(false);
  });
});
