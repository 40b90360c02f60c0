import { join } from 'node:path';
import { UsageError } from '../../errors/usageError.ts';
import { findProjectPackage, importFromPackage, type ProjectPackage } from '../library/projectPackage.ts';

/** A framework package as the user's project installed it, and one of its entry points imported. */
export interface LoadedFrameworkPackage {
  readonly pkg: ProjectPackage;
  readonly exports: Record<string, unknown>;
}

/** The one line a missing framework package gives: what to install, and how to fuzz without it. */
export function missingFrameworkPackage(packageName: string, label: string): UsageError {
  return new UsageError(
    `${label}: ${packageName} is not installed in this project: install it (npm install ${packageName}) to fuzz its tools as it sends and checks them, or pass --framework none`,
  );
}

/**
 * Imports `<packageName><subpath>` from the user's project, found from their module's file (never
 * toolfuzz's own copy: the version users ship is the one fuzzed). A package that is not installed,
 * or does not export the subpath, is the one-line UsageError naming the package to install.
 */
export async function importFrameworkPackage(
  packageName: string,
  subpath: string,
  modulePath: string,
  label: string,
): Promise<LoadedFrameworkPackage> {
  const pkg = findProjectPackage(packageName, modulePath);
  if (pkg === undefined) throw missingFrameworkPackage(packageName, label);
  const exports = await importFromPackage(pkg, subpath, modulePath);
  if (exports === undefined)
    throw new UsageError(
      `${label}: ${packageName} ${pkg.version ?? ''} does not export ${subpath === '.' ? 'its main entry' : subpath}: is it too old?`.replace(
        '  ',
        ' ',
      ),
    );
  return { pkg, exports };
}

/**
 * Imports a package the framework itself depends on (`@ai-sdk/provider-utils` under `ai`), found
 * from the framework's folder as the framework finds it (a nested copy first), so both use one copy.
 */
export async function importFrameworkDependency(
  framework: ProjectPackage,
  dependency: string,
  label: string,
): Promise<LoadedFrameworkPackage> {
  const fromFramework = join(framework.dir, 'package.json');
  const pkg = findProjectPackage(dependency, fromFramework);
  if (pkg === undefined)
    throw new UsageError(
      `${label}: ${framework.name} ${framework.version ?? ''} has no ${dependency} beside it: reinstall ${framework.name}`,
    );
  const exports = await importFromPackage(pkg, '.', fromFramework);
  if (exports === undefined)
    throw new UsageError(`${label}: ${dependency} under ${framework.name} cannot be imported: reinstall ${framework.name}`);
  return { pkg, exports };
}
