import { describe, expect, it } from 'vitest';
import type { SchemaSpec } from './schemaSpec.ts';
import { validateArgs } from './validateArgs.ts';

const ok = (spec: SchemaSpec, args: unknown) => expect(validateArgs(spec, args)).toEqual([]);
const bad = (spec: SchemaSpec, args: unknown) => {
  const violations = validateArgs(spec, args);
  expect(violations.length).toBeGreaterThan(0);
  return violations;
};

describe('validateArgs: the top level', () => {
  it.each([
    ['null', null],
    ['an array', []],
    ['a string', '{"a":1}'],
    ['a number', 1],
    ['a boolean', true],
    ['undefined', undefined],
  ])('rejects %s with one violation saying the arguments must be an object', (_, args) => {
    const violations = validateArgs({ a: { type: 'string' } }, args);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^arguments: expected an object/);
  });

  it('accepts any object for an empty spec, extra keys included', () => {
    ok({}, {});
    ok({}, { anything: [1, 2], else: null });
  });
});

describe('validateArgs: presence', () => {
  const hostile = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

  it.each(hostile)('treats an optional key named %s as absent on {}', (key) => {
    ok({ [key]: { type: 'string' } }, {});
    ok({ [key]: { type: 'string' } }, Object.create(null));
  });

  it.each(hostile)('requires a required key named %s even though {} inherits it', (key) => {
    expect(validateArgs(JSON.parse(`{"${key}": {"type": "string", "required": true}}`), {})).toEqual([`${key}: missing required property`]);
  });

  it('checks an own __proto__ key from JSON.parse like any other key', () => {
    const spec = JSON.parse('{"__proto__": {"type": "string"}}') as SchemaSpec;
    expect(Object.keys(spec)).toEqual(['__proto__']);
    expect(validateArgs(spec, JSON.parse('{"__proto__": 1}'))).toEqual(['__proto__: expected string, got 1']);
    ok(spec, JSON.parse('{"__proto__": "x"}'));
  });

  it('checks keys of null-prototype objects', () => {
    const args: unknown = Object.create(null);
    Object.defineProperty(args, 'toString', { value: 5, enumerable: true });
    expect(validateArgs(JSON.parse('{"toString": {"type": "string"}}'), args)).toEqual(['toString: expected string, got 5']);
  });

  it('counts an own key holding undefined as absent', () => {
    ok({ a: { type: 'string' } }, { a: undefined });
    expect(validateArgs({ a: { type: 'string', required: true } }, { a: undefined })).toHaveLength(1);
  });

  it('takes required only from required: true', () => {
    ok({ a: { type: 'string', required: false }, b: { type: 'string' } }, {});
    bad({ a: { type: 'string', required: true } }, {});
  });

  it('never applies a default', () => {
    const args = {};
    ok({ a: { type: 'string', default: 'x' } }, args);
    expect(args).toEqual({});
    bad({ a: { type: 'string', required: true, default: 'x' } }, {});
  });

  it('treats null as a present value of the wrong type, not as absent', () => {
    expect(validateArgs({ a: { type: 'string' } }, { a: null })).toEqual(['a: expected string, got null']);
  });
});

describe('validateArgs: types', () => {
  it.each([1, -0, 0, 2 ** 53, 1e21, 1e308, -1e308])('integer accepts %s', (n) => ok({ n: { type: 'integer' } }, { n }));
  it.each([1.5, -0.1, Infinity, -Infinity, NaN, '1'])('integer rejects %s', (n) => {
    bad({ n: { type: 'integer' } }, { n });
  });
  it('number rejects non-finite values such as JSON.parse("1e400")', () => {
    bad({ n: { type: 'number' } }, JSON.parse('{"n": 1e400}'));
    bad({ n: { type: 'number' } }, { n: NaN });
    ok({ n: { type: 'number' } }, { n: 1.5 });
  });
  it('rejects BigInt and Symbol values without throwing', () => {
    bad({ n: { type: 'number' } }, { n: 1n });
    bad({ s: { type: 'string' } }, { s: Symbol('x') });
  });
  it('object without properties accepts any non-null non-array object, Dates and class instances included', () => {
    const spec: SchemaSpec = { o: { type: 'object' } };
    ok(spec, { o: {} });
    ok(spec, { o: { deep: [1, { x: null }] } });
    ok(spec, { o: new Date() });
    ok(spec, { o: new (class Thing {})() });
    bad(spec, { o: [] });
    bad(spec, { o: null });
    bad(spec, { o: '{}' });
  });
  it('array without items accepts any array', () => {
    ok({ a: { type: 'array' } }, { a: [1, 'x', null, {}] });
    bad({ a: { type: 'array' } }, { a: { 0: 1, length: 1 } });
  });
});

