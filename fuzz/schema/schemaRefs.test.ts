import { describe, expect, it } from 'vitest';
import { schemaNodes } from './schemaNodes.ts';
import { recursiveRefs, resolveRef, schemaRefs } from './schemaRefs.ts';

const ROOT = {
  $id: 'urn:tool',
  type: 'object',
  properties: { a: { $ref: '#/$defs/a~1b' }, b: { $ref: 'urn:tool#/$defs/c%20d' }, c: { $ref: '#here' }, d: { $ref: '#/$defs/e%' } },
  $defs: { 'a/b': { type: 'string' }, 'c d': { type: 'number' }, anchored: { $anchor: 'here', type: 'null' } },
};

describe('resolveRef', () => {
  it('follows pointers (escaped and percent-encoded), anchors and the root $id, as ajv does', () => {
    expect(resolveRef(ROOT, '#/$defs/a~1b')).toEqual({ kind: 'found', schema: { type: 'string' } });
    expect(resolveRef(ROOT, 'urn:tool#/$defs/c%20d')).toEqual({ kind: 'found', schema: { type: 'number' } });
    expect(resolveRef(ROOT, '#here')).toEqual({ kind: 'found', schema: { $anchor: 'here', type: 'null' } });
    expect(resolveRef(ROOT, '#')).toEqual({ kind: 'found', schema: ROOT });
  });

  it('says why it cannot follow a remote ref, a missing target or a malformed escape (it never throws)', () => {
    expect(resolveRef(ROOT, 'https://example.com/s.json').kind).toBe('unresolvable');
    expect(resolveRef(ROOT, '#/$defs/nope').kind).toBe('unresolvable');
    expect(resolveRef(ROOT, '#/$defs/e%').kind).toBe('unresolvable');
    expect(resolveRef(ROOT, '#/properties/a/$ref').kind).toBe('unresolvable');
  });
});

describe('schemaRefs', () => {
  it('lists every $ref with its kind and target, a ref through the root $id as external', () => {
    const refs = schemaRefs({ root: ROOT, nodes: schemaNodes(ROOT) });
    expect(refs.map((r) => [r.path, r.kind, r.target])).toEqual([
      ['/properties/a/$ref', 'local', '/$defs/a~1b'],
      ['/properties/b/$ref', 'external', undefined],
      ['/properties/c/$ref', 'anchor', '/$defs/anchored'],
      ['/properties/d/$ref', 'local', undefined],
    ]);
  });

  it('finds the refs that lead back into themselves', () => {
    const tree = {
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#' } }, leaf: { $ref: '#/$defs/leaf' } },
      $defs: { leaf: { type: 'string' } },
    };
    const refs = schemaRefs({ root: tree, nodes: schemaNodes(tree) });
    expect(recursiveRefs(refs).map((r) => r.path)).toEqual(['/properties/children/items/$ref']);
  });
});
