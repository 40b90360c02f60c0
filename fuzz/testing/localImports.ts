import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// `from './x'`, `import './x'`, `import('./x')` and `new URL('./x', import.meta.url)` (worker entries):
// every way a module here names another by a relative path.
const RELATIVE_REFERENCE = /(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

/** The absolute paths of the files that `file` imports or loads by a relative specifier. */
export function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(RELATIVE_REFERENCE)].map((match) => resolve(dirname(file), match[2] as string));
}
