import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { defineOwn } from '../json/ownProperty.ts';
import type { PropSpec, SchemaSpec } from '../reference/schemaSpec.ts';
import { referenceJsonSchema as schemaSpecToJsonSchema } from '../reference/referenceConversion.ts';
import { validateArgs } from '../../src/validateArgs.ts';
import type { PathSegments } from '../model/argsPath.ts';
import { createAjv } from './ajvFactory.ts';
import { renameArgsKeys, renamedKey, renameSpecKeys } from '../reference/renameDeclaredKeys.ts';
import { ajvErrorPath, toAjvErrors, type AjvError } from './ajvErrors.ts';

const ajv = createAjv({ use: 'reference' });

/** What the engine does: validate the renamed args against the reference conversion of the renamed spec. */
function referenceErrors(spec: SchemaSpec, argsJson: string): AjvError[] {
  const validate = ajv.compile(schemaSpecToJsonSchema(renameSpecKeys(spec)));
  const valid = validate(renameArgsKeys(spec, JSON.parse(argsJson)));
  return valid ? [] : toAjvErrors(spec, validate.errors);
}

function paths(spec: SchemaSpec, argsJson: string): PathSegments[] {
  return referenceErrors(spec, argsJson).map((e) => e.path);
}

function specWith(key: string, prop: PropSpec, extra: SchemaSpec = {}): SchemaSpec {
  const spec: Record<string, PropSpec> = {};
  defineOwn(spec, key, prop);
  for (const k of Object.keys(extra)) defineOwn(spec, k, extra[k] as PropSpec);
  return spec;
}

const SPEC: SchemaSpec = {
  path: { type: 'string', required: true },
  mode: { type: 'string', enum: ['fast', 'slow'] },
  options: { type: 'object', properties: { depth: { type: 'integer', required: true }, label: { type: 'string' } } },
  files: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', required: true } } } },
  matrix: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
};

describe('ajv error paths on the reference conversion', () => {
  it('is empty for valid args', () => {
    expect(referenceErrors(SPEC, '{"path":"a","options":{"depth":1},"files":[{"name":"x"}],"matrix":[[1.5]]}')).toEqual([]);
  });

  it('points a type error at the offending key', () => {
    expect(referenceErrors(SPEC, '{"path":1}')).toEqual([{ path: ['path'], keyword: 'type', message: 'must be string' }]);
  });

  it('points an enum error at the offending key', () => {
    expect(referenceErrors(SPEC, '{"path":"a","mode":"FAST"}')).toEqual([
      { path: ['mode'], keyword: 'enum', message: 'must be equal to one of the allowed values' },
    ]);
  });

  it('points a required error at the missing key itself, not at its parent', () => {
    expect(referenceErrors(SPEC, '{}')).toEqual([
      { path: ['path'], keyword: 'required', message: "must have required property 'tf:path'" },
    ]);
  });

  it('points a non-object top level at the top level', () => {
    expect(paths(SPEC, '[1]')).toEqual([[]]);
    expect(paths(SPEC, 'null')).toEqual([[]]);
  });

  it('follows nested objects', () => {
    expect(paths(SPEC, '{"path":"a","options":{"depth":1.5,"label":2}}')).toEqual([
      ['options', 'depth'],
      ['options', 'label'],
    ]);
    expect(paths(SPEC, '{"path":"a","options":{}}')).toEqual([['options', 'depth']]);
  });

  it('keeps array indexes as numbers, in objects inside arrays and arrays inside arrays', () => {
    expect(paths(SPEC, '{"path":"a","files":[{"name":"x"},{},{"name":3}]}')).toEqual([
      ['files', 1, 'name'],
      ['files', 2, 'name'],
    ]);
    expect(paths(SPEC, '{"path":"a","matrix":[[1],[2,"x"]]}')).toEqual([['matrix', 1, 1]]);
    expect(paths(SPEC, '{"path":"a","files":[1]}')).toEqual([['files', 0]]);
  });

  it('agrees with src validateArgs on which paths are wrong', () => {
    const args = '{"mode":"x","options":{"label":1},"files":[{"name":1}],"matrix":["no"]}';
    expect(paths(SPEC, args)).toEqual([
      ['path'],
      ['mode'],
      ['options', 'depth'],
      ['options', 'label'],
      ['files', 0, 'name'],
      ['matrix', 0],
    ]);
    expect(validateArgs(SPEC, JSON.parse(args))).toHaveLength(6);
  });
});

