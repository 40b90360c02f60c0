import { extname } from 'node:path';

// Kept on globalThis, not in this module: a bundle (a worker's, the CLI's in a checkout) and the
// launcher that starts it each hold their own copy of this module, and must agree.
const STATE = Symbol.for('toolfuzz.typeScriptLoader');

/**
 * Absent: a host's thread (a user's process calling fuzz(), vitest), where tsx is registered only for
 * a TypeScript module. `deferred`: one of toolfuzz's own threads, where it is registered before the
 * first user module, whatever its extension (a .js module may import a .ts one).
 */
type LoaderState = 'deferred' | 'registered';

let registering: Promise<void> | undefined;

function stateOf(): LoaderState | undefined {
  return (globalThis as { [STATE]?: LoaderState })[STATE];
}

function setState(next: LoaderState): void {
  (globalThis as { [STATE]?: LoaderState })[STATE] = next;
}

/** Whether a spec source is a TypeScript tool module, which plain Node cannot import. */
export function isTypeScriptModule(path: string): boolean {
  return ['.ts', '.mts', '.cts'].includes(extname(path).toLowerCase());
}

/** Marks tsx as registered in this thread by whoever launched it (toolfuzz's own sources needed it first). */
export function typeScriptLoaderRegistered(): void {
  setState('registered');
}

/**
 * In toolfuzz's own threads (the CLI, a worker), tsx waits for the first user module. Its hooks run
 * on a thread of their own and see every module loaded after them: registered first, they cost a
 * worker about 0.6 CPU-s of its 1.4 to start, spent on toolfuzz's own JavaScript and packages.
 */
export function deferTypeScriptLoader(): void {
  if (stateOf() === undefined) setState('deferred');
}

/** Registers tsx before a user's module at `path` is imported, if this thread needs it and has not yet. */
export function loaderForUserModule(path: string): Promise<void> {
  const state = stateOf();
  if (state === 'registered' || (state === undefined && !isTypeScriptModule(path))) return Promise.resolve();
  return registerTypeScriptLoader();
}

/**
 * Registers tsx's loaders in this thread, once. A library should not change how its caller's process
 * loads modules for nothing: in a host's thread only a TypeScript module calls for it.
 */
export function registerTypeScriptLoader(): Promise<void> {
  if (stateOf() === 'registered') return Promise.resolve();
  registering ??= (async () => {
    const [esm, cjs] = await Promise.all([import('tsx/esm/api'), import('tsx/cjs/api')]);
    // Both: a .ts file outside an ESM package is CommonJS to Node.
    esm.register();
    cjs.register();
    setState('registered');
  })();
  return registering;
}
