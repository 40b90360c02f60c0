import type { CallWatch } from '../../tool/callWatch.ts';
import type { PreparedTool } from '../../tool/preparedTool.ts';
import type { PreparedToolCache } from '../../engine/preparedToolCache.ts';
import type { ToolPreparer } from '../../engine/worker/toolPreparer.ts';
import { UsageError } from '../../errors/usageError.ts';
import type { McpServerTarget, McpTool } from '../../tool/toolUnderTest.ts';
import { prepareSchemaToolOf } from '../../tool/schemaTool/prepareJsonSchemaTool.ts';
import { connectTimeoutMs } from './connectTimeout.ts';
import { loadMcpSdk } from './mcpSdk.ts';
import { McpServerSession } from './mcpServerSession.ts';
import { mcpQuarantine } from './mcpQuarantine.ts';
import { mcpToolRuntime } from './mcpToolRuntime.ts';
import { unwatchedTool } from './unwatchedTool.ts';
import { CallPipeline } from './callPipeline.ts';
import { pipelinedTool } from './pipelinedTool.ts';
import { McpToolEvidence } from './toolEvidence.ts';
import type { Provider } from '../../lint/lintTypes.ts';
import { PREPARED_TOOLS_KEPT } from '../../engine/worker/workerProtocol.ts';

/** What a worker's MCP producer is set up with. */
export interface McpPreparerSettings {
  readonly seed: number;
  readonly callTimeoutMs: number;
  /** `run --provider`: the providers whose as-sent cases each tool gets (none when absent). */
  readonly asSentProviders?: readonly Provider[];
  /** Told the pid of every server process the worker starts (the supervisor kills those left when the worker ends). */
  readonly onSpawned?: (pid: number) => void;
  readonly onExited?: (pid: number) => void;
  /**
   * Whether a hang of schema-valid args is checked against other args before it is a HANG (default
   * true). A replay judges one case as it stands: each probe that hangs again restarts the server,
   * which would outlast the replay's own limit.
   */
  readonly probeHangs?: boolean;
  /** How many tools' evidence the worker keeps (default EVIDENCE_KEPT). */
  readonly evidenceKept?: number;
}

/**
 * Tools whose evidence a worker keeps, the most recently prepared: 16 times the prepared tools it
 * keeps, so a tool of any campaign of up to that many tools per worker is probed once, while a worker
 * given 100,000 different tools (a server that lists that many) stays bounded. An unusable tool is
 * dropped by the scheduler, so forgetting evidence costs at most a few probe calls again.
 */
export const EVIDENCE_KEPT = 16 * PREPARED_TOOLS_KEPT;

/** Cases of one tool in flight ahead of the case being judged, over stdio, sent half a window at a time (see CallPipeline). */
const PIPELINE_DEPTH = 16;

/** Hangs and crashes of a server, any tools, after which a worker starts it no more. */
const SERVER_EVENTS_MAX = 10;

/**
 * Prepares MCP tools: the worker keeps one connection per server, made when its first tool is
 * prepared, and every case of every tool is a `tools/call` on it (see McpServerSession). A server
 * the main thread could start but this worker cannot is a load error; one that dies later is
 * restarted, and given up on when it keeps dying.
 */
export class McpPreparer implements ToolPreparer<McpTool> {
  /** Per server: the worker's session with it, and its first connection (a failure to make it is a load error). */
  readonly #sessions = new Map<string, { readonly session: McpServerSession; readonly connected: Promise<void> }>();
  /** Per server and tool: what the worker learnt of how the tool answers (kept across slices and cache evictions, for the last EVIDENCE_KEPT tools). */
  readonly #evidence = new Map<string, McpToolEvidence>();

  constructor(private readonly settings: McpPreparerSettings) {}

