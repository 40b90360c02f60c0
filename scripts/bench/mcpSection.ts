// The MCP section of `npm run bench`: toolfuzz against one SDK client's sequential `tools/call` loop on
// the same stdio server and the same pre-made cases. On 2 shared cores the rates swing with the load, so
// the section also gives each side's CPU per call (the client's thread and the server process), which
// moves much less, and the per-worker rate of a campaign (its steady part) beside its whole-run rate.
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
import { runPreparedTool } from '../../fuzz/testing/runPreparedTool.ts';
import { type BenchTool, caseJsons, stageSplit } from './producerLoops.ts';
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

/** The bare loop: one SDK client, `callTool` after `callTool` over every pre-made case, `repeats` times on one connection. */
async function bareLoop(runs: number, repeats: number): Promise<Measured[]> {
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
  for (let r = 0; r < repeats; r++)
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

/** A 1-worker campaign: `stats.casesPerSecond` (start-up included), its steady rate (10 %-90 % of its cases), and its start-up to the first case. */
async function campaign(mcp: { command: string; args: string[] } | { module: string }, runs: number) {
  const samples: [number, number][] = [];
  const started = performance.now();
  const report = await fuzz({
    seed: 1,
    workers: 1,
    corpus: false,
    cwd: ROOT,
    mcp,
    runs,
    onProgress: (cases) => samples.push([performance.now(), cases]),
  });
  const total = report.stats.cases;
  // The window runs from the last progress sample at or below 10 % to the first at or past 90 %, or
  // the last one: progress comes every 250 ms, so a short quiet run's steps can cross both marks at once
  // or end short of 90 %.
  const from = samples.findLast(([, n]) => n > 0 && n <= total * 0.1) ?? samples.find(([, n]) => n > 0);
  const to = samples.find(([, n]) => n >= total * 0.9) ?? samples.at(-1);
  const steady = from !== undefined && to !== undefined && to[1] > from[1] ? (to[1] - from[1]) / ((to[0] - from[0]) / 1000) : Number.NaN;
  const first = samples.find(([, n]) => n > 0);
  return { whole: report.stats.casesPerSecond, steady, startupMs: (first?.[0] ?? Number.NaN) - started, findings: report.findings.length };
}

/**
 * The MCP section. Rates: toolfuzz's worker loop run on this thread over the stdio server (runTool with
 * calls sent ahead, no worker), 1-worker campaigns over stdio and in-process (whole run and steady
 * part), and the bare loop (median of `repeats`, its args made before its clock). Stages: µs per case
 * of toolfuzz's loop, the call measured one at a time (server included). CPU: µs per call of each side.
 */
export async function mcpFigures(runs: number, repeats: number): Promise<ProducerFigures> {
  const bare = await bareLoop(runs, repeats);
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
  for (let r = 0; r < repeats; r++)
    loops.push(
      await measure(
        () => inProcessCases(bench, runs),
        () => serverPid,
      ),
    );
  const inProcess = median(loops.map((loop) => loop.rate));
  const stages = await stageSplit(bench, runs, inProcess);
  await session.close();
  await preparer.close();
  const stdio = await campaign({ command: STDIO.command, args: [...STDIO.args] }, runs);
  const module = await campaign({ module: MCP_SERVER }, runs);
  const bareRate = median(bare.map((loop) => loop.rate));
  const cpu = (loopsOf: Measured[], side: 'clientMicros' | 'serverMicros'): number =>
    median(loopsOf.map((loop) => loop[side] ?? Number.NaN));
  return {
    rates: {
      'toolfuzz in-process (runTool, stdio server)': inProcess,
      'toolfuzz fuzz({ mcp }), 1 worker, steady': stdio.steady,
      'toolfuzz fuzz({ mcp }), 1 worker, whole run': stdio.whole,
      'toolfuzz fuzz({ mcp: { module } }), steady': module.steady,
      'toolfuzz fuzz({ mcp: { module } }), whole run': module.whole,
      'bare SDK client loop': bareRate,
    },
    bare: bareRate,
    findings: stdio.findings + module.findings,
    stages,
    notes: {
      'CPU per call, toolfuzz loop thread (µs)': cpu(loops, 'clientMicros'),
      'CPU per call, server under toolfuzz (µs)': cpu(loops, 'serverMicros'),
      'CPU per call, bare client (µs)': cpu(bare, 'clientMicros'),
      'CPU per call, server under the bare loop (µs)': cpu(bare, 'serverMicros'),
      'start-up to first case, stdio campaign (ms)': stdio.startupMs,
      'start-up to first case, module campaign (ms)': module.startupMs,
    },
  };
}

/** Runs cases [0, runs) of every source of every tool as a worker's runTool does, on this thread; resolves to the cases run. */
async function inProcessCases(bench: readonly BenchTool[], runs: number): Promise<number> {
  const cache = new PreparedToolCache();
  let cases = 0;
  for (const tool of bench)
    cases += Object.values((await runPreparedTool(await tool.prepare(cache), runs)).stats.cases).reduce((a, b) => a + b, 0);
  cache.clear();
  return cases;
}
