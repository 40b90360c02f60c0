import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PathSegments } from '../model/argsPath.ts';
import type { PropSpec, PropType, SchemaSpec } from '../reference/schemaSpec.ts';
import { type FingerprintInput, findingShape } from './fingerprint.ts';
import { presenceFaults } from './fingerprintPresence.ts';
import { caseShape } from './fingerprintShape.ts';

type Kind = FingerprintInput['kind'];

function finding(
  spec: SchemaSpec,
  args: unknown,
  paths: readonly PathSegments[],
  kind: Kind = 'FALSE_ACCEPT',
  blame: FingerprintInput['blame'] = 'validator',
): FingerprintInput {
  return { kind, blame, spec, argsJson: JSON.stringify(args), paths };
}

/** How the offending key is reached: through a nested object or an array of objects. */
type Wrapper = { readonly via: 'object' | 'array'; readonly key: string };

/** A spec, args and path with `leaf` (or no key, for undefined) at `key` under `wrappers`. */
function nested(
  wrappers: readonly Wrapper[],
  key: string,
  prop: PropSpec,
  leaf: unknown,
): { spec: SchemaSpec; args: unknown; path: PathSegments } {
  let spec: SchemaSpec = { [key]: prop };
  let args: Record<string, unknown> = leaf === undefined ? {} : { [key]: leaf };
  let path: PathSegments = [key];
  for (const { via, key: outer } of [...wrappers].reverse()) {
    const object: PropSpec = { type: 'object', properties: spec };
    spec = { [outer]: via === 'object' ? object : { type: 'array', items: object } };
    args = { [outer]: via === 'object' ? args : [args] };
    path = via === 'object' ? [outer, ...path] : [outer, 0, ...path];
  }
  return { spec, args, path };
}

const plainKey = fc.stringMatching(/^[a-z][a-z_]{0,6}$/);
const propType = fc.constantFrom<PropType>('string', 'number', 'integer', 'boolean', 'object', 'array');
const wrappers = fc.array(
  fc.record({ via: fc.constantFrom<Wrapper['via']>('object', 'array'), key: plainKey }, { noNullPrototype: true }),
  { maxLength: 3 },
);

