import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UsageError } from '../../errors/usageError.ts';
import { PACKAGE_ROOT } from '../../options/packageRoot.ts';

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

type ExportTarget = string | { readonly import?: ExportTarget; readonly default?: ExportTarget; readonly node?: ExportTarget } | null | undefined;

// The ESM file an `exports` entry points at (the `import` condition, as the user's own code loads it).
function importTarget(target: ExportTarget): string | undefined {
  if (typeof target === 'string') return target;
  if (target === null || target === undefined) return undefined;
  return importTarget(target.node ?? target.import ?? target.default);
}

// Node's resolution by hand, for the `import` condition: createRequire would resolve the CommonJS
// build, and import.meta.resolve takes no parent folder without a flag on Node 20.
function resolveFrom(folder: string, subpath: string): string | undefined {
  for (let dir = folder; ; dir = dirname(dir)) {
    const root = join(dir, 'node_modules', '@modelcontextprotocol', 'sdk');
    const manifest = join(root, 'package.json');
    if (existsSync(manifest)) {
      try {
        const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: Record<string, ExportTarget> }).exports ?? {};
        const key = `./${subpath}`;
        const pattern = Object.keys(exports).find((candidate) => candidate.endsWith('*') && key.startsWith(candidate.slice(0, -1)));
        const exact = importTarget(exports[key]);
        const target = exact ?? (pattern === undefined ? undefined : importTarget(exports[pattern])?.replace('*', key.slice(pattern.length - 1)));
        const file = target === undefined ? undefined : join(root, target);
        return file !== undefined && existsSync(file) ? file : undefined;
      } catch {
        return undefined;
      }
    }
    if (dirname(dir) === dir) return undefined;
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

/** The first folder the SDK's client resolves from, by Node's rules (its node_modules, then its parents'). */
export function findSdkFolder(folders: readonly string[]): string | undefined {
  return folders.find((candidate) => resolveFrom(candidate, SUBPATHS.client) !== undefined);
}

async function importSdk(cwd: string): Promise<McpSdk> {
  const folder = findSdkFolder([cwd, PACKAGE_ROOT]);
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
