// Worker threads do not inherit tsx's loader on Node 20: register it here, then load the worker.
import { existsSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { register as registerCjs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

// Both loaders, in the installed package too: users' .ts subjects and tool modules load through them
// (a .ts subject outside an ESM package is CommonJS to Node).
register();
registerCjs();
const worker = workerData?.entry === 'replay' ? 'replayWorker' : 'toolWorker';
// Next to the sources (a checkout) the worker is TypeScript; in the installed package's dist/ it is built JavaScript.
const extension = existsSync(new URL(`./${worker}.ts`, import.meta.url)) ? 'ts' : 'js';
await import(`./${worker}.${extension}`);
