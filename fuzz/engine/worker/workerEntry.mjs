// The worker's entry when it runs toolfuzz's TypeScript sources without a bundle (workerBundle.ts
// could not build one) or the installed package's build: plain JavaScript, so it needs no loader.
import { existsSync } from 'node:fs';
import { register as registerCjs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

const sources = new URL('./workerMain.ts', import.meta.url);
if (existsSync(sources)) {
  // Worker threads do not inherit tsx's loader on Node 20: toolfuzz's own sources need it first.
  register();
  registerCjs();
  const { typeScriptLoaderRegistered } = await import(new URL('../../api/typeScriptLoader.ts', import.meta.url).href);
  typeScriptLoaderRegistered();
  await import(sources.href);
} else {
  // The build: tsx is registered only when a user's module is imported (typeScriptLoader.ts).
  await import(new URL('./workerMain.js', import.meta.url).href);
}
