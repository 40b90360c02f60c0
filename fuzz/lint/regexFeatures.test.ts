import { describe, expect, it } from 'vitest';
import { unsupportedRegexFeatures } from './regexFeatures.ts';

describe('unsupportedRegexFeatures (AS-4)', () => {
  it.each([
    ['^[a-z]+\\d{2,4}(x|y)?$', []],
    ['(a)\\1', ['backreference']],
    ['(?<n>a)\\k<n>', ['backreference']],
    ['^(?=.*\\d)(?!x)', ['lookahead']],
    ['(?<=a)b(?<!c)', ['lookbehind']],
    ['\\bword\\B', ['word boundary']],
    // An escaped backslash followed by b, and \b inside a class (a backspace there), are not boundaries.
    ['\\\\b', []],
    ['[\\b]', []],
    ['(?<name>a)', []],
    ['(?:a)', []],
    ['[(?=]', []],
  ])('%s', (pattern, features) => {
    expect(unsupportedRegexFeatures(pattern)).toEqual(features);
  });
});
