// `npm run bench`'s random-tool memory sections: many different random tools of one producer (library:
// zod 4; framework: the AI SDK; MCP: an in-process low-level server) through one process, each prepared
// and run as a worker runs a tool, to show what toolfuzz keeps per tool. A cache that never evicts
// (compiled validators, per-schema memos, per-tool maps) grows with the tools here, where the
// one-tool memory sections (producerSections.ts) cannot see it.
import { fileURLToPath } from 'node:url';
import { PreparedToolCache } from '../../fuzz/engine/preparedToolCache.ts';
import { runTool } from '../../fuzz/engine/runTool.ts';
import type { ToolPreparer } from '../../fuzz/engine/worker/toolPreparer.ts';
import { FrameworkPreparer } from '../../fuzz/producers/framework/frameworkPreparer.ts';
import { loadSubjectTools } from '../../fuzz/producers/framework/loadSubjectTools.ts';
import { LibraryPreparer } from '../../fuzz/producers/library/libraryPreparer.ts';
import { loadLibraryTools } from '../../fuzz/producers/library/loadLibraryTools.ts';
import { McpPreparer } from '../../fuzz/producers/mcp/mcpPreparer.ts';
import type { FrameworkTool, JsonSchemaTool, McpServerTarget, McpTool } from '../../fuzz/tool/toolUnderTest.ts';
import { NO_HOOKS, type ToolRunHooks } from '../../fuzz/tool/toolRunHooks.ts';
import { fillAiSdkTools } from './randomAiSdkTools.ts';
import { advertiseRandomTools } from './randomMcpServer.ts';
import { randomSchemaBatch } from './randomSchemas.ts';
import { fillZodTools } from './randomZodTools.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Random schemas drawn per batch: the subject module holds one batch at a time. */
const BATCH = 500;
/** Cases per case source per tool: a few, so preparing each tool (its schemas compiled, its memos made) is most of the work. */
const RUNS_PER_TOOL = 2;
/** RSS checkpoints taken over a run (one after every so many batches). */
const CHECKPOINTS = 10;

/** What a random-tool memory section measured: tools and cases run, their findings, and RSS and live-heap growth after a warm-up. */
export interface RandomToolMemory {
  readonly tools: number;
  readonly cases: number;
  /** Findings reported by `KIND/blame`: zod's own converter may drift from its runtime; a faithful MCP server should make none. */
  readonly findings: Readonly<Record<string, number>>;
  /** Tools whose preparation or run threw (a toolfuzz bug: a worker would end the campaign), and the first message. */
  readonly errors: number;
  readonly firstError?: string;
  readonly growth: number;
  readonly heapGrowth: number;
  /** RSS (bytes, after a GC) once the warm-up is done and then every few batches. */
  readonly checkpoints: readonly number[];
  /** The live heap (bytes) at the same moments. */
  readonly heapCheckpoints: readonly number[];
  readonly seconds: number;
}

/** One batch of tools of a producer: `count` random schemas drawn with `seed`, made into tools named from `first` on. */
type BatchOf<T> = (seed: number, first: number, count: number) => Promise<readonly T[]>;

/** RSS and live heap after a GC. */
function reading(rss: () => number): { rss: number; heap: number } {
  return { rss: rss(), heap: process.memoryUsage().heapUsed };
}

/**
 * Runs batches of random tools until `target` tools have run, each as a worker runs a tool: its JSON
 * read back, the cache rotated, the tool prepared through the cache, and RUNS_PER_TOOL cases per
 * source run. A warm-up batch of a fifth of BATCH runs first, so start-up (imports, lazily built
 * tables) is not counted as growth.
 */
