// The MCP section of `npm run bench`: toolfuzz against one SDK client's sequential `tools/call` loop on
// the same stdio server and the same pre-made cases. On 2 shared cores the rates swing with the load, so
// the section also gives each side's CPU per call (the client's thread and the server process), which
// moves much less. Like is compared with like: a campaign starts a fresh worker thread and a fresh
// server, whose code runs at a third of its speed until V8 has compiled it (about the first 7,000 cases),
// so its short campaign's rate after start-up is set beside the bare loop's first pass on a fresh
// server (cold), and the warm half of a longer campaign beside the warm passes of the loops.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { fuzz } from '../../fuzz/api/fuzz.ts';
import { UNWATCHED } from '../../fuzz/tool/callWatch.ts';
import type { JsonSchema } from '../../fuzz/schema/schemaTypes.ts';
import type { McpServerTarget } from '../../fuzz/tool/toolUnderTest.ts';
import { loadMcpTools } from '../../fuzz/producers/mcp/loadMcpTools.ts';
import { loadMcpSdk } from '../../fuzz/producers/mcp/mcpSdk.ts';
import { McpPreparer } from '../../fuzz/producers/mcp/mcpPreparer.ts';
import { McpServerSession } from '../../fuzz/producers/mcp/mcpServerSession.ts';
import { mcpToolRuntime } from '../../fuzz/producers/mcp/mcpToolRuntime.ts';
import { McpToolEvidence } from '../../fuzz/producers/mcp/toolEvidence.ts';
import { PreparedToolCache } from '../../fuzz/engine/preparedToolCache.ts';
import { type BenchTool, caseJsons, inProcessCases, stageSplit } from './producerLoops.ts';
import { cpuBetween, readCpu } from './cpuMeter.ts';
import type { ProducerFigures } from './producerSections.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The server every MCP figure is taken on. */
export const MCP_SERVER = 'fixtures/mcp/faithful.mjs';
const STDIO = { transport: 'stdio', command: process.execPath, args: [ROOT + MCP_SERVER], cwd: ROOT } as const satisfies McpServerTarget;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Milliseconds of CPU a process has used (user + system), from /proc; undefined where there is no /proc. */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const threadCpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** A rate and the CPU each side spent per call meanwhile (µs; the server's undefined without /proc). */
interface Measured {
  readonly rate: number;
  readonly clientMicros: number;
  readonly serverMicros: number | undefined;
}

async function measure(calls: () => Promise<number>, serverPid: () => number | undefined): Promise<Measured> {
  const client = threadCpuMs();
  const server = processCpuMs(serverPid());
  const started = performance.now();
  const count = await calls();
  const seconds = (performance.now() - started) / 1000;
  const serverAfter = processCpuMs(serverPid());
  return {
    rate: count / seconds,
    clientMicros: ((threadCpuMs() - client) * 1000) / count,
    serverMicros: server === undefined || serverAfter === undefined ? undefined : ((serverAfter - server) * 1000) / count,
  };
}

/** The bare loop: one SDK client, `callTool` after `callTool` over every pre-made case, `passes` times on one connection (the first on a fresh server). */
async function bareLoop(runs: number, passes: number): Promise<Measured[]> {
  const transport = new StdioClientTransport({ command: STDIO.command, args: [...STDIO.args], stderr: 'ignore' });
  const client = new Client({ name: 'toolfuzz-bench', version: '0.0.0' });
  await client.connect(transport);
  const { tools } = await client.listTools();
  const calls = tools.flatMap((tool) =>
    caseJsons({ name: tool.name, advertised: tool.inputSchema as JsonSchema }, runs).map((json) => ({
      name: tool.name,
      args: JSON.parse(json) as Record<string, unknown>,
    })),
  );
  const out: Measured[] = [];
  for (let r = 0; r < passes; r++)
    out.push(
      await measure(
        async () => {
          // A refusal (-32602) is an answer too: the loop counts it and goes on.
          for (const call of calls) await client.callTool({ name: call.name, arguments: call.args }).catch(() => undefined);
          return calls.length;
        },
        () => transport.pid ?? undefined,
      ),
    );
  await client.close();
  return out;
}

/** One 1-worker campaign's figures (rates in cases per second). */
interface CampaignFigures {
  /** `stats.casesPerSecond`: start-up included. */
  readonly whole: number;
  /** From the first progress with cases to the last: a fresh worker and server, warming up. */
  readonly afterStartup: number;
  /** From the first progress at or past half the cases to the last: the warm part of a long enough campaign. */
  readonly secondHalf: number;
  /** µs of CPU per case in that half, of the process less its main thread (the worker, and GC and loader threads). */
  readonly secondHalfWorkerMicros: number;
  /** Start-up to the first progress with cases (progress comes every 250 ms, so up to 250 ms late). */
  readonly startupMs: number;
  readonly findings: number;
}

/** A 1-worker campaign of `runs` cases per source, sampled at each progress (every 250 ms). */
async function campaign(mcp: { command: string; args: string[] } | { module: string }, runs: number): Promise<CampaignFigures> {
  const samples: { at: number; cases: number; cpu: ReturnType<typeof readCpu> }[] = [];
  const started = performance.now();
  const report = await fuzz({
    seed: 1,
    workers: 1,
    corpus: false,
    cwd: ROOT,
    mcp,
    runs,
    onProgress: (cases) => samples.push({ at: performance.now(), cases, cpu: readCpu() }),
  });
  const total = report.stats.cases;
  const first = samples.find((sample) => sample.cases > 0);
  const last = samples.at(-1);
  const half = samples.find((sample) => sample.cases >= total / 2);
  const rate = (from: (typeof samples)[number] | undefined): number =>
    from !== undefined && last !== undefined && last.at > from.at ? (last.cases - from.cases) / ((last.at - from.at) / 1000) : Number.NaN;
  const halfCpu = half !== undefined && last !== undefined ? cpuBetween(half.cpu, last.cpu) : undefined;
  return {
    whole: report.stats.casesPerSecond,
    afterStartup: rate(first),
    secondHalf: rate(half),
    secondHalfWorkerMicros:
      halfCpu?.main === undefined || half === undefined || last === undefined || last.cases <= half.cases
        ? Number.NaN
        : (halfCpu.process - halfCpu.main) / (last.cases - half.cases),
    startupMs: (first?.at ?? Number.NaN) - started,
    findings: report.findings.length,
  };
}

/** How much longer than the section's campaign the warm one is: its second half must be past the ~7,000 cases V8 takes to warm up. */
const WARM_CAMPAIGN_TIMES = 4;

/**
 * The MCP section. Rates: the bare loop (median of `repeats` warm passes on one connection, and its first
 * pass on a fresh server), toolfuzz's worker loop run on this thread over the stdio server (runTool in
 * slices with calls sent ahead, as a worker runs it; median of `repeats` passes after a first), 1-worker
 * campaigns over stdio and in-process (whole run, and after start-up), and the second half of a stdio
 * campaign WARM_CAMPAIGN_TIMES as long. Stages: µs per case of toolfuzz's loop, the call measured one at a
 * time (server included). CPU: µs per call of each side.
 */
export async function mcpFigures(runs: number, repeats: number): Promise<ProducerFigures> {
  const [bareCold, ...bareWarm] = await bareLoop(runs, repeats + 1);
  const { tools } = await loadMcpTools(STDIO, { allTools: true }, { timeoutMs: 10_000 });
  let serverPid: number | undefined;
  const preparer = new McpPreparer({ seed: 1, callTimeoutMs: 3000, onSpawned: (pid) => (serverPid = pid) });
  const session = new McpServerSession(await loadMcpSdk(), STDIO, { callTimeoutMs: 3000, connectTimeoutMs: 10_000, maxEvents: 10 });
  const bench: BenchTool[] = tools.map((tool) => ({
    name: tool.name,
    advertised: tool.advertised,
    prepare: (cache) => preparer.prepare(tool, cache, UNWATCHED),
    // One call at a time, as a case's call is made when nothing is sent ahead.
    runtime: async () =>
      mcpToolRuntime(
        session,
        tool.name,
        new McpToolEvidence({ tool: tool.name, seed: 1, advertised: tool.advertised }, (args, json) => session.call(tool.name, args, json)),
      ),
  }));
  // Connected before any clock starts, as the bare loop is.
  await bench[0]!.prepare(new PreparedToolCache());
  const loops: Measured[] = [];
  for (let r = 0; r <= repeats; r++)
    loops.push(
      await measure(
        () => inProcessCases(bench, runs),
        () => serverPid,
      ),
    );
  // The first pass warms this thread up: the loop's warm rate is set beside the bare loop's warm passes.
  const warmLoops = loops.slice(1);
  const inProcess = median(warmLoops.map((loop) => loop.rate));
  const stages = await stageSplit(bench, runs, inProcess);
  await session.close();
  await preparer.close();
  const stdio = await campaign({ command: STDIO.command, args: [...STDIO.args] }, runs);
  const warm = await campaign({ command: STDIO.command, args: [...STDIO.args] }, runs * WARM_CAMPAIGN_TIMES);
  const module = await campaign({ module: MCP_SERVER }, runs);
  const bareRate = median(bareWarm.map((loop) => loop.rate));
  const cpu = (loopsOf: Measured[], side: 'clientMicros' | 'serverMicros'): number =>
    median(loopsOf.map((loop) => loop[side] ?? Number.NaN));
  return {
    rates: {
      'toolfuzz in-process (runTool, stdio server)': inProcess,
      'fuzz({ mcp }), 1 worker, warm (4× longer, 2nd half)': warm.secondHalf,
      'fuzz({ mcp }), 1 worker, after start-up': stdio.afterStartup,
      'fuzz({ mcp }), 1 worker, whole run': stdio.whole,
      'fuzz({ mcp: { module } }), after start-up': module.afterStartup,
      'fuzz({ mcp: { module } }), whole run': module.whole,
      'bare SDK client loop': bareRate,
      'bare SDK client loop, first pass (fresh server)': bareCold!.rate,
    },
    bare: bareRate,
    findings: stdio.findings + warm.findings + module.findings,
    stages,
    notes: {
      'cold: after start-up ÷ bare first pass (%)': (100 * stdio.afterStartup) / bareCold!.rate,
      'CPU per call, toolfuzz loop thread (µs)': cpu(warmLoops, 'clientMicros'),
      'CPU per case, warm campaign, worker side (µs)': warm.secondHalfWorkerMicros,
      'CPU per call, server under toolfuzz (µs)': cpu(warmLoops, 'serverMicros'),
      'CPU per call, bare client (µs)': cpu(bareWarm, 'clientMicros'),
      'CPU per call, server under the bare loop (µs)': cpu(bareWarm, 'serverMicros'),
      'start-up to first case, stdio campaign (ms)': stdio.startupMs,
      'start-up to first case, module campaign (ms)': module.startupMs,
    },
  };
}
