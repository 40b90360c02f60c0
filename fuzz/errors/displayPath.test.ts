import { describe, expect, it } from 'vitest';
import { displayPath } from './displayPath.ts';

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
