import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';

/** The parts of `@modelcontextprotocol/sdk` toolfuzz's MCP client uses. */
export interface McpSdk {
  readonly Client: typeof Client;
  readonly StdioClientTransport: typeof StdioClientTransport;
  readonly StreamableHTTPClientTransport: typeof StreamableHTTPClientTransport;
  /** The linked pair an in-process server (`--module`) is connected over. */
  readonly InMemoryTransport: typeof InMemoryTransport;
  /** The folder of the client module it was loaded from (toolfuzz's own dependency), for messages and tests. */
  readonly from: string;
}

let loaded: Promise<McpSdk> | undefined;

async function importSdk(): Promise<McpSdk> {
  // Bare specifiers resolve from this file: toolfuzz's own dependency, nested under toolfuzz when the
  // user's project holds another version. The server's SDK and the client's need not match.
  const [client, stdio, http, inMemory] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/stdio.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/inMemory.js'),
  ]);
  const from = dirname(fileURLToPath(import.meta.resolve('@modelcontextprotocol/sdk/client/index.js')));
  return {
    Client: client.Client,
    StdioClientTransport: stdio.StdioClientTransport,
    StreamableHTTPClientTransport: http.StreamableHTTPClientTransport,
    InMemoryTransport: inMemory.InMemoryTransport,
    from,
  };
}

/**
 * Loads toolfuzz's own MCP client (`@modelcontextprotocol/sdk`, a regular dependency), once and
 * lazily: the client is toolfuzz's part, so `toolfuzz mcp` works whatever SDK version, if any, the
 * user's project holds. Imported only when an MCP server is fuzzed, so `toolfuzz run` never pays for it.
 */
export function loadMcpSdk(): Promise<McpSdk> {
  loaded ??= importSdk();
  return loaded;
}
