import { parseCommand } from '../cli/commandArgs.ts';
import { MCP_COMMAND } from '../cli/mcpFlags.ts';
import { runOptionsOf } from '../cli/mcpCommand.ts';
import { mcpTarget } from '../cli/mcpTarget.ts';
import type { AwaitedFinding } from '../model/awaitedFinding.ts';
import { connectTimeoutMs } from '../producers/mcp/connectTimeout.ts';
import { describeTarget } from '../producers/mcp/describeTarget.ts';
import { loadMcpTools } from '../producers/mcp/loadMcpTools.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { runFuzz } from '../run/runFuzz.ts';

/** Where an in-process MCP campaign runs, and what ends it early (fuzz()'s stopWhenFound). */
export interface McpCampaignSettings {
  readonly cwd: string;
  readonly stopWhenFound?: readonly AwaitedFinding[];
}

/**
 * `toolfuzz mcp <argv>` in this process, resolving to the report it would write (no file is written):
 * the steps of mcpCommand (list the server's tools, run the campaign on them, name the server in the
 * report) without a process of its own per server, for the MCP drift share. Until fuzz() takes a server.
 */
export async function fuzzMcpServer(argv: readonly string[], settings: McpCampaignSettings): Promise<JsonReport> {
  const started = Date.now();
  const { cwd } = settings;
  const parsed = parseCommand(argv, MCP_COMMAND, cwd);
  if (parsed.kind === 'help') throw new Error('fuzzMcpServer runs a campaign: --help has no report');
  const { options, positionals } = parsed;
  const target = mcpTarget(argv, positionals, options.url, cwd);
  const subject = describeTarget(target);
  const budgetLeft = options.timeSeconds === undefined ? Number.POSITIVE_INFINITY : options.timeSeconds * 1000 - (Date.now() - started);
  const loaded = await loadMcpTools(
    target,
    { ...(options.tools === undefined ? {} : { tools: options.tools }), allTools: options.allTools },
    { cwd, timeoutMs: Math.max(1000, Math.min(connectTimeoutMs(options.callTimeoutMs), budgetLeft)) },
  );
  const { report } = await runFuzz(
    runOptionsOf(options, subject),
    { cwd, started, reproduce: (id) => `toolfuzz replay report.json --id ${id}` },
    settings.stopWhenFound === undefined ? {} : { stopWhenFound: settings.stopWhenFound },
    { tools: loaded.tools, allTools: loaded.tools.length, shard: undefined },
  );
  return { ...report, server: loaded.server, skippedTools: loaded.skipped };
}
