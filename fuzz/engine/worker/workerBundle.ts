import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The worker's one module, in TypeScript: present in a checkout, absent from the installed package. */
const WORKER_MAIN = new URL('./workerMain.ts', import.meta.url);
/** The entry of the installed package's build, or of a checkout whose bundle could not be built. */
const WORKER_ENTRY = new URL('./workerEntry.mjs', import.meta.url);

let entry: Promise<URL> | undefined;

/**
 * The URL a worker thread starts from: in a checkout, one JavaScript bundle of the worker's sources
 * (fuzz/package/checkoutBundle.mjs), which saves each worker about 0.6 CPU-s of tsx; elsewhere, or
 * when no bundle can be built, workerEntry.mjs.
 */
export function workerEntryUrl(): Promise<URL> {
  entry ??= existsSync(WORKER_MAIN) ? bundled() : Promise.resolve(WORKER_ENTRY);
  return entry;
}

async function bundled(): Promise<URL> {
  // Not in the package (fuzz/package/ is left out of dist/): imported only where the sources are.
  const { checkoutBundle } = await import('../../package/checkoutBundle.mjs');
  const href = await checkoutBundle(fileURLToPath(WORKER_MAIN), 'worker');
  return href === undefined ? WORKER_ENTRY : new URL(href);
}