describe('ajv error paths with hostile declared keys', () => {
  it.each(['__proto__', 'a/b', '~', '~1', 'a~0b', 'constructor', '', 'a.b', '0', '名前', renamedKey('x')])(
    'maps the renamed key %j back',
    (key) => {
      const spec = specWith(
        key,
        { type: 'string', required: true },
        { other: { type: 'object', properties: specWith(key, { type: 'integer', required: true }) } },
      );
      const args: Record<string, unknown> = {};
      defineOwn(args, key, 5);
      const inner: Record<string, unknown> = {};
      defineOwn(inner, key, 'x');
      args.other = inner;
      expect(referenceErrors(spec, JSON.stringify(args)).map((e) => [e.keyword, e.path])).toEqual([
        ['type', [key]],
        ['type', ['other', key]],
      ]);
      expect(paths(spec, '{"other":{}}')).toEqual([[key], ['other', key]]);
    },
  );

  it('maps hostile keys inside array elements back', () => {
    const spec: SchemaSpec = {
      list: {
        type: 'array',
        items: { type: 'object', properties: specWith('a/b', { type: 'object', properties: specWith('__proto__', { type: 'boolean' }) }) },
      },
    };
    expect(paths(spec, '{"list":[{"a/b":{"__proto__":true}},{"a/b":{"__proto__":"no"}}]}')).toEqual([['list', 1, 'a/b', '__proto__']]);
  });

  it('sees a declared `__proto__` key that ajv would silently skip without the renaming', () => {
    const spec = specWith('__proto__', { type: 'string' });
    expect(paths(spec, '{"__proto__":1}')).toEqual([['__proto__']]);
    expect(paths(spec, '{"__proto__":"ok"}')).toEqual([]);
  });

  it('treats an inherited `constructor` as absent (ownProperties)', () => {
    expect(paths(specWith('constructor', { type: 'string' }), '{}')).toEqual([]);
    expect(paths(specWith('constructor', { type: 'string', required: true }), '{}')).toEqual([['constructor']]);
  });

  it('rejects non-finite numbers (strictNumbers)', () => {
    expect(paths({ n: { type: 'number' } }, '{"n":1e400}')).toEqual([['n']]);
  });
});

describe('ajvErrorPath on hand-made errors', () => {
  const error = (over: Partial<ErrorObject>): ErrorObject => ({ keyword: 'type', instancePath: '', schemaPath: '#', params: {}, ...over });

  it('keeps an undeclared key as it is, even past a declared one', () => {
    expect(ajvErrorPath(SPEC, error({ instancePath: '/extra/deep' }))).toEqual(['extra', 'deep']);
    expect(ajvErrorPath(SPEC, error({ instancePath: '/tf:nope' }))).toEqual(['tf:nope']);
  });

  it('keeps a numeric key of an object a string, and an index of an array a number', () => {
    const spec: SchemaSpec = {
      o: { type: 'object', properties: { '0': { type: 'string' } } },
      a: { type: 'array', items: { type: 'string' } },
    };
    expect(ajvErrorPath(spec, error({ instancePath: '/tf:o/tf:0' }))).toEqual(['o', '0']);
    expect(ajvErrorPath(spec, error({ instancePath: '/tf:a/0' }))).toEqual(['a', 0]);
  });

  it('reads the missing property of a required error, and copes without one', () => {
    expect(
      ajvErrorPath(SPEC, error({ keyword: 'required', instancePath: '/tf:options', params: { missingProperty: 'tf:depth' } })),
    ).toEqual(['options', 'depth']);
    expect(ajvErrorPath(SPEC, error({ keyword: 'required', params: {} }))).toEqual(['']);
  });

  it('uses the keyword when ajv gave no message, and maps null errors to none', () => {
    expect(toAjvErrors(SPEC, [error({ instancePath: '/tf:path' })])).toEqual([{ path: ['path'], keyword: 'type', message: 'type' }]);
    expect(toAjvErrors(SPEC, null)).toEqual([]);
    expect(toAjvErrors(SPEC, undefined)).toEqual([]);
  });
});

