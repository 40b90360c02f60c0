import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { PathSegments } from '../../model/argsPath.ts';

type Node = Readonly<Record<string, unknown>>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveRef(root: Node, node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let at: unknown = root;
  for (const raw of ref.slice(2).split('/')) at = isNode(at) ? at[raw.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  return isNode(at) ? at : node;
}

/** The subschemas that can judge the value at `path` (every branch of anyOf/oneOf/allOf is kept): the evidence a hint reads. */
export function schemasAtPath(schema: JsonSchema, path: PathSegments): Node[] {
  const root = schema as Node;
  const expand = (node: Node): Node[] => {
    const resolved = resolveRef(root, node);
    const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((k) =>
      Array.isArray(resolved[k]) ? (resolved[k] as unknown[]).filter(isNode) : [],
    );
    return [resolved, ...branches.flatMap(expand)];
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
