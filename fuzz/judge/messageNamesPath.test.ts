import { describe, expect, it } from 'vitest';
import { messagesNamePath } from './messageNamesPath.ts';

describe('messagesNamePath: the notations a message may use', () => {
  it.each([
    ['dotted path', 'options.mode: expected string, got 1'],
    ['JSON pointer', '/options/mode must be string'],
    ['dotted path inside longer text', 'The value at options.mode should be a string (got 1).'],
    ['parent path plus the key in single quotes', "options: missing 'mode'"],
    ['parent path plus the key in double quotes', 'options: property "mode" is missing'],
    ['parent path plus the key in backticks', 'options: `mode` is required'],
  ])('names options.mode in a %s', (_, message) => {
    expect(messagesNamePath([message], ['options', 'mode'])).toBe(true);
  });

  it.each([
    ['bracketed index', 'files[2].path: expected string, got 1'],
    ['dotted index', 'files.2.path: expected string'],
    ['JSON pointer', 'must be string at /files/2/path'],
    ['parent plus quoted key', "files[2]: missing 'path'"],
    ['dotted parent plus quoted key', 'files.2: missing "path"'],
  ])('names files[2].path in a %s', (_, message) => {
    expect(messagesNamePath([message], ['files', 2, 'path'])).toBe(true);
  });

  it('is satisfied when any one of several messages names the path', () => {
    expect(messagesNamePath(['mode: expected string', 'files[2].path: expected string'], ['files', 2, 'path'])).toBe(true);
  });

  it('does not take a message about a sibling or another element for the path', () => {
    expect(messagesNamePath(['options.level: expected integer'], ['options', 'mode'])).toBe(false);
    expect(messagesNamePath(['files[1].path: expected string'], ['files', 2, 'path'])).toBe(false);
    expect(messagesNamePath(['path: expected string'], ['files', 2, 'path'])).toBe(false);
  });

  it('does not take the leaf key alone for a nested path (the flattened-paths bug)', () => {
    expect(messagesNamePath(['mode: expected string, got 1'], ['options', 'mode'])).toBe(false);
    expect(messagesNamePath(["missing 'path'"], ['files', 2, 'path'])).toBe(false);
  });

  it('does not take a quoted key under the wrong parent', () => {
    expect(messagesNamePath(["files[1]: missing 'path'"], ['files', 2, 'path'])).toBe(false);
  });

  it('does not accept an array index left out of the path (files.path for files[2].path)', () => {
    expect(messagesNamePath(['files.path: expected string'], ['files', 2, 'path'])).toBe(false);
  });

  it('says false when there are no messages at all', () => {
    expect(messagesNamePath([], ['mode'])).toBe(false);
    expect(messagesNamePath([], [])).toBe(false);
  });
});

