import { hasOwn } from '../../../json/ownProperty.ts';
import { isObjectRecord } from '../../../json/jsonTypes.ts';
import type { PropSpec, SchemaSpec } from '../../../reference/schemaSpec.ts';
import { formatPath, type PathSegments } from '../../../model/argsPath.ts';

function where(path: PathSegments): string {
  return path.length === 0 ? 'the top-level schema' : `the schema of ${formatPath(path)}`;
}

function checkObjectLevel(schema: Record<string, unknown>, spec: SchemaSpec, path: PathSegments, out: string[]): void {
  if ('additionalProperties' in schema) out.push(`${where(path)} has additionalProperties (the tool layer allows extra keys)`);
  const required = schema.required;
  const properties = schema.properties;
  const keys = Object.keys(spec);
  // Leaving out an empty `properties` or `required` means the same thing in JSON Schema.
  if (properties === undefined && keys.length === 0) {
    if (Array.isArray(required) && required.length > 0)
      out.push(`${where(path)} requires ${required.map((k) => JSON.stringify(k)).join(', ')}, which the spec does not declare`);
    return;
  }
  if (!isObjectRecord(properties)) {
    out.push(`${where(path)} has no properties object`);
    return;
  }
  const anyRequired = keys.some((key) => spec[key]?.required === true);
  if (required === undefined && !anyRequired) {
    // nothing required, nothing to list
  } else if (!Array.isArray(required) || required.some((key) => typeof key !== 'string')) {
    out.push(`${where(path)} has no required array of key names`);
  } else {
    const expected = keys.filter((key) => spec[key]?.required === true);
    const missing = expected.filter((key) => !required.includes(key));
    const extra = required.filter((key: string) => !expected.includes(key));
    if (missing.length > 0) out.push(`${where(path)} does not require ${missing.map((k) => JSON.stringify(k)).join(', ')}`);
    if (extra.length > 0)
      out.push(`${where(path)} requires ${extra.map((k: string) => JSON.stringify(k)).join(', ')}, which the spec leaves optional`);
  }
  for (const key of keys) {
    if (!hasOwn(properties, key)) {
      out.push(`${where(path)} drops the property ${JSON.stringify(key)}`);
      continue;
    }
    checkProp(properties[key], spec[key] as PropSpec, [...path, key], out);
  }
  for (const key of Object.keys(properties)) {
    if (!hasOwn(spec, key)) out.push(`${where(path)} adds the undeclared property ${JSON.stringify(key)}`);
  }
}

function checkProp(schema: unknown, prop: PropSpec, path: PathSegments, out: string[]): void {
  if (!isObjectRecord(schema)) {
    out.push(`${where(path)} is not an object`);
    return;
  }
  if (schema.type !== prop.type) out.push(`${where(path)} has type ${JSON.stringify(schema.type)} where the spec declares "${prop.type}"`);
  if (typeof schema.required === 'boolean')
    out.push(`${where(path)} carries a boolean required (draft-07 needs a required array on the parent)`);
  if (prop.type === 'object' && prop.properties !== undefined) checkObjectLevel(schema, prop.properties, path, out);
  else if ('additionalProperties' in schema) out.push(`${where(path)} has additionalProperties (the tool layer allows extra keys)`);
  if (prop.type === 'array' && prop.items !== undefined) checkProp(schema.items, prop.items, [...path, 0], out);
}

/**
 * Where a subject's converted schema breaks the tool-layer shape: `{ type: 'object', properties, required }`
 * at every object level, `type` as declared, `required` only from `required: true`, no
 * `additionalProperties`. Semantic drift (a dropped enum, a widened type) is left to the case oracles.
 */
export function converterShapeProblems(schema: unknown, spec: SchemaSpec): string[] {
  const out: string[] = [];
  if (!isObjectRecord(schema)) return ['the converted schema is not an object'];
  if (schema.type !== 'object') out.push(`the top-level schema has type ${JSON.stringify(schema.type)} instead of "object"`);
  checkObjectLevel(schema, spec, [], out);
  return out;
}
