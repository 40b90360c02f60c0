import { extname } from 'node:path';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { displayPath, isModulePath, MODULE_EXTENSIONS } from '../../errors/userPaths.ts';
import { importUserModule, UsageError } from '../../errors/usageError.ts';
import { statPath } from '../../errors/statPath.ts';

/** Which kind of server a module exports: the SDK's `McpServer`, its low-level `Server`, or a fastmcp `FastMCP`. */
export type ModuleServerKind = 'McpServer' | 'Server' | 'FastMCP';

/** A server exported by a module, ready to be connected to one transport at a time. */
export interface ModuleServer {
  /** The export it was found under (`default` for a default export). */
  readonly exportName: string;
  readonly kind: ModuleServerKind;
  /** Connects the server to `transport` (resolves once its side is connected); the result ends that connection. */
  connect(transport: Transport): Promise<() => Promise<void>>;
}

type Fn = (...args: unknown[]) => unknown;
const isFunction = (value: unknown): value is Fn => typeof value === 'function';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// Recognised by shape, not instanceof: the module's SDK (or fastmcp) is the user's, not toolfuzz's.
function kindOf(value: unknown): ModuleServerKind | 'fastmcp-without-connect' | undefined {
  if (!isObject(value)) return undefined;
  if (isFunction(value['addTool']) && isFunction(value['start']))
    return isFunction(value['connect']) ? 'FastMCP' : 'fastmcp-without-connect';
  const inner = value['server'];
  if (
    isFunction(value['connect']) &&
    (isFunction(value['registerTool']) || isFunction(value['tool'])) &&
    isObject(inner) &&
    isFunction(inner['connect'])
  )
    return 'McpServer';
  if (isFunction(value['connect']) && isFunction(value['setRequestHandler'])) return 'Server';
  return undefined;
}

function connectorOf(kind: ModuleServerKind, server: Record<string, unknown>): ModuleServer['connect'] {
  const call = (name: string, ...args: unknown[]): Promise<unknown> => Promise.resolve((server[name] as Fn).apply(server, args));
  if (kind === 'FastMCP') {
    // fastmcp makes a session per transport (FastMCP.connect, fastmcp ≥ 4.20): closing the session ends its ping timer too.
    return async (transport) => {
      const session = (await call('connect', transport)) as { close?: () => Promise<void> } | undefined;
      return async () => {
        await (session?.close?.() ?? transport.close()).catch(() => {});
      };
    };
  }
  // An SDK server holds one transport at a time: closing it frees the server for the next connection.
  return async (transport) => {
    await call('connect', transport);
    return async () => {
      await call('close').catch(() => {});
    };
  };
}

/**
 * Imports the module at `absolutePath` and finds the one MCP server it exports (default or named):
 * an `McpServer`, a low-level `Server` or a fastmcp server. Every problem is a one-line UsageError
 * starting `module <path>` (callers put `MCP server ` before it): not found, not a module, failing to import, no server exported, two of them, or a
 * fastmcp too old to connect to a transport of toolfuzz's.
 */
export async function loadModuleServer(absolutePath: string, cwd: string): Promise<ModuleServer> {
  const shown = displayPath(absolutePath, cwd);
  const stats = await statPath(absolutePath);
  if (stats === undefined) throw new UsageError(`module ${shown} not found`);
  if (!stats.isFile() || !isModulePath(absolutePath))
    throw new UsageError(
      `module ${shown} is not a ${MODULE_EXTENSIONS.join(', ')} file (got ${JSON.stringify(extname(absolutePath) || 'no extension')})`,
    );
  const exports = await importUserModule(absolutePath, `module ${shown}`);
  const found: { name: string; value: Record<string, unknown>; kind: ReturnType<typeof kindOf> }[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const kind = kindOf(value);
    // `export default server` beside `export { server }` is one server under two names.
    if (kind !== undefined && isObject(value) && !found.some((seen) => seen.value === value)) found.push({ name, value, kind });
  }
  // An McpServer's own low-level Server (seen when a default export's own keys are spread) is the same server.
  const inner = new Set(found.map((f) => f.value['server']));
  const servers = found.filter((f) => !inner.has(f.value));
  const what = 'an McpServer, a low-level Server or a FastMCP server';
  const first = servers[0];
  if (first === undefined) throw new UsageError(`module ${shown} exports no MCP server (${what}): export the server itself`);
  if (servers.length > 1)
    throw new UsageError(`module ${shown} exports ${servers.length} MCP servers (${servers.map((f) => f.name).join(', ')}): export one`);
  if (first.kind === 'fastmcp-without-connect' || first.kind === undefined)
    throw new UsageError(
      `module ${shown}: its fastmcp server has no connect(transport) (fastmcp 4.20 or later has): upgrade fastmcp or run it over stdio`,
    );
  return { exportName: first.name, kind: first.kind, connect: connectorOf(first.kind, first.value) };
}
