import { extname } from 'node:path';

/** The file extensions a subject or tool module may have (CONTRACT sections 2 and 3). */
export const MODULE_EXTENSIONS: readonly string[] = ['.ts', '.mts', '.js', '.mjs'];

/** Whether `path` names a module toolfuzz can import (by extension only). */
export function isModulePath(path: string): boolean {
  return MODULE_EXTENSIONS.includes(extname(path).toLowerCase());
}
