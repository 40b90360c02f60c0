import { isAbsolute, relative } from 'node:path';

/** A path as messages show it: relative to `cwd` when it lies below it (what the user typed), else absolute. */
export function displayPath(absolutePath: string, cwd: string = process.cwd()): string {
  const fromCwd = relative(cwd, absolutePath);
  if (fromCwd === '') return '.';
  if (fromCwd.startsWith('..') || isAbsolute(fromCwd)) return absolutePath;
  return fromCwd;
}
