import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { scanLiterals } from './scanLiterals.ts';
import type { SubjectDictionary } from './subjectDictionary.ts';

// Files read per module: the module and the local files it imports, breadth first.
const MAX_FILES = 16;
// A file larger than this is generated or vendored code, not the tool's own.
const MAX_FILE_BYTES = 256 * 1024;
const EXTENSIONS = ['.ts', '.mts', '.cts', '.tsx', '.js', '.mjs', '.cjs', '.jsx'];

/** The file a relative import names, trying the extensions TypeScript and Node resolve (`./x.js` may be `./x.ts`). */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.slice(0, base.length - extname(base).length);
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => stem + e),
    ...EXTENSIONS.map((e) => resolve(base, `index${e}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile() && !file.includes('/node_modules/'));
}

/**
 * The string, number and regex literals of a module and of the local files it imports (relative
 * specifiers, never packages), in reading order: the module first, then its imports breadth first,
 * at most MAX_FILES files of MAX_FILE_BYTES each. A file that cannot be read gives nothing.
 */
export function moduleLiterals(modulePath: string): SubjectDictionary {
  const strings: string[] = [];
  const numbers: number[] = [];
  const queue = [modulePath];
  const seen = new Set(queue);
  for (let i = 0; i < queue.length && i < MAX_FILES; i++) {
    const file = queue[i] as string;
    let text: string;
    try {
      if (statSync(file).size > MAX_FILE_BYTES) continue;
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const scanned = scanLiterals(text);
    strings.push(...scanned.strings);
    numbers.push(...scanned.numbers);
    for (const specifier of scanned.imports) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
      const local = resolveLocal(file, specifier);
      if (local !== undefined && !seen.has(local)) {
        seen.add(local);
        queue.push(local);
      }
    }
  }
  return { strings, numbers };
}
