import { describe, expect, it } from 'vitest';
import { schemasAtPath } from './schemaAtPath.ts';

describe('schemasAtPath', () => {
  it('follows refs into $defs, through anyOf branches, down to the value at the path', () => {
    const schema = {
      type: 'object',
      properties: { tag: { $ref: '#/$defs/tag' } },
      $defs: { tag: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] } },
    };
    const nodes = schemasAtPath(schema, ['tag']);
    expect(nodes).toContainEqual({ type: 'string', maxLength: 3 });
    expect(nodes).toContainEqual({ type: 'null' });
  });

  it('ends on a schema whose branch refers back to itself', () => {
    const schema = { anyOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#' } }] };
    expect(schemasAtPath(schema, [])).toEqual([schema, { type: 'string' }, { type: 'array', items: { $ref: '#' } }]);
    expect(schemasAtPath(schema, [0])).toContainEqual({ type: 'string' });
  });
});
