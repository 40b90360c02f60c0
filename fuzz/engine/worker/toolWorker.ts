import { parentPort, workerData } from 'node:worker_threads';
import { describeError } from '../../errors/describeError.ts';
import { UsageError } from '../../errors/usageError.ts';
import { CASE_SOURCES } from '../../model/caseSource.ts';
import { AjvPool } from '../../schema/ajvFactory.ts';
import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';
import { PreparedToolCache } from '../preparedToolCache.ts';
import { ProducerPreparers } from './producerPreparers.ts';
import { runTool, type ToolRunHooks } from '../runTool.ts';
import { PrototypeWatch } from './prototypeWatch.ts';
import { ChildPids } from './childPids.ts';
import { WatchdogBuffer } from './watchdogBuffer.ts';
import type { ProbeMessage, SupervisorMessage, WorkerMessage, WorkerSetup } from './workerProtocol.ts';

if (parentPort === null) throw new Error('toolWorker must run in a worker thread');
const port = parentPort as NonNullable<typeof parentPort>;
const setup = workerData as WorkerSetup;
const watchdog = new WatchdogBuffer(setup.watchdog);
const children = new ChildPids(setup.childPids);
// Subjects build an Error per rejected case; capturing stacks nobody reads was a tenth of the hot path.
Error.stackTraceLimit = 0;
const post = (message: WorkerMessage): void => port.postMessage(message);
// Set once the preparers exist: ending the worker closes what they hold (an MCP server process).
let closePreparers = (): Promise<void> => Promise.resolve();

async function start(): Promise<void> {
  const { seed, callTimeoutMs } = setup;
  const preparer = await ProducerPreparers.of(setup.producers, {
    subjectPath: setup.subjectPath,
    cwd: setup.cwd,
    seed,
    callTimeoutMs,
    runBodies: setup.runBodies,
    asSentProviders: setup.providers,
    onSpawned: (pid) => children.add(pid),
    onExited: (pid) => children.remove(pid),
  });
  closePreparers = () => preparer.close();
  // No warm-up compile: the watchdog times only the subject's own calls (CallWatch), never ajv's first
  // compile of its meta-schema, and only SchemaSpec tools compile with this ajv: warming it up cost every
  // library, framework and MCP worker about 27 ms of CPU for nothing.
  const ajv = new AjvPool({ use: 'reference' });
  const prototypes = new PrototypeWatch();
  const cache = new PreparedToolCache(ajv);
  const shouldStop = (): boolean => watchdog.casesStopRequested || (setup.caseDeadline !== undefined && Date.now() >= setup.caseDeadline);
  // A finding seen just before the case deadline still gets shrunk, within the campaign's own deadline.
  const shouldStopShrinking = (): boolean =>
    watchdog.stopRequested || (setup.shrinkDeadline !== undefined && Date.now() >= setup.shrinkDeadline);
  port.on('message', (message: SupervisorMessage) => {
    if (message.type === 'end') {
      endWhenDrained();
      return;
    }
    if (message.type === 'probe') {
      void probe(message).catch((error: unknown) => post({ type: 'fatal', message: describeError(error), usage: false }));
      return;
    }
    void (async () => {
      const hooks: ToolRunHooks = {
        enter: (phase, source, index, json) => {
          const sourceIndex = source === 'spec' ? -1 : CASE_SOURCES.indexOf(source);
          watchdog.setCase(message.toolIndex, sourceIndex, index, json);
          if (phase === 'case') watchdog.countCase(sourceIndex);
        },
        call: (phase) => watchdog.call(phase),
        done: () => watchdog.leave(),
        // Once per case, not per call (see PrototypeWatch for what each check costs).
        leave: () => {
          watchdog.leave();
          haltIfPolluted(prototypes.check());
        },
        finding: (finding) => post({ type: 'finding', toolIndex: message.toolIndex, finding }),
      };
      const tool = JSON.parse(message.toolJson) as ToolUnderTest;
      cache.rotate();
      hooks.enter('convert', 'spec', 0, '{}');
      const prepared = await preparer.prepare(tool, cache, hooks);
      hooks.leave();
      if (message.priorEvents !== undefined) prepared.sharedEvents?.seed(message.priorEvents);
      const stats = await runTool(
        prepared,
        {
          range: message.range,
          known: new Set(message.known),
          shouldStop,
          shouldStopShrinking,
          ...(setup.providers.length === 0 ? {} : { lintProviders: setup.providers }),
          ...(message.resumeAt === undefined ? {} : { resumeAt: message.resumeAt }),
          ...(message.skipSchemaCheck === true ? { skipSchemaCheck: true } : {}),
        },
        hooks,
      );
      // The last cases since a full check may have added a key no per-case check sees.
      haltIfPolluted(prototypes.checkFully());
      const events = prepared.sharedEvents?.read();
      post({ type: 'done', toolIndex: message.toolIndex, stats, ...(events === undefined ? {} : { events: [...events] }) });
    })().catch((error: unknown) => {
      post({ type: 'fatal', message: describeError(error), usage: error instanceof UsageError });
    });
  });
  // One candidate of a HANG or CRASH shrink, watched like a case: the supervisor sees a hang in shared memory.
  async function probe(message: ProbeMessage): Promise<void> {
    const tool = JSON.parse(message.toolJson) as ToolUnderTest;
    cache.rotate();
    const hooks: ToolRunHooks = {
      enter: (_phase, _source, index, json) => watchdog.setCase(message.toolIndex, -1, index, json),
      call: (phase) => watchdog.call(phase),
      done: () => watchdog.leave(),
      leave: () => {
        watchdog.leave();
        haltIfPolluted(prototypes.check());
      },
      finding: () => {},
    };
    const prepared = await preparer.prepare(tool, cache, hooks);
    hooks.enter('shrink', 'spec', 0, message.argsJson);
    await prepared.evaluate({ json: message.argsJson, canonical: false }, hooks);
    hooks.leave();
    post({ type: 'probed' });
  }
  post({ type: 'ready' });
}

// Terminating a worker drops what its stdout and stderr still buffer, and the campaign would
// undercount the subject's output: hand it all over first, then let the thread end by itself.
function endWhenDrained(): void {
  void closePreparers().finally(() => drainAndClose());
}

function drainAndClose(): void {
  process.stdout.write('', () => {
    process.stderr.write('', () => port.close());
  });
}

function haltIfPolluted(polluted: string | undefined): void {
  if (polluted === undefined) return;
  post({ type: 'polluted', what: polluted });
  // Stop here: nothing this worker computes from now on can be trusted. The supervisor replaces it.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

start().catch((error: unknown) => {
  post({ type: 'fatal', message: error instanceof UsageError ? error.message : describeError(error), usage: error instanceof UsageError });
});
