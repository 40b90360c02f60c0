// Worker threads do not inherit tsx's loader on Node 20: register it here, then load the TypeScript worker.
import { workerData } from 'node:worker_threads';
import { register as registerCjs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

// Both loaders: a .ts subject outside an ESM package is CommonJS to Node.
register();
registerCjs();
await import(workerData?.entry === 'replay' ? './replayWorker.ts' : './toolWorker.ts');
