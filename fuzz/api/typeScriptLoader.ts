import { extname } from 'node:path';

let registered: Promise<void> | undefined;

/** Whether a spec source is a TypeScript tool module, which plain Node cannot import. */
export function isTypeScriptModule(path: string): boolean {
  return ['.ts', '.mts', '.cts'].includes(extname(path).toLowerCase());
}

/**
 * Registers tsx's loaders in this thread, once, so TypeScript tool modules load when fuzz() is
 * called from plain Node. Only called when a spec source needs it: a library should not change how
 * its caller's process loads modules for nothing. (Subjects load in workers, which register their own.)
 */
export function registerTypeScriptLoader(): Promise<void> {
  registered ??= (async () => {
    const [esm, cjs] = await Promise.all([import('tsx/esm/api'), import('tsx/cjs/api')]);
    // Both: a .ts file outside an ESM package is CommonJS to Node.
    esm.register();
    cjs.register();
  })();
  return registered;
}
