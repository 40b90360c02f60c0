// Plain JavaScript, so that bin/toolfuzz can call it before any TypeScript loader is registered.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The checkout's root: this file sits in fuzz/package/. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The bundle's first line: a comment holding each input's path, mtime and size when it was built. */
const INPUTS_PREFIX = '// toolfuzz checkout bundle, built from: ';

/** @type {Map<string, Promise<string | undefined>>} */
const building = new Map();

/**
 * The URL of one JavaScript bundle of a checkout's TypeScript entry and everything of the checkout it
 * imports (packages stay imports), rebuilt when one of its sources changed; undefined when it cannot
 * be built (no esbuild, no writable node_modules). Run from the sources, every process and worker
 * thread passes ~200 files through tsx's loader thread first: about 1.5 CPU-s for the CLI and 0.6
 * for a worker, which a bundle does not spend. Once per entry and process.
 * @param {string} entry absolute path of the TypeScript entry
 * @param {string} name what the bundle is (`cli`, `worker`), in its file name
 * @returns {Promise<string | undefined>}
 */
export function checkoutBundle(entry, name) {
  let bundle = building.get(entry);
  if (bundle === undefined) {
    bundle = freshBundle(entry, name).catch(() => undefined);
    building.set(entry, bundle);
  }
  return bundle;
}

/**
 * The bundle's URL, built only when its sources changed since it was (not remembered per process:
 * checkoutBundle is); fails when esbuild cannot build it.
 * @param {string} entry absolute path of the TypeScript entry
 * @param {string} name what the bundle is, in its file name
 * @returns {Promise<string>}
 */
export async function freshBundle(entry, name) {
  // Under node_modules so that the bundle resolves the packages it leaves out from the checkout's own
  // node_modules; named by the checkout too, since one node_modules can serve several (git worktrees).
  const folder = join(ROOT, 'node_modules', '.cache', 'toolfuzz');
  const base = join(folder, `${name}-${createHash('sha256').update(entry).digest('hex').slice(0, 12)}`);
  const bundle = `${base}.mjs`;
  if (isFresh(bundle)) return pathToFileURL(bundle).href;
  // tsx's own transformer, a dev dependency: only a checkout bundles, the package ships dist/.
  const esbuild = await import('esbuild');
  const startedAt = Date.now();
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [ownModuleUrls],
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error('esbuild wrote no bundle');
  /** @type {Record<string, [number, number]>} */
  const inputs = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const stats = statSync(resolve(ROOT, input));
    // Changed while esbuild read it: the bundle may hold either version, so the next start rebuilds.
    inputs[input] = stats.mtimeMs >= startedAt ? [-1, -1] : [stats.mtimeMs, stats.size];
  }
  mkdirSync(dirname(bundle), { recursive: true });
  // What it was built from rides in its first line, so that one rename replaces both: two processes
  // may build at once (two test files), each writing its own file and renaming it into place.
  const temporary = `${bundle}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${INPUTS_PREFIX}${JSON.stringify(inputs)}\n${code}`);
  renameSync(temporary, bundle);
  return pathToFileURL(bundle).href;
}

/**
 * Gives each bundled module its own `import.meta.url` (its source file's), as it has when run from
 * the sources: a module that reads a file beside itself (the report schema, the worker entry, the
 * package root above it) would otherwise look beside the bundle.
 * @type {import('esbuild').Plugin}
 */
const ownModuleUrls = {
  name: 'toolfuzz-own-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mjs)$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith('.mjs') ? 'js' : 'ts',
    }));
  },
};

/**
 * Whether the bundle was built from the sources as they are now (same mtime and size, file by file).
 * @param {string} bundle
 */
function isFresh(bundle) {
  try {
    if (!existsSync(bundle)) return false;
    const text = readFileSync(bundle, 'utf8');
    if (!text.startsWith(INPUTS_PREFIX)) return false;
    /** @type {Record<string, [number, number]>} */
    const inputs = JSON.parse(text.slice(INPUTS_PREFIX.length, text.indexOf('\n')));
    return Object.entries(inputs).every(([input, [mtimeMs, size]]) => {
      const stats = statSync(resolve(ROOT, input), { throwIfNoEntry: false });
      return stats !== undefined && stats.mtimeMs === mtimeMs && stats.size === size;
    });
  } catch {
    return false;
  }
}
