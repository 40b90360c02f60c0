import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Manifest = Partial<Record<'dependencies' | 'optionalDependencies' | 'peerDependencies', Record<string, string>>>;

/** A package folder's runtime dependencies (dependencies, optional and peer dependencies), by name. */
function dependenciesOf(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
  return Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies });
}

/**
 * For tests: copies `names` and every package they depend on at run time from `fromRoot`'s
 * node_modules into `toRoot`'s, as an install would lay them out (a package's nested node_modules
 * come with it), so a scratch project holds a framework without registry access. Type-only
 * packages (`@types/...`) and dependencies absent here (optional ones not installed) are left out.
 */
export function copyPackages(names: readonly string[], fromRoot: string, toRoot: string): string[] {
  const copied = new Set<string>();
  const visit = (name: string, from: string): void => {
    if (name.startsWith('@types/')) return;
    // Resolved as Node resolves it: a copy nested under the dependent first, then the hoisted one.
    const nested = join(from, 'node_modules', name);
    const dir = existsSync(join(nested, 'package.json')) ? nested : join(fromRoot, 'node_modules', name);
    if (!existsSync(join(dir, 'package.json')) || copied.has(dir)) return;
    copied.add(dir);
    for (const dependency of dependenciesOf(dir)) visit(dependency, dir);
  };
  for (const name of names) visit(name, fromRoot);
  const hoisted = [...copied].filter(
    (dir) => dir.startsWith(join(fromRoot, 'node_modules')) && !dir.slice(join(fromRoot, 'node_modules').length).includes('/node_modules/'),
  );
  for (const dir of hoisted) {
    const target = join(toRoot, dir.slice(fromRoot.length));
    if (!existsSync(target)) cpSync(dir, target, { recursive: true, dereference: true });
  }
  return hoisted.map((dir) => dir.slice(join(fromRoot, 'node_modules').length + 1));
}
