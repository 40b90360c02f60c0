import { describe, expect, it } from 'vitest';
import { defineOwn } from '../json/ownProperty.ts';
import type { PropSpec, SchemaSpec } from '../reference/schemaSpec.ts';
import { type FingerprintInput, findingShape, fingerprintOf, groupFingerprints, legacyFingerprint, specHash } from './fingerprint.ts';
import type { RawFinding } from './rawFinding.ts';

// No offending paths: these cases are shaped whole (presence findings: fingerprintPresence.test.ts).
function finding(
  spec: SchemaSpec,
  argsJson: string,
  kind: RawFinding['kind'] = 'FALSE_ACCEPT',
  blame: RawFinding['blame'] = 'validator',
): FingerprintInput {
  return { kind, blame, spec, argsJson, paths: [] };
}

function oneKey(key: string, prop: PropSpec): SchemaSpec {
  const spec: Record<string, PropSpec> = {};
  defineOwn(spec, key, prop);
  return spec;
}

function argsWith(key: string, value: unknown): string {
  const args: Record<string, unknown> = {};
  defineOwn(args, key, value);
  return JSON.stringify(args);
}

describe('findingShape', () => {
  it('gives the same shape to the same drift on differently named plain keys', () => {
    const a = finding({ path: { type: 'string', required: true } }, '{"path":null}');
    const b = finding({ file_name: { type: 'string', required: true } }, '{"file_name":null}');
    expect(findingShape(a)).toBe(findingShape(b));
  });

  it('ignores key order, descriptions, enum member values and the values of the args', () => {
    const a = finding({ a: { type: 'string', enum: ['x', 'y'], description: 'one' }, b: { type: 'integer' } }, '{"a":"z","b":1}');
    const b = finding({ q: { type: 'integer' }, r: { type: 'string', enum: ['w'] } }, '{"q":99,"r":"v"}');
    expect(findingShape(a)).toBe(findingShape(b));
  });

  it('gives the same shape to nested drifts under different names', () => {
    const a = finding({ options: { type: 'object', properties: { mode: { type: 'string' } } } }, '{"options":{"mode":null}}');
    const b = finding({ config: { type: 'object', properties: { level: { type: 'string' } } } }, '{"config":{"level":null}}');
    expect(findingShape(a)).toBe(findingShape(b));
  });

  it('keeps hostile keys apart from plain ones and from each other', () => {
    const shapes = ['plain', '__proto__', 'constructor', 'toString', '', 'a.b', '名前', 'key with space', '0'].map((key) =>
      findingShape(finding(oneKey(key, { type: 'string' }), argsWith(key, 1))),
    );
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('does not merge a hostile args key with a plain one under the same spec', () => {
    const spec: SchemaSpec = { a: { type: 'string' } };
    expect(findingShape(finding(spec, '{"__proto__":1}'))).not.toBe(findingShape(finding(spec, '{"extra":1}')));
  });

  it('tells kinds and blames apart', () => {
    const spec: SchemaSpec = { a: { type: 'string' } };
    const shapes = [
      finding(spec, '{"a":1}', 'FALSE_ACCEPT', 'validator'),
      finding(spec, '{"a":1}', 'FALSE_ACCEPT', 'converter'),
      finding(spec, '{"a":1}', 'VIOLATOR_ACCEPTED', 'validator'),
      finding(spec, '{"a":1}', 'FALSE_REJECT', 'validator'),
    ].map(findingShape);
    expect(new Set(shapes).size).toBe(4);
  });

  it('tells apart what makes a drift different: types, required, enum member types, defaults, nesting, value types', () => {
    const base = findingShape(finding({ a: { type: 'string' } }, '{"a":1}'));
    for (const other of [
      finding({ a: { type: 'integer' } }, '{"a":1}'),
      finding({ a: { type: 'string', required: true } }, '{"a":1}'),
      finding({ a: { type: 'string', enum: ['x'] } }, '{"a":1}'),
      finding({ a: { type: 'string', default: 'x' } }, '{"a":1}'),
      finding({ a: { type: 'string' } }, '{"a":"1"}'),
      finding({ a: { type: 'string' } }, '{"a":null}'),
      finding({ a: { type: 'string' } }, '{"a":[1]}'),
      finding({ a: { type: 'string' } }, '{}'),
      finding({ a: { type: 'string' } }, '[]'),
    ]) {
      expect(findingShape(other)).not.toBe(base);
    }
    expect(findingShape(finding({ a: { type: 'string', enum: [1, 'x'] } }, '{}'))).not.toBe(
      findingShape(finding({ a: { type: 'string', enum: ['x'] } }, '{}')),
    );
  });

  it('reads 1e400 as a number and copes with args that are not JSON', () => {
    const spec: SchemaSpec = { n: { type: 'number' } };
    expect(findingShape(finding(spec, '{"n":1e400}'))).toBe(findingShape(finding(spec, '{"n":2}')));
    expect(() => findingShape(finding(spec, '{not json'))).not.toThrow();
    expect(findingShape(finding(spec, '{not json'))).not.toBe(findingShape(finding(spec, '{}')));
  });

  it('is a string that is stable across calls', () => {
    const f = finding({ a: { type: 'array', items: { type: 'object', properties: { b: { type: 'boolean' } } } } }, '{"a":[{"b":"x"}]}');
    expect(typeof findingShape(f)).toBe('string');
    expect(findingShape(f)).toBe(findingShape(structuredClone(f)));
  });
});

describe('groupFingerprints', () => {
  it('lists the distinct legacy fingerprints of a presence group, sorted, beside its one fingerprint', () => {
    const text = {
      kind: 'FALSE_ACCEPT',
      blame: 'validator',
      spec: { a: { type: 'string' } },
      argsJson: '{"a":null}',
      paths: [['a']],
    } as const;
    const count = { ...text, spec: { n: { type: 'integer' } } as SchemaSpec, argsJson: '{"n":null}', paths: [['n']] };
    const shape = findingShape(text);
    expect(findingShape(count)).toBe(shape);
    const { fingerprint, legacyFingerprints } = groupFingerprints(shape, [text, count, text]);
    expect(fingerprint).toBe(fingerprintOf(shape));
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(legacyFingerprints).toEqual([legacyFingerprint(text), legacyFingerprint(count)].sort());
    expect(new Set(legacyFingerprints).size).toBe(2);
  });

  it('adds no legacy fingerprints to a group whose fingerprint did not change', () => {
    const f = finding({ a: { type: 'string' } }, '{"a":1}');
    expect(groupFingerprints(findingShape(f), [f])).toEqual({ fingerprint: legacyFingerprint(f) });
  });
});

describe('specHash', () => {
  it('is 12 hex digits, stable, and different for different specs', () => {
    const spec: SchemaSpec = { a: { type: 'string' } };
    expect(specHash(spec)).toMatch(/^[0-9a-f]{12}$/);
    expect(specHash(spec)).toBe(specHash({ a: { type: 'string' } }));
    expect(specHash(spec)).not.toBe(specHash({ b: { type: 'string' } }));
    expect(specHash(oneKey('__proto__', { type: 'string' }))).not.toBe(specHash({}));
  });
});
