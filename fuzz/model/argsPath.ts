import { indexPath, keyPath } from '../../src/argsPath.ts';

/** A location inside args: object keys and array indexes from the top level down. */
export type PathSegments = readonly (string | number)[];

/** Renders a location the way violations name it: `options.mode`, `files[2].path`, `["a.b"]`; `` for the top level. */
export function formatPath(segments: PathSegments): string {
  let path = '';
  for (const segment of segments) path = typeof segment === 'number' ? indexPath(path, segment) : keyPath(path, segment);
  return path;
}
