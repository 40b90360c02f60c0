import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UsageError } from '../../errors/usageError.ts';
import { PACKAGE_ROOT } from '../../cli/packageRoot.ts';

/** The parts of `@modelcontextprotocol/sdk` toolfuzz uses, loaded at run time (types only at compile time). */
export interface McpSdk {
  readonly Client: typeof Client;
  readonly StdioClientTransport: typeof StdioClientTransport;
  readonly StreamableHTTPClientTransport: typeof StreamableHTTPClientTransport;
  /** Where it was loaded from, for messages. */
  readonly from: string;
}

/** The message when the SDK is nowhere to be found. */
export const MISSING_SDK = 'toolfuzz mcp needs @modelcontextprotocol/sdk: npm i -D @modelcontextprotocol/sdk';

const SUBPATHS = { client: 'client/index.js', stdio: 'client/stdio.js', http: 'client/streamableHttp.js' } as const;

// createRequire resolves with the `require` condition: prefer the ESM build beside it, so the SDK is
// loaded once, as the user's own ESM code loads it.
function resolveFrom(folder: string, subpath: string): string | undefined {
  try {
    const found = createRequire(join(folder, 'noop.js')).resolve(`@modelcontextprotocol/sdk/${subpath}`);
    const esm = found.replace(/([\\/])dist[\\/]cjs[\\/]/, '$1dist$1esm$1');
    return existsSync(esm) ? esm : found;
  } catch {
    return undefined;
  }
}

const loaded = new Map<string, Promise<McpSdk>>();

/**
 * Loads the MCP SDK from the user's project (`cwd`) first, then from toolfuzz's own install: it is an
 * optional peer (it depends on zod, which toolfuzz must never pull into a user's project). Missing
 * everywhere is a UsageError saying what to install.
 */
export function loadMcpSdk(cwd: string): Promise<McpSdk> {
  const cached = loaded.get(cwd);
  if (cached !== undefined) return cached;
  const loading = importSdk(cwd);
  loaded.set(cwd, loading);
  return loading;
}

async function importSdk(cwd: string): Promise<McpSdk> {
  const folder = [cwd, PACKAGE_ROOT].find((candidate) => resolveFrom(candidate, SUBPATHS.client) !== undefined);
  if (folder === undefined) throw new UsageError(MISSING_SDK);
  const load = async (subpath: string): Promise<Record<string, unknown>> => {
    const path = resolveFrom(folder, subpath);
    if (path === undefined) throw new UsageError(`${MISSING_SDK} (the one in ${folder} lacks ${subpath}: too old?)`);
    return (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  };
  const [client, stdio, http] = await Promise.all([load(SUBPATHS.client), load(SUBPATHS.stdio), load(SUBPATHS.http)]);
  const sdk = {
    Client: client['Client'],
    StdioClientTransport: stdio['StdioClientTransport'],
    StreamableHTTPClientTransport: http['StreamableHTTPClientTransport'],
  };
  for (const [name, value] of Object.entries(sdk)) if (value === undefined) throw new UsageError(`${MISSING_SDK} (the one in ${folder} has no ${name}: too old?)`);
  return { ...(sdk as Omit<McpSdk, 'from'>), from: folder };
}
