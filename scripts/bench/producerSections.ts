// The producer sections of `npm run bench`: library (zod 4, valibot), framework (the AI SDK) and MCP (stdio),
// each toolfuzz's rate against a bare loop over the same tools in the same run; then workers per CPU-second
// and every producer's memory (library, framework, MCP; SchemaSpec's is bench.ts's own section).
import { fileURLToPath } from 'node:url';
import { fuzz } from '../../fuzz/api/fuzz.ts';
import { PreparedToolCache } from '../../fuzz/engine/preparedToolCache.ts';
import { runTool } from '../../fuzz/engine/runTool.ts';
import type { FrameworkTool } from '../../fuzz/tool/toolUnderTest.ts';
import { aiSdkModules } from '../../fuzz/producers/framework/aiSdkModules.ts';
import { FrameworkPreparer, valueAt } from '../../fuzz/producers/framework/frameworkPreparer.ts';
import { loadSubjectTools } from '../../fuzz/producers/framework/loadSubjectTools.ts';
import { LibraryPreparer } from '../../fuzz/producers/library/libraryPreparer.ts';
import { loadLibraryTools } from '../../fuzz/producers/library/loadLibraryTools.ts';
import type { ToolPreparer } from '../../fuzz/engine/worker/toolPreparer.ts';
import type { ToolUnderTest } from '../../fuzz/tool/toolUnderTest.ts';
import { loadMcpTools } from '../../fuzz/producers/mcp/loadMcpTools.ts';
import { McpPreparer } from '../../fuzz/producers/mcp/mcpPreparer.ts';
import type { ScalingSubject } from './workerScaling.ts';
import { bareAjv, bareRate, benchTool, caseJsons, floorArbitrary, floorRate, inProcessRate, stageSplit } from './producerLoops.ts';
import { MCP_SERVER } from './mcpSection.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The modules each producer section fuzzes. */
export const LIBRARY_MODULES = { 'zod 4': 'scripts/bench/benchZodTools.ts', valibot: 'scripts/bench/benchValibotTools.ts' } as const;
const AI_SDK_MODULE = 'fixtures/frameworks/ai-sdk/clean.ts';

