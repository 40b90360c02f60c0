import { extname } from 'node:path';

/** The file extensions a subject or tool module may have (docs/subject-contract.md, exports and spec sources). */
export const MODULE_EXTENSIONS: readonly string[] = ['.ts', '.mts', '.js', '.mjs'];

/** Whether `path` names a module toolfuzz can import (by extension only). */
export function isModulePath(path: string): boolean {
  return MODULE_EXTENSIONS.includes(extname(path).toLowerCase());
}