describe('presence findings', () => {
  it('give null for an optional key one shape, whatever its type, depth, names and annotations', () => {
    const top = findingShape(finding({ a: { type: 'string' } }, { a: null }, [['a']]));
    fc.assert(
      fc.property(wrappers, plainKey, propType, fc.boolean(), (around, key, type, annotated) => {
        const { spec, args, path } = nested(around, key, { type, ...(annotated ? { default: 0, description: 'd' } : {}) }, null);
        expect(findingShape(finding(spec, args, [path]))).toBe(top);
      }),
    );
  });

  it('give a required key left out one shape, whatever its type and depth', () => {
    const top = findingShape(finding({ a: { type: 'string', required: true } }, {}, [['a']]));
    fc.assert(
      fc.property(wrappers, plainKey, propType, (around, key, type) => {
        const { spec, args, path } = nested(around, key, { type, required: true }, undefined);
        expect(findingShape(finding(spec, args, [path]))).toBe(top);
      }),
    );
  });

  it('merge the same fault named twice, and ignore the order of paths', () => {
    const spec: SchemaSpec = { a: { type: 'string' }, b: { type: 'integer' }, c: { type: 'string', required: true } };
    const one = findingShape(finding(spec, { a: null }, [['a']], 'UNACTIONABLE_MESSAGE'));
    expect(findingShape(finding(spec, { a: null, b: null }, [['a'], ['b']], 'UNACTIONABLE_MESSAGE'))).toBe(one);
    const mixed = (paths: PathSegments[]) => findingShape(finding(spec, { a: null }, paths, 'UNACTIONABLE_MESSAGE'));
    expect(mixed([['a'], ['c']])).toBe(mixed([['c'], ['a']]));
    expect(mixed([['a'], ['c']])).not.toBe(one);
  });

  it('tell apart null from left out, required from optional, hostile keys, kinds and blames', () => {
    const shapes = [
      finding({ a: { type: 'string' } }, { a: null }, [['a']]),
      finding({ a: { type: 'string' } }, {}, [['a']]),
      finding({ a: { type: 'string', required: true } }, {}, [['a']]),
      finding({ toString: { type: 'string', required: true } } as SchemaSpec, {}, [['toString']]),
      finding({ constructor: { type: 'string', required: true } } as SchemaSpec, {}, [['constructor']]),
      finding(JSON.parse('{"__proto__":{"type":"string"}}'), JSON.parse('{"__proto__":null}'), [['__proto__']]),
      finding({ 'a.b': { type: 'string' } }, { 'a.b': null }, [['a.b']]),
      finding({ a: { type: 'string' } }, { a: null }, [['a']], 'UNACTIONABLE_MESSAGE'),
      finding({ a: { type: 'string' } }, { a: null }, [['a']], 'FALSE_REJECT', 'converter'),
      finding({ a: { type: 'string' } }, { a: null }, [['a']], 'FALSE_ACCEPT', 'converter'),
    ].map(findingShape);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('are told by every offending path: one path that is not about presence keeps the whole case shape', () => {
    const spec: SchemaSpec = { a: { type: 'string' }, b: { type: 'integer' } };
    const f = finding(spec, { a: null, b: 'x' }, [['a'], ['b']]);
    expect(presenceFaults(f)).toBeUndefined();
    expect(findingShape(f)).toBe(caseShape(f));
  });

  it.each<[string, FingerprintInput]>([
    [
      'a null where the key is required (rejected as missing, no presence drift)',
      finding({ a: { type: 'string', required: true } }, { a: null }, [['a']]),
    ],
    ['a wrong-typed value', finding({ a: { type: 'string' } }, { a: 1 }, [['a']])],
    ['a falsy value (the shrinker makes those from any value)', finding({ a: { type: 'integer' } }, { a: false }, [['a']])],
    ['a null array element', finding({ a: { type: 'array', items: { type: 'string' } } }, { a: [null] }, [['a', 0]])],
    ['a key the spec does not declare', finding({ a: { type: 'string' } }, { b: null }, [['b']])],
    [
      'a key under a parent that is not an object',
      finding({ a: { type: 'object', properties: { b: { type: 'string' } } } }, { a: [] }, [['a', 'b']]),
    ],
    ['the top level', finding({ a: { type: 'string' } }, null, [[]])],
    ['no paths', finding({ a: { type: 'string' } }, { a: null }, [], 'VALID_REJECTED')],
    ['a throw on a null', finding({ a: { type: 'object', properties: { b: { type: 'string' } } } }, { a: null }, [['a']], 'THROWS')],
    ['args that are not JSON', { ...finding({ a: { type: 'string' } }, {}, [['a']]), argsJson: '{"a":' }],
  ])('are not: %s', (_name, f) => {
    expect(presenceFaults(f)).toBeUndefined();
    expect(findingShape(f)).toBe(caseShape(f));
  });

  it('read keys as own properties, so an own __proto__ is a key and an inherited toString is absent', () => {
    expect(
      presenceFaults(finding(JSON.parse('{"__proto__":{"type":"object"}}'), JSON.parse('{"__proto__":null}'), [['__proto__']])),
    ).toEqual([{ cause: 'null', key: '"__proto__"' }]);
    expect(presenceFaults(finding({ toString: { type: 'string', required: true } } as SchemaSpec, {}, [['toString']]))).toEqual([
      { cause: 'absent', key: '"toString"', required: true },
    ]);
  });

  it('never share a shape with a case shaped whole', () => {
    const f = finding({ a: { type: 'string' } }, { a: null }, [['a']]);
    expect(findingShape(f)).not.toBe(caseShape(f));
    expect(JSON.parse(findingShape(f))[2]).toBe('presence');
    expect(Array.isArray(JSON.parse(caseShape(f))[2])).toBe(true);
  });
});