describe('renameSpecKeys / renameArgsKeys', () => {
  it('prefixes declared keys at every depth, and leaves the spec alone', () => {
    const before = JSON.stringify(SPEC);
    expect(JSON.stringify(renameSpecKeys(SPEC))).toBe(
      JSON.stringify({
        'tf:path': { type: 'string', required: true },
        'tf:mode': { type: 'string', enum: ['fast', 'slow'] },
        'tf:options': { type: 'object', properties: { 'tf:depth': { type: 'integer', required: true }, 'tf:label': { type: 'string' } } },
        'tf:files': { type: 'array', items: { type: 'object', properties: { 'tf:name': { type: 'string', required: true } } } },
        'tf:matrix': { type: 'array', items: { type: 'array', items: { type: 'number' } } },
      }),
    );
    expect(JSON.stringify(SPEC)).toBe(before);
  });

  it('renames declared args keys at every depth, keeps undeclared ones and leaves the args alone', () => {
    const args = JSON.parse(
      '{"path":"a","extra":{"path":1},"options":{"depth":1,"x":2},"files":[{"name":"n"},5],"matrix":[[1]]}',
    ) as unknown;
    const before = JSON.stringify(args);
    expect(renameArgsKeys(SPEC, args)).toEqual({
      'tf:path': 'a',
      extra: { path: 1 },
      'tf:options': { 'tf:depth': 1, x: 2 },
      'tf:files': [{ 'tf:name': 'n' }, 5],
      'tf:matrix': [[1]],
    });
    expect(JSON.stringify(args)).toBe(before);
  });

  it('passes non-object args through', () => {
    expect(renameArgsKeys(SPEC, [1])).toEqual([1]);
    expect(renameArgsKeys(SPEC, null)).toBe(null);
  });

  it('keeps `__proto__` an own key on both sides, never a prototype', () => {
    const spec = specWith('__proto__', { type: 'object', properties: specWith('__proto__', { type: 'string' }) });
    const renamedSpec = renameSpecKeys(spec);
    expect(Object.keys(renamedSpec)).toEqual(['tf:__proto__']);
    const args = renameArgsKeys(spec, JSON.parse('{"__proto__":{"__proto__":"x"}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(JSON.stringify(args)).toBe('{"tf:__proto__":{"tf:__proto__":"x"}}');
    const undeclared = renameArgsKeys({}, JSON.parse('{"__proto__":{"polluted":1}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(undeclared)).toBe(Object.prototype);
    expect(Object.keys(undeclared)).toEqual(['__proto__']);
  });

  // Regression test, fixed: undeclared keys are copied as they are, so an undeclared key that already carries the
  // prefix (`tf:x`) collides with the renamed declared key `x`: whichever comes last wins, and the
  // reference judges a value the subject never sees under that key. Here ajv is shown x = "a"
  // although the args' x is 1, so the reference calls invalid args valid.
  it('keeps an undeclared key that looks renamed apart from the declared key it looks like', () => {
    const spec: SchemaSpec = { x: { type: 'string' } };
    const renamed = renameArgsKeys(spec, JSON.parse('{"x":1,"tf:x":"a"}')) as Record<string, unknown>;
    expect(Object.keys(renamed)).toHaveLength(2);
    expect(paths(spec, '{"x":1,"tf:x":"a"}')).toEqual([['x']]);
  });
});

describe('ajvErrorPath when ajv saw the keys as they are', () => {
  const spec: SchemaSpec = { 'tf:a': { type: 'string' }, a: { type: 'object', properties: { b: { type: 'integer', required: true } } } };

  it('keeps a key that only looks renamed, and still walks declared objects', () => {
    expect(ajvErrorPath(spec, { keyword: 'type', instancePath: '/tf:a', schemaPath: '', params: {} }, false)).toEqual(['tf:a']);
    expect(
      ajvErrorPath(spec, { keyword: 'required', instancePath: '/a', schemaPath: '', params: { missingProperty: 'b' } }, false),
    ).toEqual(['a', 'b']);
  });

  it('gives the same paths as the renamed route for real errors', () => {
    const ajvPlain = createAjv({ use: 'reference' });
    const validate = ajvPlain.compile(schemaSpecToJsonSchema(spec));
    expect(validate({ 'tf:a': 1, a: { b: 1.5 } })).toBe(false);
    expect(toAjvErrors(spec, validate.errors, false).map((e) => e.path)).toEqual(paths(spec, '{"tf:a":1,"a":{"b":1.5}}'));
  });
});