async function overRandomTools<T extends JsonSchemaTool>(
  target: number,
  rss: () => number,
  preparer: ToolPreparer<T>,
  batchOf: BatchOf<T>,
): Promise<RandomToolMemory> {
  const cache = new PreparedToolCache();
  const findings: Record<string, number> = {};
  let counting = false;
  const hooks: ToolRunHooks = {
    ...NO_HOOKS,
    finding: (finding) => {
      if (counting) findings[`${finding.kind}/${finding.blame}`] = (findings[`${finding.kind}/${finding.blame}`] ?? 0) + 1;
    },
  };
  let cases = 0;
  let errors = 0;
  let firstError: string | undefined;
  const run = async (tools: readonly T[]): Promise<void> => {
    for (const tool of tools) {
      const copy = JSON.parse(JSON.stringify(tool)) as T;
      cache.rotate();
      try {
        const prepared = await preparer.prepare(copy, cache, hooks);
        const settings = { range: { from: 0, to: RUNS_PER_TOOL }, known: new Set<string>(), shouldStop: () => false };
        cases += Object.values((await runTool(prepared, settings, hooks)).cases).reduce((a, b) => a + b, 0);
      } catch (error) {
        // Counted and shown, not fatal: the section is about memory, and one tool's bug should not hide it.
        if (!counting) continue;
        errors++;
        firstError ??= `${tool.name}: ${String(error)} (advertised ${JSON.stringify(tool.advertised)})`;
      }
    }
  };
  await run(await batchOf(1, 0, BATCH / 5));
  const started = performance.now();
  const first = reading(rss);
  const checkpoints = [first.rss];
  const heapCheckpoints = [first.heap];
  const casesBefore = cases;
  counting = true;
  const every = Math.max(1, Math.round(target / BATCH / CHECKPOINTS));
  let tools = 0;
  for (let batch = 1; tools < target; batch++) {
    const batchTools = await batchOf(batch + 1, batch * BATCH, BATCH);
    await run(batchTools.slice(0, target - tools));
    tools += Math.min(batchTools.length, target - tools);
    if (batch % every === 0 || tools >= target) {
      const now = reading(rss);
      checkpoints.push(now.rss);
      heapCheckpoints.push(now.heap);
    }
  }
  return {
    tools,
    cases: cases - casesBefore,
    findings,
    errors,
    ...(firstError === undefined ? {} : { firstError }),
    growth: (checkpoints.at(-1) as number) - (checkpoints[0] as number),
    heapGrowth: (heapCheckpoints.at(-1) as number) - (heapCheckpoints[0] as number),
    checkpoints,
    heapCheckpoints,
    seconds: (performance.now() - started) / 1000,
  };
}

const LIBRARY_MODULE = `${ROOT}scripts/bench/randomZodTools.ts`;
const FRAMEWORK_MODULE = `${ROOT}scripts/bench/randomAiSdkTools.ts`;
const MCP_MODULE = `${ROOT}scripts/bench/randomMcpServer.ts`;

/** Memory over `target` random zod 4 tools, each loaded as toolfuzz loads a library subject (zod's toJSONSchema) and run through LibraryPreparer. */
export function libraryRandomMemory(target: number, rss: () => number): Promise<RandomToolMemory> {
  return overRandomTools(target, rss, new LibraryPreparer({ seed: 1, callTimeoutMs: 3000 }), async (seed, first, count) => {
    fillZodTools(randomSchemaBatch(seed, count), first);
    return (await loadLibraryTools(LIBRARY_MODULE, ROOT)).tools;
  });
}

/** Memory over `target` random AI SDK tools (zod 4 and jsonSchema() alike), loaded as toolfuzz loads a framework subject and run through FrameworkPreparer. */
export function frameworkRandomMemory(target: number, rss: () => number): Promise<RandomToolMemory> {
  const preparer = new FrameworkPreparer({ seed: 1, callTimeoutMs: 3000, projectDir: ROOT });
  return overRandomTools(target, rss, preparer, async (seed, first, count) => {
    fillAiSdkTools(randomSchemaBatch(seed, count), first);
    const { tools } = await loadSubjectTools(FRAMEWORK_MODULE, ROOT);
    return tools.filter((tool): tool is FrameworkTool => tool.producer === 'framework');
  });
}

/**
 * Memory over `target` random MCP tools of one in-process server (`--module`), client and server in
 * this thread as in a worker, through one McpPreparer. The server keeps its connection to the
 * preparer's session, so each batch's tools are made here as loadMcpTools makes them from tools/list.
 */
export async function mcpRandomMemory(target: number, rss: () => number): Promise<RandomToolMemory> {
  const server: McpServerTarget = { transport: 'module', module: MCP_MODULE, cwd: ROOT };
  const preparer = new McpPreparer({ seed: 1, callTimeoutMs: 3000 });
  try {
    return await overRandomTools(target, rss, preparer, async (seed, first, count) => {
      const schemas = randomSchemaBatch(seed, count);
      const names = new Set(advertiseRandomTools(schemas, first));
      return schemas.flatMap((schema, i): McpTool[] => {
        const name = `tool${first + i}`;
        // What tools/list carries is JSON: loadMcpTools reads the schema from the parsed message.
        const advertised = JSON.parse(JSON.stringify(schema));
        return names.has(name) ? [{ producer: 'mcp', name, origin: `mcp:random#${name}`, advertised, server }] : [];
      });
    });
  } finally {
    await preparer.close();
  }
}