describe('messagesNamePath: top-level keys', () => {
  it('names a top-level key used as a word', () => {
    expect(messagesNamePath(['mode: expected string'], ['mode'])).toBe(true);
    expect(messagesNamePath(['expected string for mode, got 1'], ['mode'])).toBe(true);
    expect(messagesNamePath(["missing required property 'path'"], ['path'])).toBe(true);
    expect(messagesNamePath(['/mode must be string'], ['mode'])).toBe(true);
  });

  it('does not name a top-level key absent from every message', () => {
    expect(messagesNamePath(['expected string, got 42'], ['mode'])).toBe(false);
  });

  // Regression test, fixed: the full renderings of the path are matched with `includes`, not as words, so a
  // one-segment path matches any message where it is a substring of a longer identifier.
  it('does not take a top-level key for a substring of another word (`a` in "abc")', () => {
    expect(messagesNamePath(['abc: expected string, got 1'], ['a'])).toBe(false);
  });

  // Regression test, fixed: same root cause: `file` is "named" by a message about `files`.
  it('does not take `file` for `files`', () => {
    expect(messagesNamePath(['files: expected array, got 1'], ['file'])).toBe(false);
  });

  // Regression test, fixed: same root cause on nested paths: `options.mode` is "named" by `options.modes`.
  it('does not take options.mode for options.modes', () => {
    expect(messagesNamePath(['options.modes: expected string'], ['options', 'mode'])).toBe(false);
  });

  // Regression test, fixed: same root cause on indexes in dotted form: the parent `files.1` is "named" by `files.10`.
  it('does not take files.10 for the parent files.1 of a quoted key', () => {
    expect(messagesNamePath(["files.10: missing 'path'"], ['files', 1, 'path'])).toBe(false);
  });

  it('matches a one-letter key only as a whole word', () => {
    expect(messagesNamePath(['a: expected string, got 1'], ['a'])).toBe(true);
    // Known limitation: a one-letter key is also "named" by the English article "a", so a message
    // that names no path at all can pass for naming `a`. Messages are free text; we accept this.
    expect(messagesNamePath(['expected a string, got 1'], ['a'])).toBe(true);
  });

  it('names a non-identifier key in bracket notation, and in pointer form', () => {
    expect(messagesNamePath(['["a.b"]: expected string, got 1'], ['a.b'])).toBe(true);
    expect(messagesNamePath(['/a.b must be string'], ['a.b'])).toBe(true);
    expect(messagesNamePath(['options["a.b"]: expected string'], ['options', 'a.b'])).toBe(true);
    expect(messagesNamePath(['["key with space"]: expected string'], ['key with space'])).toBe(true);
  });

  it('escapes `~` and `/` in the pointer form', () => {
    expect(messagesNamePath(['/a~1b must be string'], ['a/b'])).toBe(true);
    expect(messagesNamePath(['/x~0y must be string'], ['x~y'])).toBe(true);
  });

  it('names the empty key in bracket notation', () => {
    expect(messagesNamePath(['[""]: expected string, got 1'], [''])).toBe(true);
  });

  // Issue 9: the top level's empty key has nothing to name. Its plain join is the empty string
  // (`: required property is missing`), so no message can be faulted for leaving it out.
  it('takes any message as naming the top-level empty key, which has nothing to name', () => {
    expect(messagesNamePath([': required property is missing'], [''])).toBe(true);
    expect(messagesNamePath(['mode: expected string, got 1'], [''])).toBe(true);
  });

  // Regression test, fixed: for the empty key the dotted rendering `segments.join('.')` is "", and every
  // message includes "", so a nested empty key counted as named by any message at all.
  it('does not take an arbitrary message for naming an empty key below the top level', () => {
    expect(messagesNamePath(['mode: expected string, got 1'], ['b_', 'wq', ''])).toBe(false);
    expect(messagesNamePath(['b_.wq: expected object, got array'], ['b_', 'wq', ''])).toBe(false);
    expect(messagesNamePath(['b_.wq.x: expected object, got array'], ['b_', 'wq', ''])).toBe(false);
    expect(messagesNamePath(['mode: expected string, got 1'], ['', 'x'])).toBe(false);
  });
});

describe('messagesNamePath: the top level itself', () => {
  it('is named by a message about the arguments or an object', () => {
    expect(messagesNamePath(['arguments must be an object'], [])).toBe(true);
    expect(messagesNamePath(['arguments: expected an object, got array'], [])).toBe(true);
    expect(messagesNamePath(['Expected OBJECT, got null'], [])).toBe(true);
  });

  it('is not named by a message that speaks of neither', () => {
    expect(messagesNamePath(['expected a map, got null'], [])).toBe(false);
  });
});

