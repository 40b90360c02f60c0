import { indexPath, keyPath } from './argsPath.ts';
import { describeError } from './describeError.ts';
import { preview, typeName } from './describeValue.ts';
import { jsonEqual } from './jsonEqual.ts';
import { hasOwn } from './ownProperty.ts';
import { isJsonObject, valueHasType } from './propType.ts';
import type { PropSpec, SchemaSpec } from './schemaSpec.ts';

function checkValue(prop: PropSpec, value: unknown, path: string, out: string[]): void {
  const typeOk = valueHasType(prop.type, value);
  if (!typeOk) out.push(`${path}: expected ${prop.type}, got ${preview(value)}`);
  if (prop.enum !== undefined && !prop.enum.some((member) => jsonEqual(member, value))) {
    out.push(`${path}: expected one of ${prop.enum.map((member) => preview(member)).join(', ')}, got ${preview(value)}`);
  }
  if (!typeOk) return;
  if (prop.type === 'object' && prop.properties !== undefined) {
    checkProperties(prop.properties, value as Record<string, unknown>, path, out);
  } else if (prop.type === 'array' && prop.items !== undefined) {
    checkElements(prop.items, value as unknown[], path, out);
  }
}

function checkElements(items: PropSpec, array: unknown[], path: string, out: string[]): void {
  for (let index = 0; index < array.length; index++) {
    const elementPath = indexPath(path, index);
    try {
      const element = array[index];
      // A hole in a sparse array reads as undefined: a missing element, which fails `items`.
      if (element === undefined) out.push(`${elementPath}: missing array element (expected ${items.type})`);
      else checkValue(items, element, elementPath, out);
    } catch (thrown) {
      out.push(`${elementPath}: could not be read (${describeError(thrown)})`);
    }
  }
}

function checkProperties(spec: SchemaSpec, object: Record<string, unknown>, parent: string, out: string[]): void {
  for (const key of Object.keys(spec)) {
    const prop = spec[key] as PropSpec;
    const path = keyPath(parent, key);
    try {
      // Present means an own property that is not undefined: inherited `constructor` is absent.
      const value = hasOwn(object, key) ? object[key] : undefined;
      if (value === undefined) {
        if (prop.required === true) out.push(`${path}: missing required property`);
      } else {
        checkValue(prop, value, path, out);
      }
    } catch (thrown) {
      out.push(`${path}: could not be read (${describeError(thrown)})`);
    }
  }
}

/**
 * The violations of `args` against `spec`, empty when valid. Total (never throws) and pure (never
 * writes to `args`); mirrors `schemaSpecToJsonSchema(spec)` under JSON Schema semantics exactly.
 */
export function validateArgs(spec: SchemaSpec, args: unknown): string[] {
  const out: string[] = [];
  try {
    if (!isJsonObject(args)) return [`arguments: expected an object, got ${typeName(args)}`];
    checkProperties(spec, args, '', out);
  } catch (thrown) {
    out.push(`arguments: could not be read (${describeError(thrown)})`);
  }
  return out;
}
