import { extname, isAbsolute, relative } from 'node:path';

// Paths the user named, as toolfuzz checks them and shows them back in messages and printed commands.

/** A path as messages show it: relative to `cwd` when it lies below it (what the user typed), else absolute. */
export function displayPath(absolutePath: string, cwd: string = process.cwd()): string {
  const fromCwd = relative(cwd, absolutePath);
  if (fromCwd === '') return '.';
  if (fromCwd.startsWith('..') || isAbsolute(fromCwd)) return absolutePath;
  return fromCwd;
}

/** The file extensions a subject or tool module may have (docs/subject-contract.md, exports and spec sources). */
export const MODULE_EXTENSIONS: readonly string[] = ['.ts', '.mts', '.js', '.mjs'];

/** Whether `path` names a module toolfuzz can import (by extension only). */
export function isModulePath(path: string): boolean {
  return MODULE_EXTENSIONS.includes(extname(path).toLowerCase());
}

/** Quotes one argument for a POSIX shell, leaving plain paths and flags as they are (for printed commands). */
export function shellQuote(arg: string): string {
  return /^[\w./:=@-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
}
