import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The nearest folder above this file that holds a package.json: the checkout's root when running the
// sources (fuzz/options/), the installed package's root when running the build (dist/fuzz/options/).
function packageRootOf(file: string): string {
  let folder = dirname(file);
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`toolfuzz: no package.json above ${file}`);
    folder = parent;
  }
  return folder;
}

/**
 * The toolfuzz package's own folder, found from this file rather than the cwd: users run toolfuzz
 * from their own project, and the defaults (src/index.ts, fixtures/specs) live in toolfuzz.
 */
export const PACKAGE_ROOT: string = packageRootOf(fileURLToPath(import.meta.url));

/**
 * The default subject, the sample tool layer: its TypeScript source in a checkout, its build in the
 * installed package (which ships no sources, so nothing there needs a loader to run the default).
 */
export const DEFAULT_SUBJECT: string = existsSync(join(PACKAGE_ROOT, 'src', 'index.ts'))
  ? join(PACKAGE_ROOT, 'src', 'index.ts')
  : join(PACKAGE_ROOT, 'dist', 'src', 'index.js');

/** The spec sources `--specs` defaults to: toolfuzz's own fixtures/specs (a library subject's campaign never takes them). */
export const DEFAULT_SPEC_SOURCES: readonly string[] = [join(PACKAGE_ROOT, 'fixtures', 'specs')];

/** Whether spec sources were asked for, rather than left at the default (toolfuzz's own fixtures/specs). */
export function specSourcesGiven(specs: readonly string[]): boolean {
  return !(specs.length === DEFAULT_SPEC_SOURCES.length && specs.every((spec, i) => spec === DEFAULT_SPEC_SOURCES[i]));
}
