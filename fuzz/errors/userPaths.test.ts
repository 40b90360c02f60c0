import { describe, expect, it } from 'vitest';
import { displayPath, isModulePath } from './userPaths.ts';

describe('displayPath', () => {
  it('shows a path below the cwd relative to it', () => {
    expect(displayPath('/work/main/fixtures/specs/a.json', '/work/main')).toBe('fixtures/specs/a.json');
  });

  it('shows a path outside the cwd as it is', () => {
    expect(displayPath('/tmp/x.ts', '/work/main')).toBe('/tmp/x.ts');
    expect(displayPath('/work/mainly/x.ts', '/work/main')).toBe('/work/mainly/x.ts');
  });

  it('shows the cwd itself as "."', () => {
    expect(displayPath('/work/main', '/work/main')).toBe('.');
  });
});

describe('isModulePath', () => {
  it('accepts .ts, .mts, .js and .mjs, in any case', () => {
    for (const path of ['a.ts', 'a.mts', 'a.js', 'a.mjs', 'A.TS']) expect(isModulePath(path)).toBe(true);
  });

  it('rejects CommonJS, JSON, declaration-less and extensionless files', () => {
    for (const path of ['a.cjs', 'a.cts', 'a.json', 'a', 'a.ts.txt']) expect(isModulePath(path)).toBe(false);
  });
});
