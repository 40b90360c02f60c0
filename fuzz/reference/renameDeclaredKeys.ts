import { defineOwn, hasOwn } from '../json/ownProperty.ts';
import { isJsonObject } from '../json/jsonTypes.ts';
import type { PropSpec, SchemaSpec } from './schemaSpec.ts';

// ajv silently drops a property named `__proto__` from `properties`, so ajv is only ever shown
// declared keys behind this prefix, in the schema and in the data alike.
const PREFIX = 'tf:';
// Undeclared keys that could be mistaken for renamed ones move aside under their own prefix.
const UNDECLARED_PREFIX = 'u:';

function undeclaredKey(key: string): string {
  return key.startsWith(PREFIX) || key.startsWith(UNDECLARED_PREFIX) ? UNDECLARED_PREFIX + key : key;
}

function declaresProtoKey(spec: SchemaSpec): boolean {
  for (const key of Object.keys(spec)) {
    if (key === '__proto__') return true;
    const prop = spec[key] as PropSpec;
    if (prop.properties !== undefined && declaresProtoKey(prop.properties)) return true;
    for (let items = prop.items; items !== undefined; items = items.items) {
      if (items.properties !== undefined && declaresProtoKey(items.properties)) return true;
    }
  }
  return false;
}

/**
 * Whether ajv must be shown renamed keys for `spec`: only a declared `__proto__`, at any depth,
 * trips ajv. Every other spec is compiled and checked as it is, which spares renaming each case's args.
 */
export function specNeedsRenaming(spec: SchemaSpec): boolean {
  return declaresProtoKey(spec);
}

/** The key ajv sees for a declared key. */
export function renamedKey(key: string): string {
  return PREFIX + key;
}

function renameProp(prop: PropSpec): PropSpec {
  if (prop.type === 'object' && prop.properties !== undefined) return { ...prop, properties: renameSpecKeys(prop.properties) };
  if (prop.type === 'array' && prop.items !== undefined) return { ...prop, items: renameProp(prop.items) };
  return prop;
}

/** The spec with every declared key, at every depth, prefixed. */
export function renameSpecKeys(spec: SchemaSpec): SchemaSpec {
  const renamed: Record<string, PropSpec> = {};
  for (const key of Object.keys(spec)) defineOwn(renamed, renamedKey(key), renameProp(spec[key] as PropSpec));
  return renamed;
}

function renameValue(prop: PropSpec, value: unknown): unknown {
  if (prop.type === 'object' && prop.properties !== undefined && isJsonObject(value)) {
    return renameArgsKeys(prop.properties, value);
  }
  if (prop.type === 'array' && prop.items !== undefined && Array.isArray(value)) {
    const items = prop.items;
    return value.map((element) => renameValue(items, element));
  }
  return value;
}

/** JSON args with every declared own key renamed like `renameSpecKeys`; undeclared keys kept, moved aside only if they look renamed. */
export function renameArgsKeys(spec: SchemaSpec, args: unknown): unknown {
  if (!isJsonObject(args)) return args;
  const renamed: Record<string, unknown> = {};
  for (const key of Object.keys(args)) {
    const declared = hasOwn(spec, key) ? (spec[key] as PropSpec) : undefined;
    if (declared === undefined) defineOwn(renamed, undeclaredKey(key), args[key]);
    else defineOwn(renamed, renamedKey(key), renameValue(declared, args[key]));
  }
  return renamed;
}
