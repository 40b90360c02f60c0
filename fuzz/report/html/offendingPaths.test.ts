import { describe, expect, it } from 'vitest';
import { parseJsonTree } from './jsonTree.ts';
import { argsMarker, pathsAbsentFrom, specMarker } from './offendingPaths.ts';

describe('argsMarker', () => {
  it('picks the node a violation path names', () => {
    const mark = argsMarker(['options.mode', 'files[2].path', '["a.b"]']);
    expect(mark(['options', 'mode'])).toBe(true);
    expect(mark(['files', 2, 'path'])).toBe(true);
    expect(mark(['files', 1, 'path'])).toBe(false);
    expect(mark(['a.b'])).toBe(true);
    expect(mark(['a', 'b'])).toBe(false);
    expect(mark([])).toBe(false);
  });

  it("picks the whole args for ''", () => {
    expect(argsMarker([''])([])).toBe(true);
  });
});

describe('specMarker', () => {
  const mark = specMarker(['options.mode', 'files[2].path', '["a.b"]', 'list[0][1]']);

  it('picks the declaration governing a path, through properties and items (any index)', () => {
    expect(mark(['options', 'properties', 'mode'])).toBe(true);
    expect(mark(['files', 'items', 'properties', 'path'])).toBe(true);
    expect(mark(['a.b'])).toBe(true);
    expect(mark(['list', 'items', 'items'])).toBe(true);
  });

  it('leaves keywords and other declarations alone', () => {
    expect(mark(['options'])).toBe(false);
    expect(mark(['options', 'properties', 'mode', 'type'])).toBe(false);
    expect(mark(['options', 'properties'])).toBe(false);
    expect(mark(['files', 'items'])).toBe(false);
    expect(mark([])).toBe(false);
  });

  it('does not treat regex characters in keys as patterns', () => {
    expect(specMarker(['["a+b"]'])(['aab'])).toBe(false);
    expect(specMarker(['["a+b"]'])(['a+b'])).toBe(true);
  });
});

describe('pathsAbsentFrom', () => {
  it('names the offending paths with no value in the args (a dropped key)', () => {
    const args = parseJsonTree('{"files":[{"path":"a"}],"x":null}');
    expect(pathsAbsentFrom(args, ['files[0].path', 'files[0].mode', 'x', ''])).toEqual(['files[0].mode']);
  });
});
