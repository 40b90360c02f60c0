import { parentPort, workerData } from 'node:worker_threads';
import { describeError } from '../../errors/describeError.ts';
import type { SchemaSpec } from '../../reference/schemaSpec.ts';
import { UsageError } from '../../errors/usageError.ts';
import { createAjv } from '../../reference/createAjv.ts';
import { loadSubject } from '../../subject/loadSubject.ts';
import { evaluateCase } from '../evaluateCase.ts';
import { prepareSpec } from '../specUnderTest.ts';
import { UNWATCHED } from '../callWatch.ts';
import { PreparedToolCache } from '../preparedToolCache.ts';
import { NO_HOOKS } from '../toolRunHooks.ts';
import type { JsonSchemaTool } from '../../model/toolUnderTest.ts';
import { LibraryPreparer } from '../../producers/library/libraryPreparer.ts';
import { McpPreparer } from '../../producers/mcp/mcpPreparer.ts';
import { ProducerPreparers } from './producerPreparers.ts';
import { CASE_SOURCES } from '../../model/caseSource.ts';

/** One case to replay: a SchemaSpec tool's spec, or a JSON-Schema tool itself (as JSON), and the exact JSON args. */
export interface ReplayCase {
  readonly tool: string;
  /** A SchemaSpec finding's shrunk spec, as JSON. */
  readonly specJson?: string;
  /** A library or MCP finding's tool (a JsonSchemaTool), as JSON: its producer prepares it as a campaign would. */
  readonly toolJson?: string;
  readonly argsJson: string;
}

/** What the replay worker is asked to run: cases, in order, against one subject. */
export interface ReplaySetup {
  readonly entry: 'replay';
  /** The SchemaSpec subject, loaded only when some case has a spec. */
  readonly subjectPath: string;
  readonly cases: readonly ReplayCase[];
  readonly callTimeoutMs: number;
}

const port = parentPort as NonNullable<typeof parentPort>;
const setup = workerData as ReplaySetup;

// A JSON-Schema tool's case runs through its producer, exactly as in a campaign.
async function replaySchemaTool(preparers: ProducerPreparers, replay: ReplayCase & { toolJson: string }, index: number): Promise<void> {
  const tool = JSON.parse(replay.toolJson) as JsonSchemaTool;
  const cache = new PreparedToolCache();
  const prepared = await preparers.prepare(tool, cache, UNWATCHED);
  // The advertised schema's own problems (a CONVERTER_INVALID finding) are checked as a campaign checks them.
  const schemaFinding = await prepared.schemaFinding({ hooks: NO_HOOKS, budget: 0, shouldStop: () => true });
  // A schema that does not compile makes no cases and can judge none: only its problems replay. One
  // with problems that compiles (a root that is not an object) judges cases, as the campaign did.
  const judges = schemaFinding === undefined || CASE_SOURCES.some((source) => prepared.supports(source));
  const evaluation = judges ? await prepared.evaluate({ json: replay.argsJson, canonical: false }, UNWATCHED) : { observations: [], verdicts: undefined };
  cache.clear();
  port.postMessage({ type: 'result', index, converterProblems: schemaFinding?.converter?.problems ?? [], ...evaluation });
}

try {
  const needsSubject = setup.cases.some((c) => c.specJson !== undefined);
  const subject = needsSubject ? await loadSubject(setup.subjectPath) : undefined;
  const preparers = new ProducerPreparers({
    library: new LibraryPreparer({ seed: 0, callTimeoutMs: setup.callTimeoutMs }),
    mcp: new McpPreparer({ seed: 0, callTimeoutMs: setup.callTimeoutMs, probeHangs: false }),
  });
  const ajv = createAjv();
  port.postMessage({ type: 'ready' });
  for (let index = 0; index < setup.cases.length; index++) {
    const replay = setup.cases[index] as ReplayCase;
    if (replay.toolJson !== undefined) {
      await replaySchemaTool(preparers, { ...replay, toolJson: replay.toolJson }, index);
      continue;
    }
    if (subject === undefined || replay.specJson === undefined) throw new Error(`replay case ${index} has neither a spec nor a tool`);
    const spec = JSON.parse(replay.specJson) as SchemaSpec;
    const unit = prepareSpec(ajv, subject, replay.tool, spec, setup.callTimeoutMs);
    const evaluation = await evaluateCase(unit, { json: replay.argsJson, canonical: false });
    unit.compiled.dispose();
    port.postMessage({ type: 'result', index, converterProblems: unit.compiled.converterProblems, ...evaluation });
  }
  await preparers.close();
  // The servers it started (MCP) are gone now: the parent may end the worker.
  port.postMessage({ type: 'closed' });
} catch (error) {
  port.postMessage({ type: 'fatal', message: error instanceof UsageError ? error.message : describeError(error), usage: error instanceof UsageError });
}
