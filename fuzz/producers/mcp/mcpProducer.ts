import type { Producer } from '../producer.ts';
import { connectTimeoutMs } from './connectTimeout.ts';

/**
 * MCP tools: one per `tools/list` entry of a server opted in to be called, each case a `tools/call`.
 * The report names the server (its command line or URL) as the subject and says what it told of
 * itself; a finding replays against the server the report names, started again.
 */
export const mcpProducer: Producer<'mcp'> = {
  async load(request, ctx) {
    const { mcp } = request;
    if (mcp === undefined) return undefined;
    const { UsageError } = await import('../../errors/usageError.ts');
    const { specSourcesGiven } = await import('../../options/packageRoot.ts');
    const why = "an MCP server's tools are what it lists";
    if (request.specs.length > 0 && specSourcesGiven(request.specs))
      throw new UsageError(`spec sources cannot be used with an MCP server: ${why}`);
    if (request.randomSpecs) throw new UsageError(`random specs cannot be used with an MCP server: ${why}`);
    const { describeTarget } = await import('./describeTarget.ts');
    const { loadMcpTools } = await import('./loadMcpTools.ts');
    const subject = describeTarget(mcp.target);
    // Starting the server and listing its tools share the run's time budget.
    const left = ctx.deadline === undefined ? Number.POSITIVE_INFINITY : ctx.deadline - Date.now();
    const loaded = await loadMcpTools(
      mcp.target,
      { ...(mcp.tools === undefined ? {} : { tools: [...mcp.tools] }), allTools: mcp.allTools === true },
      { timeoutMs: Math.max(1000, Math.min(connectTimeoutMs(request.callTimeoutMs), left)) },
    );
    if (loaded.tools.length === 0) {
      const names = loaded.skipped.map((skip) => skip.tool).join(', ');
      const why =
        loaded.listed === 0
          ? 'lists no tools'
          : `lists ${loaded.listed} tools, none of them opted in (${names}: not annotated readOnlyHint: true); opt in with --tools <name>,... or --all-tools`;
      throw new UsageError(`MCP server ${subject} ${why}`);
    }
    return { tools: loaded.tools, skipped: loaded.skipped, subject, about: { server: loaded.server } };
  },
  async preparer(setup) {
    const { McpPreparer } = await import('./mcpPreparer.ts');
    const { seed, callTimeoutMs, asSentProviders, onSpawned, onExited } = setup;
    return new McpPreparer({
      seed,
      callTimeoutMs,
      asSentProviders,
      probeHangs: setup.replaying !== true,
      ...(onSpawned === undefined ? {} : { onSpawned }),
      ...(onExited === undefined ? {} : { onExited }),
    });
  },
  async findAgain(targets, from) {
    if (from.campaign !== undefined) {
      const mine = new Map(from.campaign.flatMap((tool) => (tool.producer === 'mcp' ? [[tool.name, tool] as const] : [])));
      return targets.map((target) => {
        const tool = target.toolNow === undefined && target.spec === undefined ? mine.get(target.tool) : undefined;
        return tool === undefined ? target : { ...target, toolNow: tool };
      });
    }
    if (from.server === undefined) return [...targets];
    const { withMcpTools } = await import('./mcpReplayTargets.ts');
    return withMcpTools(from.server, targets, { cwd: from.cwd, callTimeoutMs: from.callTimeoutMs });
  },
  findingSchema: (tool) => ({ schema: tool.advertised }),
  // A replayed case may first have to start (or restart) its server, which has its own, longer limit.
  startupMs: connectTimeoutMs,
};
