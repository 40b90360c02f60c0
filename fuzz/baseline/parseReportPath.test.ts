import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPath } from '../model/argsPath.ts';
import { parseReportPath } from './parseReportPath.ts';

describe('parseReportPath', () => {
  it('reads back every path formatPath writes', () => {
    const segment = fc.oneof(fc.string({ unit: 'binary' }), fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,5}$/), fc.nat({ max: 1000 }));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (path) => {
        expect(parseReportPath(formatPath(path))).toEqual(path);
      }),
    );
  });

  it('reads the paths reports show', () => {
    expect(parseReportPath('')).toEqual([]);
    expect(parseReportPath('objects[0]["key with spaces"].valueOf')).toEqual(['objects', 0, 'key with spaces', 'valueOf']);
    expect(parseReportPath('["a.b"]')).toEqual(['a.b']);
    expect(parseReportPath('extra["a.b"].__proto__')).toEqual(['extra', 'a.b', '__proto__']);
  });

  it('refuses what formatPath never writes', () => {
    for (const text of ['.a', 'a..b', 'a.', '[01]', '[x]', '["a"', '["a"x', 'a b', '0', '[-1]', 'a["\\q"]'])
      expect(parseReportPath(text)).toBeUndefined();
  });
});
