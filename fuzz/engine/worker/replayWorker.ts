import { parentPort, workerData } from 'node:worker_threads';
import { describeError } from '../../errors/describeError.ts';
import { UsageError } from '../../errors/usageError.ts';
import { UNWATCHED } from '../../tool/callWatch.ts';
import { PreparedToolCache } from '../preparedToolCache.ts';
import { NO_HOOKS } from '../../tool/toolRunHooks.ts';
import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';
import { ProducerPreparers } from './producerPreparers.ts';
import { CASE_SOURCES } from '../../model/caseSource.ts';

/** One case to replay: the tool as its producer makes it now (as JSON), and the exact JSON args. */
export interface ReplayCase {
  readonly tool: string;
  /** The finding's tool (a ToolUnderTest), as JSON: its producer prepares it as a campaign would. Absent: the finding's tool was not found. */
  readonly toolJson?: string;
  readonly argsJson: string;
}

/** What the replay worker is asked to run: cases, in order, against one subject. */
export interface ReplaySetup {
  readonly entry: 'replay';
  /** The subject, for the producers that load one (a SchemaSpec subject). */
  readonly subjectPath: string;
  /** The run's folder (messages show paths relative to it). */
  readonly cwd: string;
  readonly cases: readonly ReplayCase[];
  readonly callTimeoutMs: number;
}

const port = parentPort as NonNullable<typeof parentPort>;
const setup = workerData as ReplaySetup;

// A case runs through its tool's producer, exactly as in a campaign.
async function replayCase(
  preparers: ProducerPreparers,
  cache: PreparedToolCache,
  tool: ToolUnderTest,
  argsJson: string,
  index: number,
): Promise<void> {
  cache.rotate();
  const prepared = await preparers.prepare(tool, cache, UNWATCHED);
  // The advertised schema's own problems (a CONVERTER_INVALID finding) are checked as a campaign checks them.
  const schemaFinding = await prepared.schemaFinding({ hooks: NO_HOOKS, budget: 0, shouldStop: () => true });
  // A schema that does not compile makes no cases and can judge none: only its problems replay. One
  // with problems that compiles (a root that is not an object) judges cases, as the campaign did.
  const judges = schemaFinding === undefined || CASE_SOURCES.some((source) => prepared.supports(source));
  const evaluation = judges
    ? await prepared.evaluate({ json: argsJson, canonical: false }, UNWATCHED)
    : { observations: [], verdicts: undefined };
  cache.clear();
  port.postMessage({ type: 'result', index, converterProblems: schemaFinding?.converter?.problems ?? [], ...evaluation });
}

try {
  const tools = setup.cases.map((c, index) => {
    if (c.toolJson === undefined) throw new Error(`replay case ${index} has neither a spec nor a tool`);
    return JSON.parse(c.toolJson) as ToolUnderTest;
  });
  const preparers = await ProducerPreparers.of(
    tools.map((tool) => tool.producer),
    {
      subjectPath: setup.subjectPath,
      cwd: setup.cwd,
      seed: 0,
      callTimeoutMs: setup.callTimeoutMs,
      runBodies: false,
      asSentProviders: [],
      replaying: true,
    },
  );
  // One ajv for every case (rotated as a campaign rotates it); each case's tool is disposed of after it.
  const cache = new PreparedToolCache();
  port.postMessage({ type: 'ready' });
  for (let index = 0; index < setup.cases.length; index++) {
    await replayCase(preparers, cache, tools[index] as ToolUnderTest, (setup.cases[index] as ReplayCase).argsJson, index);
  }
  await preparers.close();
  // The servers it started (MCP) are gone now: the parent may end the worker.
  port.postMessage({ type: 'closed' });
} catch (error) {
  port.postMessage({
    type: 'fatal',
    message: error instanceof UsageError ? error.message : describeError(error),
    usage: error instanceof UsageError,
  });
}
