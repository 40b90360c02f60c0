import type { PropSpec, SchemaSpec } from '../../fuzz/reference/schemaSpec.ts';
import { bashSchema } from '../../src/tools/bash.ts';

/** The small spec: the 4-prop bash tool. */
export const SMALL: SchemaSpec = bashSchema;

/** The medium spec: ~10 props with enums, an array and a nested object. */
export const MEDIUM: SchemaSpec = {
  query: { type: 'string', required: true },
  limit: { type: 'integer' },
  offset: { type: 'integer' },
  sort: { type: 'string', enum: ['asc', 'desc'] },
  fields: { type: 'array', items: { type: 'string' } },
  include_archived: { type: 'boolean' },
  score: { type: 'number' },
  filter: {
    type: 'object',
    properties: {
      owner: { type: 'string', required: true },
      tags: { type: 'array', items: { type: 'string' } },
      level: { type: 'integer', enum: [1, 2, 3] },
    },
  },
  format: { type: 'string', enum: ['json', 'csv', 'table'], default: 'json' },
  timeout_ms: { type: 'number' },
};

function level(depth: number, width: number): Record<string, PropSpec> {
  const props: Record<string, PropSpec> = {};
  const types = ['string', 'integer', 'number', 'boolean'] as const;
  for (let i = 0; i < width; i++)
    props[`field_${depth}_${i}`] = { type: types[i % 4] as PropSpec['type'], ...(i % 3 === 0 ? { required: true } : {}) };
  if (depth > 1) {
    props[`nested_${depth}`] = { type: 'object', required: true, properties: level(depth - 1, Math.max(3, Math.floor(width / 2))) };
    props[`list_${depth}`] = { type: 'array', items: { type: 'object', properties: level(depth - 1, 3) } };
  }
  props[`mode_${depth}`] = { type: 'string', enum: ['a', 'b', 'c'] };
  return props;
}

/** The large spec: ~40 props over 3 levels, with arrays of objects. */
export const LARGE: SchemaSpec = level(3, 14);

/** Counts every prop of a spec at every depth. */
export function countProps(spec: SchemaSpec): number {
  let n = 0;
  for (const prop of Object.values(spec)) {
    n++;
    if (prop.properties) n += countProps(prop.properties);
    if (prop.items?.properties) n += countProps(prop.items.properties);
  }
  return n;
}
