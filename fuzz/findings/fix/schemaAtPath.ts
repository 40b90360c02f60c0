import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { PathSegments } from '../../model/argsPath.ts';
import { resolveRef } from '../../schema/schemaRefs.ts';

type Node = Readonly<Record<string, unknown>>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A node's `$ref` followed one step (the node itself when it has none or it leads nowhere).
function followed(root: Node, node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = resolveRef(root, ref);
  return target.kind === 'found' && isNode(target.schema) ? target.schema : node;
}

/** The subschemas that can judge the value at `path` (every branch of anyOf/oneOf/allOf is kept): the evidence a hint reads. */
export function schemasAtPath(schema: JsonSchema, path: PathSegments): Node[] {
  const root = schema as Node;
  // Only the ancestors: a branch that refers back to a schema being expanded (`{ anyOf: [..., { $ref: '#' }] }`) adds nothing.
  const expanding = new Set<Node>();
  const expand = (node: Node): Node[] => {
    const resolved = followed(root, node);
    if (expanding.has(resolved)) return [];
    expanding.add(resolved);
    const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((k) =>
      Array.isArray(resolved[k]) ? (resolved[k] as unknown[]).filter(isNode) : [],
    );
    const nodes = [resolved, ...branches.flatMap(expand)];
    expanding.delete(resolved);
    return nodes;
  };
  let nodes = expand(root);
  for (const segment of path) {
    nodes = nodes.flatMap((node) => {
      if (typeof segment === 'number') {
        const prefix = Array.isArray(node.prefixItems) ? node.prefixItems : Array.isArray(node.items) ? node.items : undefined;
        const item = prefix?.[segment] ?? node.items;
        return isNode(item) ? expand(item) : [];
      }
      const props = node.properties;
      const prop = isNode(props) && Object.hasOwn(props, segment) ? props[segment] : node.additionalProperties;
      return isNode(prop) ? expand(prop) : [];
    });
  }
  return nodes;
}

/** The value of `args` at `path` (undefined when absent). */
export function valueAtPath(args: unknown, path: PathSegments): unknown {
  let at: unknown = args;
  for (const segment of path)
    at =
      typeof at === 'object' && at !== null && Object.hasOwn(at, segment) ? (at as Record<string | number, unknown>)[segment] : undefined;
  return at;
}
