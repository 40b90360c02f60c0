import { UsageError } from '../../errors/usageError.ts';
import type { ReplayTarget } from '../../model/replayTarget.ts';
import { connectTimeoutMs } from './connectTimeout.ts';
import { describeTarget } from './describeTarget.ts';
import { loadMcpTools } from './loadMcpTools.ts';
import type { ReportServer } from '../../report/jsonReport.ts';

/**
 * Findings of a `toolfuzz mcp` report to replay, each given its tool as the server stored in the
 * report (`report.server.target`) lists it now, so the replay worker starts that server again and
 * calls it, and a fix in the server shows. Only the findings' own tools are opted in: each was
 * called by the original run, so a replay never calls a tool that run did not. A tool the server
 * no longer lists is a UsageError.
 */
export async function withMcpTools<T extends ReplayTarget>(
  server: ReportServer,
  targets: readonly T[],
  settings: { readonly cwd: string; readonly callTimeoutMs: number },
): Promise<T[]> {
  const names = [...new Set(targets.map((target) => target.tool))];
  if (names.length === 0) return [];
  const loaded = await loadMcpTools(server.target, { tools: names }, { timeoutMs: connectTimeoutMs(settings.callTimeoutMs) });
  const byName = new Map(loaded.tools.map((tool) => [tool.name, tool]));
  return targets.map((target) => {
    const tool = byName.get(target.tool);
    // loadMcpTools already refuses a --tools name the server does not list; this guards the map.
    if (tool === undefined)
      throw new UsageError(`MCP server ${describeTarget(server.target)} no longer lists ${JSON.stringify(target.tool)}`);
    return { ...target, toolNow: tool };
  });
}
