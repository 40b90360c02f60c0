import { atPointer, isWithinPointer, childPointer, pointerOf } from './jsonPointer.ts';
import { keyword, type SchemaNode } from './schemaNodes.ts';
import { isSchema, isSchemaObject, type JsonSchema, type JsonSchemaObject } from './schemaTypes.ts';

/** Where a `$ref` leads: the target schema, or why it cannot be followed (as data). */
export type RefTarget =
  | { readonly kind: 'found'; readonly schema: JsonSchema }
  | { readonly kind: 'unresolvable'; readonly ref: string; readonly reason: string };

/**
 * What the fragment of a `$ref` (after `#`) names: a JSON Pointer (`""` or `/...`, as an escaped
 * pointer; undefined when a percent escape is malformed) or an `$anchor` name.
 */
type Fragment =
  | { readonly kind: 'pointer'; readonly pointer: string | undefined }
  | { readonly kind: 'anchor'; readonly anchor: string | undefined };

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

// As ajv reads it: split on `/` first, then each token percent-decoded (so `%2F` is a `/` in a key).
function fragmentOf(fragment: string): Fragment {
  if (fragment !== '' && !fragment.startsWith('/')) return { kind: 'anchor', anchor: decoded(fragment) };
  const tokens = fragment === '' ? [] : fragment.slice(1).split('/').map(decoded);
  if (tokens.some((token) => token === undefined)) return { kind: 'pointer', pointer: undefined };
  return { kind: 'pointer', pointer: pointerOf(tokens.map((token) => (token as string).replaceAll('~1', '/').replaceAll('~0', '~'))) };
}

/** A root schema's own `$id` without its empty fragment, or undefined when it has none. */
export function rootIdOf(root: JsonSchema): string | undefined {
  return isSchemaObject(root) && typeof root.$id === 'string' ? root.$id.replace(/#$/, '') : undefined;
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
  const rootId = rootIdOf(root);
  const local = rootId !== undefined && ref.startsWith(rootId) ? ref.slice(rootId.length) : ref;
  if (!local.startsWith('#') && local !== '') return { kind: 'unresolvable', ref, reason: 'not a local reference' };
  const fragment = fragmentOf(local.slice(1));
  const target =
    fragment.kind === 'pointer'
      ? fragment.pointer === undefined
        ? undefined
        : atPointer(root, fragment.pointer)
      : fragment.anchor === undefined
        ? undefined
        : findAnchor(root, fragment.anchor);
  return isSchema(target) ? { kind: 'found', schema: target } : { kind: 'unresolvable', ref, reason: 'no schema at that pointer' };
}

/** A `$ref` in a tool's schema and where it leads, as a provider reads it (a ref naming the root's `$id` is external). */
export interface SchemaRef {
  /** The JSON Pointer of the `$ref` keyword itself. */
  readonly path: string;
  /** The JSON Pointer of the schema object holding it. */
  readonly holder: string;
  readonly ref: string;
  /**
   * `local`: a `#...` pointer into this schema, `target` its JSON Pointer when it resolves;
   * `anchor`: a `#name` plain-name fragment, `target` where that `$anchor` is;
   * `external`: anything else (another document, a relative URI).
   */
  readonly kind: 'local' | 'anchor' | 'external';
  readonly target: string | undefined;
}

/** Every `$ref` among a schema's nodes (see schemaNodes) with its kind and, when it resolves here, its target. */
export function schemaRefs(document: { readonly root: JsonSchema; readonly nodes: readonly SchemaNode[] }): SchemaRef[] {
  const anchors = new Map<string, string>();
  for (const node of document.nodes) {
    const anchor = keyword(node.schema, '$anchor');
    if (typeof anchor === 'string' && !anchors.has(anchor)) anchors.set(anchor, node.path);
  }
  const refs: SchemaRef[] = [];
  for (const node of document.nodes) {
    const ref = keyword(node.schema, '$ref');
    if (typeof ref !== 'string') continue;
    const path = childPointer(node.path, '$ref');
    if (!ref.startsWith('#')) {
      refs.push({ path, holder: node.path, ref, kind: 'external', target: undefined });
      continue;
    }
    const fragment = fragmentOf(ref.slice(1));
    if (fragment.kind === 'pointer') {
      const { pointer } = fragment;
      const target = pointer !== undefined && atPointer(document.root, pointer) !== undefined ? pointer : undefined;
      refs.push({ path, holder: node.path, ref, kind: 'local', target });
    } else {
      refs.push({
        path,
        holder: node.path,
        ref,
        kind: 'anchor',
        target: fragment.anchor === undefined ? undefined : anchors.get(fragment.anchor),
      });
    }
  }
  return refs;
}

/**
 * The refs that lead back into themselves: a ref is recursive when the schema it points at holds
 * it, or holds a ref that (through any chain of refs) leads to a schema holding it.
 */
export function recursiveRefs(refs: readonly SchemaRef[]): SchemaRef[] {
  const resolved = refs.filter((r): r is SchemaRef & { target: string } => r.target !== undefined);
  const reaches = (from: string, location: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const target = stack.pop() as string;
      if (isWithinPointer(location, target)) return true;
      if (seen.has(target)) continue;
      seen.add(target);
      for (const inner of resolved) if (isWithinPointer(inner.holder, target)) stack.push(inner.target);
    }
    return false;
  };
  return resolved.filter((r) => reaches(r.target, r.holder));
}
