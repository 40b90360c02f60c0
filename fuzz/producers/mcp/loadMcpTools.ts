import { describeError } from '../../errors/describeError.ts';
import { UsageError } from '../../errors/usageError.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { McpServerTarget, McpTool, McpToolAnnotations } from '../../tool/toolUnderTest.ts';
import type { ReportServer, ReportSkippedTool } from '../../report/jsonReport.ts';
import { chooseMcpTools, type McpToolSelection } from './chooseMcpTools.ts';
import { describeTarget } from './describeTarget.ts';
import { connectMcpServer, describeExit as describeExitOf } from './mcpConnection.ts';
import { listAllTools } from './listAllTools.ts';
import { loadMcpSdk } from './mcpSdk.ts';

/** An MCP server's tools, as loaded in the main thread: those to fuzz, those skipped, and the server. */
export interface LoadedMcpTools {
  readonly server: ReportServer;
  readonly tools: readonly McpTool[];
  readonly skipped: readonly ReportSkippedTool[];
  /** Every tool the server listed. */
  readonly listed: number;
}

/** How to load. */
export interface LoadMcpToolsSettings {
  /** How long starting, initialising and each tools/list page may take. */
  readonly timeoutMs: number;
}

/** The annotations toolfuzz reads, and only those (a server may send anything there). */
function annotationsOf(raw: unknown): McpToolAnnotations | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const hints: Record<string, boolean> = {};
  for (const key of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'boolean') hints[key] = value;
  }
  return Object.keys(hints).length === 0 ? undefined : hints;
}

// Only the strings: serverInfo comes from the server, and the report's schema holds it to strings.
function serverInfoOf(info: { readonly name?: unknown; readonly version?: unknown }): { name?: string; version?: string } {
  return {
    ...(typeof info.name === 'string' ? { name: info.name } : {}),
    ...(typeof info.version === 'string' ? { version: info.version } : {}),
  };
}

/**
 * Connects to an MCP server, initialises it, lists its tools (every page) and closes it again, then
 * chooses the tools to fuzz (see chooseMcpTools). Every failure is a one-line UsageError with the
 * server's last stderr lines: it cannot start, exits, does not initialise in time, writes something
 * other than JSON-RPC on stdout, fails to list, or `--tools` names a tool it does not have. Also the
 * way back to a server for `toolfuzz replay` of an MCP finding.
 */
export async function loadMcpTools(
  target: McpServerTarget,
  selection: McpToolSelection,
  settings: LoadMcpToolsSettings,
): Promise<LoadedMcpTools> {
  const sdk = await loadMcpSdk();
  const connected = await connectMcpServer(sdk, target, { timeoutMs: settings.timeoutMs });
  if (connected.kind === 'failed') throw new UsageError(`MCP server ${connected.message}`);
  const { connection } = connected;
  const what = describeTarget(target);
  let listed;
  try {
    listed = await listAllTools(connection.client, settings.timeoutMs);
  } catch (error) {
    // Whether the server had gone before toolfuzz closes it: closing makes every connection closed.
    const died = connection.closed;
    await connection.close();
    const why = died ? `${describeExitOf(connection.exit())} while listing its tools` : `failed tools/list: ${describeError(error)}`;
    throw new UsageError(`MCP server ${what} ${why}${connection.stderr.describe()}`);
  }
  await connection.close();
  if (connection.protocolErrors.length > 0) {
    throw new UsageError(
      `MCP server ${what} wrote something other than JSON-RPC on stdout (a protocol error: log to stderr instead): ${connection.protocolErrors[0]}`,
    );
  }
  const server: ReportServer = {
    target,
    ...(connection.serverInfo === undefined ? {} : { serverInfo: serverInfoOf(connection.serverInfo) }),
    ...(connection.protocolVersion === undefined ? {} : { protocolVersion: connection.protocolVersion }),
  };
  const withHints = listed.map((tool) => ({ tool, annotations: annotationsOf(tool.annotations) }));
  const choice = chooseMcpTools(
    withHints.map(({ tool, annotations }) => ({ name: tool.name, ...(annotations === undefined ? {} : { annotations }) })),
    selection,
  );
  if (choice.kind === 'unknown') {
    throw new UsageError(
      `--tools names ${choice.unknown.map((name) => JSON.stringify(name)).join(', ')}, which ${what} does not list; its tools: ${choice.names.join(', ') || '(none)'}`,
    );
  }
  const serverName = connection.serverInfo?.name ?? what;
  const tools = withHints
    .filter(({ tool }) => choice.chosen.includes(tool.name))
    .map(
      ({ tool, annotations }): McpTool => ({
        producer: 'mcp',
        name: tool.name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        origin: `mcp:${serverName}#${tool.name}`,
        advertised: (tool.inputSchema ?? {}) as JsonSchema,
        ...(annotations === undefined ? {} : { annotations }),
        server: target,
      }),
    );
  return { server, tools, skipped: choice.skipped, listed: listed.length };
}
