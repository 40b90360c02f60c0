import { hasOwn } from '../json/ownProperty.ts';
import { isSchemaObject, type JsonSchema } from '../schema/schemaTypes.ts';
import type { SchemaDocument } from './lintRule.ts';
import { childPointer, isWithinPointer, pointerTokens } from '../schema/jsonPointer.ts';
import { keyword } from './schemaNodes.ts';

/** A `$ref` in a tool's schema and where it leads. */
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

function resolvePointer(root: JsonSchema, pointer: string): boolean {
  const tokens = pointerTokens(pointer);
  if (tokens === undefined) return false;
  let current: unknown = root;
  for (const token of tokens) {
    if (Array.isArray(current) && /^(0|[1-9][0-9]*)$/.test(token) && Number(token) < current.length) current = current[Number(token)];
    else if (isSchemaObject(current) && hasOwn(current, token)) current = current[token];
    else return false;
  }
  return true;
}

function decodeFragment(fragment: string): string | undefined {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
}

/** Every `$ref` in the schema with its kind and, when it resolves here, its target. */
export function schemaRefs(document: SchemaDocument): SchemaRef[] {
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
    const fragment = decodeFragment(ref.slice(1));
    if (fragment !== undefined && (fragment === '' || fragment.startsWith('/'))) {
      refs.push({ path, holder: node.path, ref, kind: 'local', target: resolvePointer(document.root, fragment) ? fragment : undefined });
    } else {
      refs.push({ path, holder: node.path, ref, kind: 'anchor', target: fragment === undefined ? undefined : anchors.get(fragment) });
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
