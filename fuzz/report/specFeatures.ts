import { valueHasType } from '../json/jsonTypes.ts';
import type { PropSpec, SchemaSpec } from '../reference/schemaSpec.ts';
import { HOSTILE_KEYS } from '../arbitraries/specArbitrary.ts';
import { specIsSatisfiable } from '../arbitraries/satisfiable.ts';

/** The DSL features a coverage matrix tracks. */
export const SPEC_FEATURES = [
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'enum',
  'mixed-type enum',
  'nested object',
  'array of objects',
  'bare object',
  'bare array',
  'required',
  'nested required',
  'default',
  'hostile keys',
  'unsatisfiable',
] as const;

/** One feature of a spec. */
export type SpecFeature = (typeof SPEC_FEATURES)[number];

const hostile = new Set<string>(HOSTILE_KEYS);

function visit(spec: SchemaSpec, depth: number, out: Set<SpecFeature>): void {
  for (const key of Object.keys(spec)) {
    const prop = spec[key] as PropSpec;
    if (hostile.has(key) || !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) out.add('hostile keys');
    visitProp(prop, depth, out);
    if (prop.required === true) out.add(depth === 0 ? 'required' : 'nested required');
  }
}

function visitProp(prop: PropSpec, depth: number, out: Set<SpecFeature>): void {
  out.add(prop.type);
  if (prop.default !== undefined) out.add('default');
  if (prop.enum !== undefined) {
    out.add('enum');
    if (prop.enum.some((member) => !valueHasType(prop.type, member))) out.add('mixed-type enum');
  }
  if (prop.type === 'object') {
    if (prop.properties === undefined) out.add('bare object');
    else {
      out.add('nested object');
      visit(prop.properties, depth + 1, out);
    }
  }
  if (prop.type === 'array') {
    if (prop.items === undefined) out.add('bare array');
    else {
      if (prop.items.type === 'object') out.add('array of objects');
      visitProp(prop.items, depth + 1, out);
    }
  }
}

/** Which DSL features a spec uses, in SPEC_FEATURES order. */
export function specFeatures(spec: SchemaSpec): SpecFeature[] {
  const out = new Set<SpecFeature>();
  visit(spec, 0, out);
  if (!specIsSatisfiable(spec)) out.add('unsatisfiable');
  return SPEC_FEATURES.filter((feature) => out.has(feature));
}
