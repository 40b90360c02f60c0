// Worker threads do not inherit tsx's loader on Node 20: register it here, then load the TypeScript worker.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData?.entry === 'replay' ? './replayWorker.ts' : './toolWorker.ts');
