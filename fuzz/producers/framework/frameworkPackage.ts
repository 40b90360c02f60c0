import { join } from 'node:path';
import { UsageError } from '../../errors/usageError.ts';
import { findProjectPackage, importFromPackage, type ProjectPackage } from '../library/projectPackage.ts';

/**
 * The user's installed copy of `name`, found from their module as Node would; when it is not hoisted,
 * looked for inside the package that depends on it (`@openai/agents` keeps its own
 * `@openai/agents-core` when the versions differ). Undefined when the project has neither.
 */
export function frameworkPackage(name: string, fromFile: string, via?: string): ProjectPackage | undefined {
  const direct = findProjectPackage(name, fromFile);
  if (direct !== undefined || via === undefined) return direct;
  const parent = findProjectPackage(via, fromFile);
  return parent === undefined ? undefined : findProjectPackage(name, join(parent.dir, 'package.json'));
}

/**
 * Imports `<name><subpath>` from the user's project as their module gets it (same module instance, so
 * the framework's private registries are the ones their tools were made with). A missing package or
 * subpath is one line naming what to install.
 */
export async function importFramework(name: string, subpath: string, modulePath: string, via?: string): Promise<Record<string, unknown>> {
  const pkg = frameworkPackage(name, modulePath, via);
  if (pkg === undefined) throw new UsageError(`${modulePath}: its tools need ${via ?? name} installed in the project (npm install ${via ?? name})`);
  const loaded = await importFromPackage(pkg, subpath, modulePath);
  if (loaded === undefined) throw new UsageError(`${modulePath}: ${name}@${pkg.version ?? '?'} does not export ${subpath}; toolfuzz drives ${name} through it`);
  return loaded;
}

/** A function export of a loaded module, or a one-line UsageError naming it (a framework version that moved it). */
export function exportedFunction<F>(loaded: Record<string, unknown>, name: string, where: string): F {
  const value = loaded[name];
  if (typeof value !== 'function') throw new UsageError(`${where} exports no ${name}: this framework version is not one toolfuzz knows (see docs/frameworks.md)`);
  return value as F;
}
