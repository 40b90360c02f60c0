import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A package as the user's project has it installed, found from one of its files. */
export interface ProjectPackage {
  /** The package's folder, symlinks resolved (Node loads the real path, so the user's module does too). */
  readonly dir: string;
  readonly name: string;
  readonly version?: string;
  readonly manifest: Readonly<Record<string, unknown>>;
}

// Node's ESM resolver picks the first of these an `exports` object lists, in the object's order.
const CONDITIONS = new Set(['import', 'node', 'default']);

/**
 * Finds `name` as Node would from `fromFile`: in `node_modules` of its folder and of every folder
 * above. Undefined when the project does not have it. The library and its converter must be the
 * user's own copies, never toolfuzz's, so their versions and behaviour are the ones users ship.
 */
export function findProjectPackage(name: string, fromFile: string): ProjectPackage | undefined {
  let folder = dirname(fromFile);
  for (;;) {
    const manifestPath = join(folder, 'node_modules', name, 'package.json');
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
      const version = typeof manifest['version'] === 'string' ? manifest['version'] : undefined;
      return { dir: realpathSync(dirname(manifestPath)), name, manifest, ...(version === undefined ? {} : { version }) };
    }
    const parent = dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

function pickTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) {
    for (const item of target) {
      const picked = pickTarget(item);
      if (picked !== undefined) return picked;
    }
    return undefined;
  }
  if (typeof target !== 'object' || target === null) return undefined;
  for (const [condition, value] of Object.entries(target)) {
    if (CONDITIONS.has(condition)) return pickTarget(value);
  }
  return undefined;
}

function joinTarget(pkg: ProjectPackage, target: string | undefined): string | undefined {
  return target === undefined ? undefined : join(pkg.dir, target);
}

/**
 * The file an ESM `import` of `<package><subpath>` loads (`subpath` is `.` or `./value`), by the
 * package's `exports` under the import conditions, else its `main`. Undefined when the package does
 * not export that subpath. A subpath pattern (`./*`) is matched by its prefix.
 */
export function packageEntry(pkg: ProjectPackage, subpath: string): string | undefined {
  const exports = pkg.manifest['exports'];
  if (exports === undefined) {
    const main = subpath === '.' ? (typeof pkg.manifest['main'] === 'string' ? pkg.manifest['main'] : 'index.js') : subpath;
    return join(pkg.dir, main);
  }
  const isSubpathMap =
    typeof exports === 'object' && exports !== null && !Array.isArray(exports) && Object.keys(exports).some((key) => key.startsWith('.'));
  if (!isSubpathMap) return subpath === '.' ? joinTarget(pkg, pickTarget(exports)) : undefined;
  const map = exports as Record<string, unknown>;
  if (subpath in map) return joinTarget(pkg, pickTarget(map[subpath]));
  // A subpath pattern (`"./*": "./dist/esm/*"`, the MCP SDK's): the longest prefix wins, as in Node.
  const pattern = Object.keys(map)
    .filter((key) => key.endsWith('*') && subpath.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  if (pattern === undefined) return undefined;
  return joinTarget(pkg, pickTarget(map[pattern])?.replace('*', subpath.slice(pattern.length - 1)));
}

/** The package.json nearest above `fromFile` (undefined when there is none, or it is not JSON). */
export function nearestManifest(fromFile: string): Record<string, unknown> | undefined {
  let folder = dirname(fromFile);
  for (;;) {
    const path = join(folder, 'package.json');
    if (existsSync(path)) {
      try {
        return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    }
    const parent = dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

/** Whether Node (and tsx) load `file` as CommonJS: `.cjs`/`.cts`, or `.js`/`.ts` in a package that is not `"type": "module"`. */
export function loadsAsCommonJs(file: string): boolean {
  const extension = extname(file).toLowerCase();
  if (extension === '.cjs' || extension === '.cts') return true;
  if (extension === '.mjs' || extension === '.mts') return false;
  return nearestManifest(file)?.['type'] !== 'module';
}

/**
 * Imports `<package><subpath>` from the user's project as their `importer` module gets it, so both
 * share one module instance (TypeBox's registries of custom kinds and formats live in it): required
 * when the importer loads as CommonJS, else imported by the package's `exports` under the import
 * conditions. Undefined when the package does not export the subpath.
 */
export async function importFromPackage(
  pkg: ProjectPackage,
  subpath: string,
  importer: string,
): Promise<Record<string, unknown> | undefined> {
  if (loadsAsCommonJs(importer)) {
    try {
      return createRequire(importer)(subpath === '.' ? pkg.name : `${pkg.name}${subpath.slice(1)}`) as Record<string, unknown>;
    } catch {
      // An ESM-only package (arktype) cannot be required on Node 20: the user's loader imported it as ESM too.
    }
  }
  const entry = packageEntry(pkg, subpath);
  if (entry === undefined || !existsSync(entry)) return undefined;
  return (await import(pathToFileURL(realpathSync(entry)).href)) as Record<string, unknown>;
}
