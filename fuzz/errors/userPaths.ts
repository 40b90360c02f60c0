import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, extname, isAbsolute, relative } from 'node:path';

// Paths the user named, as toolfuzz checks them, shows them back in messages and printed commands, and writes to them.

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

/** Writes `path` through a temp file and a rename, so a crash or kill never leaves half a file. */
export function writeFileAtomic(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, path);
}