// Issue 9, "False alarms on correct subjects": the messages two correct independent subjects wrote.
describe('messagesNamePath: plain joins of keys that need quoting in JS', () => {
  it.each([
    ['a dotted key under a path', 'b_.o_.a.b: expected integer, got string', ['b_', 'o_', 'a.b']],
    [
      'a key with spaces after an index',
      'objects[0].key with spaces.valueOf: required property is missing',
      ['objects', 0, 'key with spaces', 'valueOf'],
    ],
    ['the empty key at the top level', ': required property is missing', ['']],
    ['the empty key under a path', 'b_.wq.: expected object, got array', ['b_', 'wq', '']],
  ] as const)('names %s', (_, message, path) => {
    expect(messagesNamePath([message], path)).toBe(true);
  });

  it('does not take a prefix of the path for the path', () => {
    expect(messagesNamePath(['b_.o_: expected object, got string'], ['b_', 'o_', 'a.b'])).toBe(false);
    expect(messagesNamePath(['b_.o_.a: expected integer, got string'], ['b_', 'o_', 'a.b'])).toBe(false);
    expect(messagesNamePath(['objects[0].key with spaces: expected object'], ['objects', 0, 'key with spaces', 'valueOf'])).toBe(false);
    expect(messagesNamePath(['b_.wq: expected object, got array'], ['b_', 'wq', ''])).toBe(false);
  });

  it('does not take a sibling for the path', () => {
    expect(messagesNamePath(['b_.o_.a.c: expected integer, got string'], ['b_', 'o_', 'a.b'])).toBe(false);
    expect(
      messagesNamePath(['objects[0].key with spaces.toString: required property is missing'], ['objects', 0, 'key with spaces', 'valueOf']),
    ).toBe(false);
    expect(messagesNamePath(['b_.wq.x: expected object, got array'], ['b_', 'wq', ''])).toBe(false);
  });

  it('does not take another index for the path', () => {
    expect(
      messagesNamePath(['objects[1].key with spaces.valueOf: required property is missing'], ['objects', 0, 'key with spaces', 'valueOf']),
    ).toBe(false);
    expect(
      messagesNamePath(['objects[10].key with spaces.valueOf: required property is missing'], ['objects', 1, 'key with spaces', 'valueOf']),
    ).toBe(false);
    expect(messagesNamePath(['objects.10.key: missing'], ['objects', 1, 'key'])).toBe(false);
  });

  it('accepts an ambiguous plain join for every path it can be read as (key `a.b` or path a → b)', () => {
    expect(messagesNamePath(['x.a.b: expected integer'], ['x', 'a.b'])).toBe(true);
    expect(messagesNamePath(['x.a.b: expected integer'], ['x', 'a', 'b'])).toBe(true);
  });
});

describe('messagesNamePath: the other notations', () => {
  it.each([
    ['JS accessor, double quotes', 'a["b c"]: expected string', ['a', 'b c']],
    ['JS accessor, single quotes', "a['b c']: expected string", ['a', 'b c']],
    ['JS accessor, every key quoted', '["files"][2]["path"]: expected string', ['files', 2, 'path']],
    ['JSON Pointer, escaped', 'must be integer at /x/a~1b/c~0d', ['x', 'a/b', 'c~d']],
    ['JSON Pointer, raw', 'must be integer at /x/a b/c~d', ['x', 'a b', 'c~d']],
    ['JSON Pointer of the empty key', '/b_/wq/ must be object', ['b_', 'wq', '']],
    ['a JSON list of segments', 'at ["files",2,"path"]: expected string', ['files', 2, 'path']],
    ['a list of single-quoted segments', "['a', 'b c'] is missing", ['a', 'b c']],
    ['an arrow list of segments', '"a" → "" → 0: expected string', ['a', '', 0]],
    ['JSONPath', '$.files[2].path: expected string', ['files', 2, 'path']],
  ] as const)('names a path written in %s', (_, message, path) => {
    expect(messagesNamePath([message], path)).toBe(true);
  });

  it('does not take a prefix, a sibling or another index in those notations', () => {
    expect(messagesNamePath(['must be integer at /x/a'], ['x', 'a/b'])).toBe(false);
    expect(messagesNamePath(['must be integer at /x/a~1c'], ['x', 'a/b'])).toBe(false);
    expect(messagesNamePath(['at ["files",2]: expected object'], ['files', 2, 'path'])).toBe(false);
    expect(messagesNamePath(['at ["files",12,"path"]: expected string'], ['files', 2, 'path'])).toBe(false);
    expect(messagesNamePath(['at ["files",2,"name"]: expected string'], ['files', 2, 'path'])).toBe(false);
    expect(messagesNamePath(['a["b c"].d: expected string'], ['a', 'b c'])).toBe(false);
  });

  it('does not take a longer path that ends with the path for the path', () => {
    expect(messagesNamePath(['options.mode: expected string'], ['mode'])).toBe(false);
    expect(messagesNamePath(['/options/mode must be string'], ['mode'])).toBe(false);
    expect(messagesNamePath(['options["a.b"]: expected string'], ['a.b'])).toBe(false);
    expect(messagesNamePath(['.files[2].path: expected string'], ['files', 2, 'path'])).toBe(false);
  });
});
