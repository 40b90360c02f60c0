import { defineOwn } from '../json/ownProperty.ts';
import type { PropSpec, SchemaSpec } from './schemaSpec.ts';

/** The JSON Schema (draft-07 subset) the reference conversion gives one property. */
export interface ReferenceSchemaProp {
  type: PropSpec['type'];
  description?: string;
  enum?: unknown[];
  default?: unknown;
  properties?: Record<string, ReferenceSchemaProp>;
  required?: string[];
  items?: ReferenceSchemaProp;
}

/** The reference JSON Schema of a tool's arguments. */
export interface ReferenceSchema {
  type: 'object';
  properties: Record<string, ReferenceSchemaProp>;
  required: string[];
}

function convertProperties(spec: SchemaSpec): { properties: Record<string, ReferenceSchemaProp>; required: string[] } {
  const properties: Record<string, ReferenceSchemaProp> = {};
  const required: string[] = [];
  for (const key of Object.keys(spec)) {
    const prop = spec[key] as PropSpec;
    defineOwn(properties, key, convertProp(prop));
    if (prop.required === true) required.push(key);
  }
  return { properties, required };
}

function convertProp(prop: PropSpec): ReferenceSchemaProp {
  const out: ReferenceSchemaProp = { type: prop.type };
  if (prop.description !== undefined) out.description = prop.description;
  if (prop.enum !== undefined) out.enum = [...prop.enum];
  if (prop.default !== undefined) out.default = prop.default;
  if (prop.type === 'object' && prop.properties !== undefined) {
    const { properties, required } = convertProperties(prop.properties);
    out.properties = properties;
    out.required = required;
  }
  if (prop.type === 'array' && prop.items !== undefined) out.items = convertProp(prop.items);
  return out;
}

/**
 * The reference conversion of a spec (docs/subject-contract.md semantics, toolfuzz's own, never a subject's):
 * `required` only from `required: true`, every object with `properties` gets its own `required`
 * array, and no `additionalProperties` ever.
 */
export function referenceJsonSchema(spec: SchemaSpec): ReferenceSchema {
  return { type: 'object', ...convertProperties(spec) };
}
