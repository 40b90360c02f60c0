import { isSchema, isSchemaObject, type JsonSchema, type JsonSchemaObject } from './schemaTypes.ts';

/** Where a `$ref` leads: the target schema, or why it cannot be followed (as data). */
export type RefTarget =
  | { readonly kind: 'found'; readonly schema: JsonSchema }
  | { readonly kind: 'unresolvable'; readonly ref: string; readonly reason: string };

function unescapePointerPart(part: string): string {
  return decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value a JSON Pointer (`/a/b`, without `#`) names inside `root`, or undefined. */
export function atPointer(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let current: unknown = root;
  for (const part of pointer.slice(1).split('/').map(unescapePointerPart)) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function findAnchor(node: unknown, anchor: string): JsonSchemaObject | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  if (isSchemaObject(node) && (node.$anchor === anchor || node.$id === `#${anchor}`)) return node;
  for (const child of Object.values(node)) {
    const found = findAnchor(child, anchor);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Resolves a local `$ref` against the root: `#`, `#/json/pointer` (so `$defs` and `definitions`
 * alike), `#anchor`, or the root's own `$id` followed by one of those. Remote refs are reported.
 */
export function resolveRef(root: JsonSchema, ref: string): RefTarget {
  const rootId = isSchemaObject(root) && typeof root.$id === 'string' ? root.$id.replace(/#$/, '') : undefined;
  const local = rootId !== undefined && ref.startsWith(rootId) ? ref.slice(rootId.length) : ref;
  if (!local.startsWith('#') && local !== '') return { kind: 'unresolvable', ref, reason: 'not a local reference' };
  const fragment = local.slice(1);
  const target = fragment === '' || fragment.startsWith('/') ? atPointer(root, fragment) : findAnchor(root, fragment);
  return isSchema(target) ? { kind: 'found', schema: target } : { kind: 'unresolvable', ref, reason: 'no schema at that pointer' };
}
