// `npm run build` (and so `prepack`): dist/ from scratch, JavaScript plus .d.ts by tsc, then the
// runtime files beside the sources that tsc does not emit (the worker entry, the report schema).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
/** The folders tsconfig.build.json compiles from. */
const SOURCE_ROOTS = ['src', 'fuzz'];
/** Not part of the package: tests, their helpers and fixtures, and this build. */
const LEFT_OUT = [/\.test\.[^/]+$/, /\.test-d\.ts$/, /__test-helpers__\//, /^fuzz\/testing\//, /^fuzz\/package\//];

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
}

const started = Date.now();
// A stale file of a renamed module must not ship: always from scratch.
rmSync(DIST, { recursive: true, force: true });
// typescript's exports do not list its bin: found from its package.json.
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, stdio: 'inherit' });
if (compiled.status === 0) {
  const assets = SOURCE_ROOTS.flatMap(filesUnder).filter(
    (file) => !file.endsWith('.ts') && !LEFT_OUT.some((pattern) => pattern.test(file)),
  );
  for (const file of assets) cpSync(join(ROOT, file), join(DIST, file));
  process.stderr.write(`toolfuzz: built dist/ (${assets.length} runtime files copied) in ${Date.now() - started} ms\n`);
} else {
  process.exitCode = compiled.status ?? 1;
}
