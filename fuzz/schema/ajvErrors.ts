import type { ErrorObject } from 'ajv';
import { hasOwn } from '../json/ownProperty.ts';
import type { PropSpec, SchemaSpec } from '../reference/schemaSpec.ts';
import type { PathSegments } from '../model/argsPath.ts';
import { renamedKey } from '../reference/renameDeclaredKeys.ts';
import { pointerTokens } from './jsonPointer.ts';

/** An ajv error as the report keeps it, with declared keys shown under their real names. */
export interface AjvError {
  readonly path: PathSegments;
  readonly keyword: string;
  readonly message: string;
}

function realKey(spec: SchemaSpec | undefined, key: string, keysRenamed: boolean): { key: string; prop: PropSpec | undefined } {
  if (spec === undefined) return { key, prop: undefined };
  if (!keysRenamed) return { key, prop: hasOwn(spec, key) ? spec[key] : undefined };
  if (key.startsWith(renamedKey(''))) {
    const original = key.slice(renamedKey('').length);
    if (hasOwn(spec, original)) return { key: original, prop: spec[original] };
  }
  return { key, prop: undefined };
}

/**
 * The location of an ajv error, walked along the spec so array indexes stay numbers and renamed
 * keys (when `keysRenamed`, see specNeedsRenaming) get their real names back; a `required` error
 * points at the missing key itself.
 */
export function ajvErrorPath(spec: SchemaSpec, error: ErrorObject, keysRenamed = true): PathSegments {
  const segments: (string | number)[] = [];
  let props: SchemaSpec | undefined = spec;
  let items: PropSpec | undefined;
  for (const segment of pointerTokens(error.instancePath) ?? []) {
    if (items !== undefined && /^\d+$/.test(segment)) {
      segments.push(Number(segment));
      props = items.type === 'object' ? items.properties : undefined;
      items = items.type === 'array' ? items.items : undefined;
      continue;
    }
    const { key, prop } = realKey(props, segment, keysRenamed);
    segments.push(key);
    props = prop?.type === 'object' ? prop.properties : undefined;
    items = prop?.type === 'array' ? prop.items : undefined;
  }
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: unknown }).missingProperty ?? '');
    segments.push(realKey(props, missing, keysRenamed).key);
  }
  return segments;
}

/** ajv's errors in report form (`keysRenamed`: whether ajv was shown renamed keys). */
export function toAjvErrors(spec: SchemaSpec, errors: readonly ErrorObject[] | null | undefined, keysRenamed = true): AjvError[] {
  return (errors ?? []).map((error) => ({
    path: ajvErrorPath(spec, error, keysRenamed),
    keyword: error.keyword,
    message: error.message ?? error.keyword,
  }));
}
