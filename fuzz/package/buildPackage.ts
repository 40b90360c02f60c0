// `npm run build` (and so `prepack`): dist/ from scratch, JavaScript plus .d.ts by tsc, then the
// runtime files beside the sources that tsc does not emit (the worker entry, the report schema).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
/** The folders tsconfig.build.json compiles. */
const SOURCE_ROOTS = ['src', 'fuzz'];
/** What is not part of the package: tests, their helpers, and this build. */
const LEFT_OUT = [/\.test\.[^/]+$/, /\.test-d\.ts$/, /^fuzz\/testing\//, /^fuzz\/package\//];

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
}

/** The non-TypeScript files the built code reads at run time, relative to the package root. */
export function runtimeAssets(): string[] {
  return SOURCE_ROOTS.flatMap(filesUnder).filter((file) => !file.endsWith('.ts') && !LEFT_OUT.some((pattern) => pattern.test(file)));
}

function build(): number {
  const started = Date.now();
  // A stale file from a renamed module must not ship: always from scratch.
  rmSync(DIST, { recursive: true, force: true });
  // typescript's exports do not list its bin: found from its package.json.
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  const compiled = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, stdio: 'inherit' });
  if (compiled.status !== 0) return compiled.status ?? 1;
  for (const file of runtimeAssets()) cpSync(join(ROOT, file), join(DIST, file));
  process.stderr.write(`toolfuzz: built ${relative(process.cwd(), DIST) || '.'} in ${Date.now() - started} ms\n`);
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = build();