describe('validateArgs: enum', () => {
  it('is membership with JSON Schema equality', () => {
    ok({ n: { type: 'integer', enum: [0, 1] } }, { n: -0 });
    bad({ n: { type: 'integer', enum: [1, 2] } }, { n: '1' });
    bad({ b: { type: 'boolean', enum: [true] } }, { b: 'true' });
    bad({ s: { type: 'string', enum: ['a'] } }, { s: 'A' });
  });
  it('checks the type as well as the enum', () => {
    const violations = validateArgs({ s: { type: 'string', enum: ['a', 1] } }, { s: 1 });
    expect(violations).toEqual(['s: expected string, got 1']);
  });
  it('names the members in the message', () => {
    expect(validateArgs({ mode: { type: 'string', enum: ['fast', 'slow'] } }, { mode: 'FAST' })).toEqual([
      'mode: expected one of "fast", "slow", got "FAST"',
    ]);
  });
});

describe('validateArgs: nesting and paths', () => {
  const spec: SchemaSpec = {
    options: { type: 'object', properties: { mode: { type: 'string', required: true } } },
    files: { type: 'array', items: { type: 'object', properties: { path: { type: 'string', required: true } } } },
    'a.b': { type: 'object', properties: { '': { type: 'integer' }, 名前: { type: 'string' } } },
  };

  it('enforces nested required keys inside objects and inside every array element', () => {
    expect(validateArgs(spec, { options: {}, files: [{ path: 'a' }, { path: 'b' }, {}] })).toEqual([
      'options.mode: missing required property',
      'files[2].path: missing required property',
    ]);
  });

  it('allows extra keys at every level', () => {
    ok(spec, { options: { mode: 'x', extra: 1 }, files: [{ path: 'a', extra: [] }], extra: null });
  });

  it('reports every violation, each naming its path, quoting non-identifier keys', () => {
    const violations = validateArgs(spec, { options: { mode: 1 }, files: [{ path: 2 }, 3], 'a.b': { '': 1.5, 名前: 0 } });
    expect(violations).toEqual([
      'options.mode: expected string, got 1',
      'files[0].path: expected string, got 2',
      'files[1]: expected object, got 3',
      '["a.b"][""]: expected integer, got 1.5',
      '["a.b"]["名前"]: expected string, got 0',
    ]);
  });

  it('reports a hole in a sparse array as a missing element', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(validateArgs({ xs: { type: 'array', items: { type: 'string' } } }, { xs: ['a', , 'c'] })).toEqual([
      'xs[1]: missing array element (expected string)',
    ]);
  });

  it('ignores required on items', () => {
    ok({ xs: { type: 'array', items: { type: 'string', required: true } } }, { xs: [] });
  });
});

describe('validateArgs: hostile input becomes a violation, never an exception', () => {
  const spec: SchemaSpec = {
    a: { type: 'string', required: true },
    o: { type: 'object', properties: { b: { type: 'number' } } },
    xs: { type: 'array', items: { type: 'integer' } },
  };

  it('turns a throwing getter into a violation at its path', () => {
    const args = {
      get a(): string {
        throw new Error('boom');
      },
    };
    expect(validateArgs(spec, args)).toEqual(['a: could not be read (Error: boom)']);
  });

  it('survives a throwing getter inside an array and a getter that throws a non-Error', () => {
    const xs = [1];
    Object.defineProperty(xs, 0, {
      get() {
        throw null;
      },
    });
    expect(validateArgs(spec, { a: 'x', xs })).toEqual(['xs[0]: could not be read (null)']);
  });

  it('survives proxies whose traps throw, and revoked proxies', () => {
    const throwing = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new TypeError('trap');
        },
      },
    );
    expect(validateArgs(spec, throwing).join()).toMatch(/could not be read/);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(validateArgs(spec, proxy)).toEqual([expect.stringMatching(/^arguments: could not be read/)]);
  });

  it('handles cycles and very deep values (it walks the spec, not the value)', () => {
    const cyclic: Record<string, unknown> = { a: 'x' };
    cyclic.o = cyclic;
    expect(validateArgs(spec, cyclic)).toEqual([]);
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { o: deep };
    expect(validateArgs(spec, { a: 'x', o: deep })).toEqual([]);
  });

  it('does not change its input, even when it is frozen', () => {
    const args = Object.freeze({ a: 1, o: Object.freeze({ b: 'x' }), xs: Object.freeze([1.5]) });
    const snapshot = JSON.stringify(args);
    expect(validateArgs(spec, args)).toHaveLength(3);
    expect(JSON.stringify(args)).toBe(snapshot);
  });
});
