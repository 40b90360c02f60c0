const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Appends an object key to a path: `options.mode`, or `config["a.b"]` for a non-identifier key. */
export function keyPath(parent: string, key: string): string {
  if (IDENTIFIER.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** A location inside args: object keys and array indexes from the top level down. */
export type PathSegments = readonly (string | number)[];

/** Renders a location the way violations name it: `options.mode`, `files[2].path`, `["a.b"]`; `` for the top level. */
export function formatPath(segments: PathSegments): string {
  let path = '';
  for (const segment of segments) path = typeof segment === 'number' ? `${path}[${segment}]` : keyPath(path, segment);
  return path;
}
