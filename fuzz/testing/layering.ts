import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { localImports } from './localImports.ts';

/** The names producers give their tools: a file that spells one knows which producer made a tool. */
export const PRODUCER_NAMES: readonly string[] = ['schema-spec', 'library', 'mcp', 'framework'];

/** Every product file under `dir` (TypeScript, not a test, not a test helper), as absolute paths. */
export function productFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.m?ts$/.test(path) && !/\.test(-d)?\.ts$/.test(path) && !path.split(sep).includes('testing'))
    .map((path) => join(dir, path));
}

/**
 * The string literals of a TypeScript file (quoted, or template literals without substitutions),
 * with the line each starts on, comments skipped. A careful scan rather than a parse (TypeScript 7
 * ships no compiler API): a regular expression literal holding a quote would confuse it, and none
 * of the files it reads has one.
 */
export function stringLiterals(text: string): { readonly line: number; readonly text: string }[] {
  const found: { line: number; text: string }[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\n') line++;
    if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i === -1) break;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      line += (text.slice(i, end === -1 ? text.length : end).match(/\n/g) ?? []).length;
      i = end === -1 ? text.length : end + 2;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      const start = line;
      let value = '';
      let substituted = false;
      i++;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\') {
          value += text[i + 1] ?? '';
          i += 2;
          continue;
        }
        if (text[i] === '\n') line++;
        if (c === '`' && text[i] === '$' && text[i + 1] === '{') substituted = true;
        value += text[i];
        i++;
      }
      if (!substituted) found.push({ line: start, text: value });
    }
    i++;
  }
  return found;
}

/** The string literals of a product file whose text is a producer's name, each as `line:name`. */
export function producerLiterals(file: string): string[] {
  return stringLiterals(readFileSync(file, 'utf8'))
    .filter((literal) => PRODUCER_NAMES.includes(literal.text))
    .map((literal) => `${literal.line}:${literal.text}`);
}

/**
 * What `file` imports from a producer's own folder (`producers/<name>/...`): only the registry and
 * the entry shape (files directly in `producers/`) may be imported by a layer that must not know producers.
 */
export function producerFolderImports(file: string, producersDir: string): string[] {
  return localImports(file)
    .map((target) => relative(producersDir, target))
    .filter((rel) => !rel.startsWith('..') && rel.includes(sep));
}

/** What `file` imports from `cliDir` (the CLI), as paths relative to it. */
export function cliImports(file: string, cliDir: string): string[] {
  return localImports(file)
    .map((target) => relative(cliDir, target))
    .filter((rel) => !rel.startsWith('..'));
}