/** One producer's figures: cases per second of toolfuzz (in-process and a 1-worker campaign) and of the bare loop, and µs per case per stage. */
export interface ProducerFigures {
  readonly rates: Record<string, number>;
  /** The rate every ratio is taken against. */
  readonly bare: number;
  /** The floor pipeline's rate (args drawn, then the bare loop), where the section has one: a second ratio is taken against it. */
  readonly floor?: number;
  /** Findings of the 1-worker campaign: shrinking them costs time, so a clean set of tools should have none. */
  readonly findings: number;
  readonly stages: Record<string, number>;
  /** Further figures printed as they are (a 1-worker campaign's start-up; the MCP section's CPU per call). */
  readonly notes?: Record<string, number>;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** A 1-worker campaign's figures: its whole rate, its rate after start-up, its start-up, and its findings. */
interface CampaignRate {
  /** `stats.casesPerSecond`: start-up (tool loading, the worker's start, the first compiles) included. */
  readonly rate: number;
  /** From the first progress with cases to the last: a fresh worker, still warming up (V8, each tool's first slice). */
  readonly afterStartup: number;
  /** fuzz() called to the first progress with cases (progress comes every 250 ms, so up to 250 ms late). */
  readonly startupMs: number;
  /** From the first progress at or past half the cases to the last: the warm part, for a long enough campaign. */
  readonly secondHalf: number;
  /** A clean subject makes none; the bench's zod 4 module makes 2, whose shrinks its campaign pays. */
  readonly findings: number;
}

/** A 1-worker campaign of `runs` cases per source, sampled at each progress as the MCP section's campaign is. */
async function campaignRate(options: Parameters<typeof fuzz>[0]): Promise<CampaignRate> {
  const samples: { at: number; cases: number }[] = [];
  const started = performance.now();
  const onProgress = (cases: number): void => void samples.push({ at: performance.now(), cases });
  const report = await fuzz({ seed: 1, workers: 1, corpus: false, cwd: ROOT, onProgress, ...options });
  const last = samples.at(-1);
  const rateFrom = (from: (typeof samples)[number] | undefined): number =>
    from !== undefined && last !== undefined && last.at > from.at ? (last.cases - from.cases) / ((last.at - from.at) / 1000) : Number.NaN;
  const first = samples.find((sample) => sample.cases > 0);
  return {
    rate: report.stats.casesPerSecond,
    afterStartup: rateFrom(first),
    startupMs: (first?.at ?? Number.NaN) - started,
    secondHalf: rateFrom(samples.find((sample) => sample.cases >= report.stats.cases / 2)),
    findings: report.findings.length,
  };
}

/**
 * The warm row of a producer section: the second half of a 1-worker campaign 4× as long as the
 * section's, as the MCP section reads it. A fresh worker's first second runs inside V8's warm-up:
 * the zod 4 tools' 16,000-case campaign reads about half its in-process rate after start-up, the
 * second half of a 128,000-case one 35-38k/s, the in-process rate.
 */
async function warmRate(options: Parameters<typeof fuzz>[0] & { readonly runs: number }): Promise<number> {
  return (await campaignRate({ ...options, runs: options.runs * 4 })).secondHalf;
}

/** The rows and notes a 1-worker campaign adds to a producer section. */
function campaignRows(campaign: CampaignRate, warm: number): { rates: Record<string, number>; notes: Record<string, number> } {
  return {
    rates: {
      'toolfuzz fuzz(), 1 worker, whole run': campaign.rate,
      'toolfuzz fuzz(), 1 worker, after start-up': campaign.afterStartup,
      'toolfuzz fuzz(), 1 worker, warm (4× longer, 2nd half)': warm,
    },
    notes: { 'fuzz() to first progress with cases (ms)': campaign.startupMs },
  };
}

/** The floor row of the library and framework sections: the bare loop with valid args it draws itself (floorRate). */
const FLOOR_ROW = 'floor: valid args drawn + bare loop';

/** The library section for one module: its tools through LibraryPreparer, the bare loop `JSON.parse` → ajv → `~standard.validate` → compare. */
export async function libraryFigures(module: string, runs: number, repeats: number): Promise<ProducerFigures> {
  const { tools } = await loadLibraryTools(ROOT + module, ROOT);
  const preparer = new LibraryPreparer({ seed: 1, callTimeoutMs: 3000 });
  const bench = tools.map((tool) => benchTool(tool, preparer));
  const exports = (await import(ROOT + module)) as {
    tools: Record<string, { inputSchema: { '~standard': { validate(v: unknown): unknown } } }>;
  };
  const units = tools.map((tool) => {
    const standard = exports.tools[String(tool.exportKey)]!.inputSchema['~standard'];
    return {
      ajv: bareAjv(tool.advertised),
      check: (args: unknown) => (standard.validate(args) as { issues?: unknown }).issues === undefined,
      jsons: caseJsons(tool, runs),
      arbitrary: floorArbitrary(tool.advertised),
    };
  });
  const inProcess = median(await repeat(repeats, () => inProcessRate(bench, runs)));
  const bare = median(await repeat(repeats, () => bareRate(units)));
  const floor = median(await repeat(repeats, () => floorRate(units, runs)));
  const campaign = await campaignRate({ subject: module, runs });
  const rows = campaignRows(campaign, await warmRate({ subject: module, runs }));
  return {
    rates: { 'toolfuzz in-process (runTool)': inProcess, ...rows.rates, [FLOOR_ROW]: floor, 'bare loop': bare },
    bare,
    floor,
    findings: campaign.findings,
    notes: rows.notes,
    stages: await stageSplit(bench, runs, inProcess),
  };
}

/** The framework section: the AI SDK fixture's tools through FrameworkPreparer; the bare loop ajv vs the AI SDK's own safeParseJSON on the tool's Schema. */
export async function frameworkFigures(runs: number, repeats: number): Promise<ProducerFigures> {
  const { tools } = await loadSubjectTools(ROOT + AI_SDK_MODULE, ROOT);
  const frameworkTools = tools.filter((tool): tool is FrameworkTool => tool.producer === 'framework');
  const preparer = new FrameworkPreparer({ seed: 1, callTimeoutMs: 3000 });
  const bench = frameworkTools.map((tool) => benchTool(tool, preparer));
  const modules = await aiSdkModules(ROOT + AI_SDK_MODULE, 'ai-sdk');
  const exports = (await import(ROOT + AI_SDK_MODULE)) as Record<string, unknown>;
  const units = frameworkTools.map((tool) => {
    const schema = modules.asSchema((valueAt(exports, tool.exportPath) as { inputSchema: unknown }).inputSchema);
    return {
      ajv: bareAjv(tool.advertised),
      check: async (_args: unknown, text: string) => (await modules.safeParseJSON({ text, schema })).success,
      jsons: caseJsons(tool, runs),
      arbitrary: floorArbitrary(tool.advertised),
    };
  });
  const inProcess = median(await repeat(repeats, () => inProcessRate(bench, runs)));
  const bare = median(await repeat(repeats, () => bareRate(units)));
  const floor = median(await repeat(repeats, () => floorRate(units, runs)));
  const campaign = await campaignRate({ subject: AI_SDK_MODULE, runs });
  const rows = campaignRows(campaign, await warmRate({ subject: AI_SDK_MODULE, runs }));
  return {
    rates: { 'toolfuzz in-process (runTool)': inProcess, ...rows.rates, [FLOOR_ROW]: floor, 'bare loop': bare },
    bare,
    floor,
    findings: campaign.findings,
    notes: rows.notes,
    stages: await stageSplit(bench, runs, inProcess),
  };
}

/** The library worker section's campaign: the 8 zod 4 tools, `runs` cases per source each. */
export async function zodCampaign(runs: number): Promise<ScalingSubject> {
  const { tools } = await loadLibraryTools(ROOT + LIBRARY_MODULES['zod 4'], ROOT);
  return { tools, subjectPath: ROOT + LIBRARY_MODULES['zod 4'], runs };
}

/** RSS growth over `target` cases of one tool, run slice after slice (of `sliceRuns` per source) as a worker runs it. */
async function memoryOver<T extends ToolUnderTest>(
  tool: T,
  preparer: ToolPreparer<T>,
  settings: { readonly target: number; readonly sliceRuns: number; readonly rss: () => number },
): Promise<MemoryGrowth> {
  const cache = new PreparedToolCache();
  const slice = async (from: number, to: number) =>
    runTool(await preparer.prepare(tool, cache, { call() {}, done() {} }), { range: { from, to }, shouldStop: () => false });
  await slice(0, 200);
  const before = settings.rss();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssCheckpoints: number[] = [];
  const heapCheckpoints: number[] = [];
  let cases = 0;
  // A reading at each tenth of the way: one final figure cannot tell a plateau from a slow climb.
  let nextCheckpoint = settings.target / CHECKPOINTS;
  for (let from = 200; cases < settings.target; from += settings.sliceRuns) {
    cases += Object.values((await slice(from, from + settings.sliceRuns)).cases).reduce((a, b) => a + b, 0);
    if (cases >= nextCheckpoint || cases >= settings.target) {
      // Read right after rss() collected garbage: what is still reachable. RSS also counts pages the
      // allocator keeps after a collection, so a leak shows in the live heap first (measured: the MCP
      // tool's RSS grew 60-93 MB over 20 k and over 100 k calls while its live heap stayed at 29 MB).
      rssCheckpoints.push(settings.rss() - before);
      heapCheckpoints.push(process.memoryUsage().heapUsed - heapBefore);
      nextCheckpoint += settings.target / CHECKPOINTS;
    }
  }
  return {
    cases,
    growth: rssCheckpoints.at(-1) ?? 0,
    heapGrowth: heapCheckpoints.at(-1) ?? 0,
    rssCheckpoints,
    heapCheckpoints,
  };
}

// Readings of RSS and the live heap over a memory section's run.
const CHECKPOINTS = 10;

/** What a memory section measures: cases run, RSS growth and live-heap growth (bytes) after a warm-up. */
export interface MemoryGrowth {
  readonly cases: number;
  readonly growth: number;
  readonly heapGrowth: number;
  /** RSS and live-heap growth read along the run, about every tenth of it (bytes over the reading after the warm-up). */
  readonly rssCheckpoints: readonly number[];
  readonly heapCheckpoints: readonly number[];
}

/** RSS growth over `target` cases of one zod 4 library tool. */
export async function libraryMemory(target: number, rss: () => number): Promise<MemoryGrowth> {
  const { tools } = await loadLibraryTools(ROOT + LIBRARY_MODULES['zod 4'], ROOT);
  // A tool without formats: its cases are cheap to make, so many of them fit in the quick pass.
  const tool = tools.find((t) => t.name === 'getWeather')!;
  return memoryOver(tool, new LibraryPreparer({ seed: 1, callTimeoutMs: 3000 }), { target, sliceRuns: 2500, rss });
}

/** RSS growth over `target` cases of one AI SDK fixture tool, through its framework's own parse. */
export async function frameworkMemory(target: number, rss: () => number): Promise<MemoryGrowth> {
  const { tools } = await loadSubjectTools(ROOT + AI_SDK_MODULE, ROOT);
  const tool = tools.find((t): t is FrameworkTool => t.producer === 'framework')!;
  return memoryOver(tool, new FrameworkPreparer({ seed: 1, callTimeoutMs: 3000 }), { target, sliceRuns: 2500, rss });
}

/**
 * RSS growth over `target` tools/call of one faithful MCP tool, its server imported into this thread
 * (`--module`): the client's and the server's memory both count, as they would in a worker.
 */
export async function mcpMemory(target: number, rss: () => number): Promise<MemoryGrowth> {
  const server = { transport: 'module', module: ROOT + MCP_SERVER, cwd: ROOT } as const;
  const { tools } = await loadMcpTools(server, { allTools: true }, { timeoutMs: 10_000 });
  const preparer = new McpPreparer({ seed: 1, callTimeoutMs: 3000 });
  try {
    return await memoryOver(tools[0]!, preparer, { target, sliceRuns: 500, rss });
  } finally {
    await preparer.close();
  }
}

async function repeat<T>(times: number, body: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < times; i++) out.push(await body());
  return out;
}