  async prepare(tool: McpTool, cache: PreparedToolCache, watch: CallWatch): Promise<PreparedTool> {
    const { session, connected } = await this.#session(tool.server, watch);
    // Kept across the tool's slices, as run keeps its tools: the schema is compiled once per worker.
    const key = `mcp:${JSON.stringify(tool.server)}#${tool.name}:${JSON.stringify(tool.advertised)}`;
    const evidence = this.#toolEvidence(key, tool, session);
    // Over stdio the round trip is most of a call: the next cases are sent ahead (not in-process, where a
    // handler that blocks the worker must be the case the watchdog names; not in a replay, one case alone).
    const ahead = tool.server.transport === 'stdio' && this.settings.probeHangs !== false ? PIPELINE_DEPTH : 0;
    // The tool is compiled while the server starts (a process's start is most of a worker's first slice).
    const prepared = cache.get(key, () => {
      const pipeline = ahead === 0 ? undefined : new CallPipeline(session, tool.name, ahead);
      const runtime = mcpToolRuntime(session, tool.name, evidence, pipeline);
      if (pipeline !== undefined) pipeline.stopped = () => runtime.exhausted === true;
      const prepared = unwatchedTool(prepareSchemaToolOf(tool, { ...this.settings, blame: 'validator', runtime }, watch));
      const used = pipeline === undefined ? prepared : pipelinedTool(prepared, pipeline, session);
      return {
        ...used,
        // Evicted from the cache: the evidence, kept for the campaign, lets its compiled parts go too.
        dispose: () => {
          used.dispose();
          evidence.release();
        },
        // A tool not usable here is listed as that, not as quarantined (its probes that hung count as events).
        quarantine: () => (evidence.unusable === undefined ? mcpQuarantine(session, tool.name) : undefined),
        unusable: () => evidence.unusable,
        sharedEvents: { seed: (events) => session.seedToolEvents(tool.name, events), read: () => session.toolEventKinds(tool.name) },
      };
    });
    await Promise.all([prepared, connected]);
    return prepared;
  }

  async close(): Promise<void> {
    for (const evidence of this.#evidence.values()) evidence.release();
    await Promise.all([...this.#sessions.values()].map(({ session }) => session.close()));
  }

  /** How many tools' evidence the worker holds. */
  get evidenceHeld(): number {
    return this.#evidence.size;
  }

  #toolEvidence(key: string, tool: McpTool, session: McpServerSession): McpToolEvidence {
    let evidence = this.#evidence.get(key);
    // Re-inserted: a Map iterates in insertion order, so the first entry is the least recently prepared.
    if (evidence !== undefined) this.#evidence.delete(key);
    else {
      const settings = {
        tool: tool.name,
        seed: this.settings.seed,
        advertised: tool.advertised,
        probeHangs: this.settings.probeHangs ?? true,
      };
      // Probes are made alone: what the tool answers beside calls sent ahead is no evidence of how it reads args.
      evidence = new McpToolEvidence(settings, async (args, json) => {
        await session.drained();
        return session.call(tool.name, args, json);
      });
    }
    this.#evidence.set(key, evidence);
    const kept = this.settings.evidenceKept ?? EVIDENCE_KEPT;
    for (const [oldest, forgotten] of this.#evidence) {
      if (this.#evidence.size <= kept) break;
      // A runtime still holding it keeps using it; only a later preparation starts afresh.
      forgotten.release();
      this.#evidence.delete(oldest);
    }
    return evidence;
  }

  // An in-process server's calls are timed by the worker's watchdog (every watch a worker hands out is the same watchdog's).
  async #session(target: McpServerTarget, watch: CallWatch): Promise<{ session: McpServerSession; connected: Promise<void> }> {
    const key = JSON.stringify(target);
    const known = this.#sessions.get(key);
    if (known !== undefined) return known;
    const session = new McpServerSession(await loadMcpSdk(), target, {
      callTimeoutMs: this.settings.callTimeoutMs,
      connectTimeoutMs: connectTimeoutMs(this.settings.callTimeoutMs),
      maxEvents: SERVER_EVENTS_MAX,
      ...(this.settings.onSpawned === undefined ? {} : { onSpawned: this.settings.onSpawned }),
      ...(this.settings.onExited === undefined ? {} : { onExited: this.settings.onExited }),
      ...(target.transport === 'module' ? { watch } : {}),
    });
    const connected = session.connect().then((connection) => {
      if (typeof connection === 'string') throw new UsageError(`MCP server ${connection}`);
    });
    // Awaited by every prepare: the tool compiled meanwhile is not used when the server could not start.
    connected.catch(() => {});
    const made = { session, connected };
    this.#sessions.set(key, made);
    return made;
  }
}
