import { findProjectPackage, nearestManifest, type ProjectPackage } from './projectPackage.ts';

/** The npm packages each library is published as (TypeBox 1 is `typebox`). */
const PACKAGE_NAMES: Readonly<Record<string, readonly string[]>> = {
  zod: ['zod'],
  zod3: ['zod'],
  valibot: ['valibot'],
  arktype: ['arktype'],
  typebox: ['@sinclair/typebox', 'typebox'],
};

/** The major version each library name stands for, when the name says (zod 3 and zod 4 share a package). */
const MAJOR: Readonly<Record<string, number>> = { zod: 4, zod3: 3 };

/** Names the project installs `pkg` under besides its own: `"zod3": "npm:zod@3.25.76"` makes `zod3` an alias of zod. */
function aliasesOf(pkg: string, fromFile: string): string[] {
  const manifest = nearestManifest(fromFile);
  if (manifest === undefined) return [];
  const aliases: string[] = [];
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    const deps = manifest[field];
    if (typeof deps !== 'object' || deps === null) continue;
    for (const [name, range] of Object.entries(deps)) {
      if (typeof range === 'string' && range.startsWith(`npm:${pkg}@`) && !aliases.includes(name)) aliases.push(name);
    }
  }
  return aliases;
}

function majorOf(version: string | undefined): number | undefined {
  const match = version === undefined ? null : /^(\d+)\./.exec(version);
  return match === null ? undefined : Number(match[1]);
}

/**
 * The user's installed copy of `library`, found from their module's file: the first of its package
 * names (and of the project's npm aliases for them) whose major version fits the library (zod 3
 * under an alias beside zod 4), else the first found (zod 4's package also serves `zod/v3`).
 */
export function libraryPackage(library: string, fromFile: string): ProjectPackage | undefined {
  const names = PACKAGE_NAMES[library] ?? [library];
  const candidates = [...names, ...names.flatMap((name) => aliasesOf(name, fromFile))];
  const found = candidates.map((name) => findProjectPackage(name, fromFile)).filter((pkg): pkg is ProjectPackage => pkg !== undefined);
  const major = MAJOR[library];
  return found.find((pkg) => major === undefined || majorOf(pkg.version) === major) ?? found[0];
}
