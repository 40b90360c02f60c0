import { MCP_COMMAND } from '../cli/mcpFlags.ts';
import { runOptionsOf } from '../cli/mcpCommand.ts';
import { mcpTarget } from '../cli/mcpTarget.ts';
import type { AwaitedFinding } from '../model/awaitedFinding.ts';
import { parseCommand } from '../options/commandArgs.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { runFuzz } from '../run/runFuzz.ts';

/** Where an in-process MCP campaign runs, and what ends it early (fuzz()'s stopWhenFound). */
export interface McpCampaignSettings {
  readonly cwd: string;
  readonly stopWhenFound?: readonly AwaitedFinding[];
}

/**
 * `toolfuzz mcp <argv>` in this process, resolving to the report it would write (no file is written):
 * the command's own flags and run options, through runFuzz (the MCP producer lists the server's tools
 * and the report names the server), without a process of its own per server, for the MCP drift share.
 */
export async function fuzzMcpServer(argv: readonly string[], settings: McpCampaignSettings): Promise<JsonReport> {
  const started = Date.now();
  const { cwd } = settings;
  const parsed = parseCommand(argv, MCP_COMMAND, cwd);
  if (parsed.kind === 'help') throw new Error('fuzzMcpServer runs a campaign: --help has no report');
  const { options, positionals } = parsed;
  const target = mcpTarget(argv, positionals, options, cwd);
  const { report } = await runFuzz(
    runOptionsOf(options, { target }),
    { cwd, started, reproduce: (id) => `toolfuzz replay report.json --id ${id}` },
    settings.stopWhenFound === undefined ? {} : { stopWhenFound: settings.stopWhenFound },
  );
  return report;
}
