// The one module a worker thread runs: the campaign's tool worker, or the replay worker. Bundled
// into one JavaScript file in a checkout (workerBundle.ts), compiled in the installed package.
import { workerData } from 'node:worker_threads';
import { deferTypeScriptLoader } from '../../api/typeScriptLoader.ts';

deferTypeScriptLoader();
await ((workerData as { entry?: string } | undefined)?.entry === 'replay' ? import('./replayWorker.ts') : import('./toolWorker.ts'));
