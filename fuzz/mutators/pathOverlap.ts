import type { PathSegments } from '../model/argsPath.ts';

/** Whether `prefix` is `path` itself or one of its ancestors. */
export function isPathPrefix(prefix: PathSegments, path: PathSegments): boolean {
  return prefix.length <= path.length && prefix.every((segment, index) => segment === path[index]);
}

/** Whether changing the value at one path could change the value at the other (same, ancestor or descendant). */
export function pathsOverlap(a: PathSegments, b: PathSegments): boolean {
  return isPathPrefix(a, b) || isPathPrefix(b, a);
}
