import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PathSegments } from '../model/argsPath.ts';
import { messagesNamePath } from './messageNamesPath.ts';
import { PATH_NOTATIONS, pathPattern, writesPlainly } from './messageNamesPathNotations.ts';

// Laws of messagesNamePath over random paths with hostile keys. The renderers below are written
// apart from the oracle's patterns, as subjects write paths, so the laws can catch the oracle.

const HOSTILE = [
  '',
  '.',
  'a.b',
  'key with spaces',
  '[0]',
  '/',
  'a/b',
  '~',
  '~1',
  '"',
  "'",
  'it\'s "q"',
  '__proto__',
  'constructor',
  'é',
  '名前',
  '0',
  '12',
  '$',
  ' ',
];
const identifier = fc.stringMatching(/^[a-z][a-z0-9_]{0,5}$/);
const hostileKey = fc.constantFrom(...HOSTILE);
// Written raw, some keys read as another notation's punctuation: quotes as the quotes around another
// key, `/` and `a/b` as a pointer's separators, `$` as the JSONPath root, a blank key as the space
// between words. The laws that a message does NOT name a path use every hostile key but those.
const unquotedHostileKey = fc.constantFrom(...HOSTILE.filter((key) => !/["'`\\/$]|^ +$/.test(key)));
const anyKey = fc.oneof(identifier, hostileKey, fc.string({ unit: 'grapheme', maxLength: 4 }));
const index = fc.nat({ max: 30 });
const segment = fc.oneof(anyKey, index);

/** A location in args: the top level is an object, so the first segment is a key. */
function pathOf(key: fc.Arbitrary<string>, step: fc.Arbitrary<string | number>, maxSteps = 4): fc.Arbitrary<(string | number)[]> {
  return fc.tuple(key, fc.array(step, { maxLength: maxSteps })).map(([first, rest]) => [first, ...rest]);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const singleQuoted = (key: string): string => `'${key.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

type Render = (path: PathSegments) => string;

/** Every way a subject may write a path, by name. */
const NOTATIONS: Record<string, Render> = {
  'plain join, [n]': (path) =>
    path.reduce<string>((out, s, i) => (typeof s === 'number' ? `${out}[${s}]` : i === 0 ? s : `${out}.${s}`), ''),
  'plain join, .n': (path) => path.map(String).join('.'),
  'JS accessor, double quotes': (path) =>
    path.reduce<string>(
      (out, s, i) =>
        typeof s === 'number' ? `${out}[${s}]` : IDENTIFIER.test(s) ? (i === 0 ? s : `${out}.${s}`) : `${out}[${JSON.stringify(s)}]`,
      '',
    ),
  'JS accessor, single quotes': (path) =>
    path.reduce<string>(
      (out, s, i) =>
        typeof s === 'number' ? `${out}[${s}]` : IDENTIFIER.test(s) ? (i === 0 ? s : `${out}.${s}`) : `${out}[${singleQuoted(s)}]`,
      '',
    ),
  'JS accessor, every key quoted': (path) => path.map((s) => (typeof s === 'number' ? `[${s}]` : `[${JSON.stringify(s)}]`)).join(''),
  'JSON Pointer, escaped': (path) => path.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join(''),
  'JSON Pointer, raw': (path) => path.map((s) => `/${s}`).join(''),
  'JSON list': (path) => JSON.stringify(path),
  'single-quoted list': (path) => `[${path.map((s) => (typeof s === 'number' ? String(s) : singleQuoted(s))).join(', ')}]`,
  'arrow list': (path) => path.map((s) => JSON.stringify(String(s))).join(' → '),
};
const notation = fc.constantFrom(...Object.keys(NOTATIONS));
const render = (name: string, path: PathSegments): string => (NOTATIONS[name] as Render)(path);

/** Message shapes around the path; none puts a quote, a word or a path separator against it. */
const TEMPLATES = [
  (p: string) => `${p}: expected string, got 1`,
  (p: string) => `The value at ${p} is not an integer.`,
  (p: string) => `must be string at ${p}`,
  (p: string) => `(${p}) required property is missing`,
];
const template = fc.nat({ max: TEMPLATES.length - 1 });
const message = (t: number, rendered: string): string => (TEMPLATES[t] as (p: string) => string)(rendered);

// Free text cannot tell a key from a longer key that starts with it and goes on after a space
// (`x.b` in "x.b c: ..."), nor a raw `~1` from an escaped `/`: the negative laws keep their
// differing keys apart in those ways, and only there.
function keysApart(a: string, b: string): boolean {
  const forms = (k: string) => [k, k.replaceAll('~', '~0').replaceAll('/', '~1'), JSON.stringify(k).slice(1, -1)];
  return forms(a).every((x) => forms(b).every((y) => !x.startsWith(y) && !y.startsWith(x)));
}

const RUNS = { numRuns: 400 };

describe('messagesNamePath: laws over hostile paths', () => {
  it('a message that writes the path in any notation names it', () => {
    fc.assert(
      fc.property(pathOf(anyKey, segment), notation, template, (path, name, t) => {
        expect(messagesNamePath([message(t, render(name, path))], path)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a message among others that do not name the path still names it', () => {
    fc.assert(
      fc.property(pathOf(anyKey, segment), notation, (path, name) => {
        expect(messagesNamePath(['the arguments are wrong', `${render(name, path)}: expected string`], path)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a message that writes only a proper prefix of the path does not name it', () => {
    const cases = fc
      .tuple(unquotedHostileKey, fc.array(fc.oneof(unquotedHostileKey, identifier, index), { minLength: 1, maxLength: 4 }))
      .chain(([first, rest]) => fc.tuple(fc.constant([first, ...rest]), fc.integer({ min: 1, max: rest.length })));
    fc.assert(
      fc.property(cases, notation, template, ([path, cut], name, t) => {
        expect(messagesNamePath([message(t, render(name, path.slice(0, cut)))], path)).toBe(false);
      }),
      RUNS,
    );
  });

  // A `.` then a space or the end reads as the end of a sentence, so a child key that is empty or
  // starts with a space cannot be told from punctuation: those children are left out.
  it('a message that writes a descendant of the path does not name it', () => {
    const child = fc.oneof(unquotedHostileKey, identifier, index).filter((s) => typeof s === 'number' || (s !== '' && !/^\s/.test(s)));
    const cases = fc.tuple(
      pathOf(unquotedHostileKey, fc.oneof(unquotedHostileKey, index), 3),
      child,
      fc.array(fc.oneof(unquotedHostileKey, index), { maxLength: 2 }),
    );
    fc.assert(
      fc.property(cases, notation, template, ([path, first, more], name, t) => {
        expect(messagesNamePath([message(t, render(name, [...path, first, ...more]))], path)).toBe(
          path.length === 1 && String(path[0]).trim() === '',
        );
      }),
      RUNS,
    );
  });

  it('a message that writes a sibling of the path does not name it', () => {
    const cases = fc
      .tuple(
        pathOf(unquotedHostileKey, fc.oneof(unquotedHostileKey, index), 2),
        fc.oneof(unquotedHostileKey, identifier),
        fc.oneof(unquotedHostileKey, identifier),
      )
      .filter(([, mine, theirs]) => keysApart(mine, theirs));
    fc.assert(
      fc.property(cases, notation, template, ([parent, mine, theirs], name, t) => {
        expect(messagesNamePath([message(t, render(name, [...parent, theirs]))], [...parent, mine])).toBe(false);
      }),
      RUNS,
    );
  });

  it('a message that writes another index of an array does not name the path', () => {
    const cases = fc
      .tuple(pathOf(anyKey, segment, 2), index, index, fc.array(fc.oneof(unquotedHostileKey, index), { maxLength: 2 }))
      .filter(([, mine, theirs]) => mine !== theirs);
    fc.assert(
      fc.property(cases, notation, template, ([parent, mine, theirs, tail], name, t) => {
        expect(messagesNamePath([message(t, render(name, [...parent, theirs, ...tail]))], [...parent, mine, ...tail])).toBe(false);
      }),
      RUNS,
    );
  });

  it('a message that writes only the leaf key of a nested path does not name it (the flattened-paths bug)', () => {
    const cases = fc
      .tuple(pathOf(unquotedHostileKey, fc.oneof(unquotedHostileKey, index), 2), fc.oneof(unquotedHostileKey, identifier))
      .filter(([parent, leaf]) => parent.every((s) => typeof s === 'number' || keysApart(s, leaf)));
    fc.assert(
      fc.property(cases, notation, template, ([parent, leaf], name, t) => {
        expect(messagesNamePath([message(t, render(name, [leaf]))], [...parent, leaf])).toBe(false);
      }),
      RUNS,
    );
  });

  it('a message that leaves the array indices out of the path does not name it', () => {
    const cases = fc
      .tuple(unquotedHostileKey, index, fc.array(fc.oneof(unquotedHostileKey, index), { maxLength: 2 }))
      .map(([first, i, rest]) => [first, i, ...rest]);
    fc.assert(
      fc.property(cases, notation, template, (path, name, t) => {
        const keysOnly = path.filter((s) => typeof s === 'string');
        expect(messagesNamePath([message(t, render(name, keysOnly))], path)).toBe(false);
      }),
      RUNS,
    );
  });

  // The shortcut that spares compiling patterns must never say more than the patterns do.
  it('the plain-writing shortcut answers true only where a pattern finds the path', () => {
    const rendered = pathOf(anyKey, segment).chain((p) => notation.map((name) => render(name, p)));
    const punctuation = fc.constantFrom(' ', ', ', ': ', '1, ', ' , 2', '"', "'", '[', ']', '.', '$');
    const piece = fc.oneof({ weight: 1, arbitrary: rendered }, { weight: 3, arbitrary: punctuation });
    const path = fc.oneof(pathOf(anyKey, segment), pathOf(hostileKey, fc.oneof(hostileKey, index), 1));
    fc.assert(
      fc.property(path, fc.array(piece, { maxLength: 5 }), notation, fc.nat(5), (path, pieces, name, at) => {
        const parts = [...pieces];
        parts.splice(Math.min(at, parts.length), 0, ` ${render(name, path)} `);
        const text = parts.join('');
        if (!writesPlainly(text, path)) return;
        const found = PATH_NOTATIONS.some((n) => [...text.matchAll(pathPattern(path, n) as RegExp)].some((m) => m[0] !== ''));
        expect(found).toBe(true);
      }),
      RUNS,
    );
  });
});
