import { defineOwn } from './ownProperty.ts';
import type { PropSpec, SchemaSpec } from './schemaSpec.ts';

/** The JSON Schema (draft-07 subset) that the converter emits for one property. */
export interface JsonSchemaProp {
  type: PropSpec['type'];
  description?: string;
  enum?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchemaProp>;
  required?: string[];
  items?: JsonSchemaProp;
}

/** The JSON Schema of a tool's arguments, as sent to the model. */
export interface JsonSchemaObject {
  type: 'object';
  properties: Record<string, JsonSchemaProp>;
  required: string[];
}

function convertProperties(spec: SchemaSpec): { properties: Record<string, JsonSchemaProp>; required: string[] } {
  const properties: Record<string, JsonSchemaProp> = {};
  const required: string[] = [];
  for (const key of Object.keys(spec)) {
    const prop = spec[key] as PropSpec;
    defineOwn(properties, key, convertProp(prop));
    if (prop.required === true) required.push(key);
  }
  return { properties, required };
}

function convertProp(prop: PropSpec): JsonSchemaProp {
  const out: JsonSchemaProp = { type: prop.type };
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
 * Converts a spec to the JSON Schema the model sees: `required` only from `required: true`, every
 * object with `properties` gets its own `required` array, and no `additionalProperties` ever.
 */
export function schemaSpecToJsonSchema(spec: SchemaSpec): JsonSchemaObject {
  return { type: 'object', ...convertProperties(spec) };
}
