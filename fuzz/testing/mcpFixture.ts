import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ErrorCode, type JSONRPCMessage, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './repoRoot.ts';

/** A tool as the server advertised it: read with a lenient schema, since the SDK's would refuse some fixtures. */
export interface ListedTool {
  readonly name: string;
  readonly inputSchema: unknown;
  readonly annotations?: Record<string, unknown>;
}

/** What one `tools/call` came to, as the ground truth classifies it. */
export type CallVerdict =
  | { readonly kind: 'reached'; readonly text: string }
  | { readonly kind: 'rejected'; readonly via: 'invalid-params' | 'is-error'; readonly text: string }
  | { readonly kind: 'hung' }
  | { readonly kind: 'closed'; readonly text: string }
  | { readonly kind: 'other-error'; readonly code: number; readonly text: string };

/** A fixture server started over stdio with the SDK client; `close` ends it (and its process). */
export interface FixtureServer {
  readonly client: Client;
  /** Everything the server wrote to stderr so far. */
  readonly stderr: () => string;
  /** What the client's transport reported as protocol errors (lines on stdout that are not JSON-RPC). */
  readonly protocolErrors: Error[];
  /** Makes the next `tools/call` carry these JSON texts as its `arguments`, verbatim. */
  readonly sendRawArgumentsNext: (json: string) => void;
  readonly close: () => Promise<void>;
}

const RAW_MARK = '\u0000raw-arguments\u0000';

/** The SDK's stdio transport, able to write one call's `arguments` as given JSON text (`-0`, `1e400`), which JSON.stringify cannot write. */
class RawArgumentsTransport extends StdioClientTransport {
  nextRawArguments: string | undefined;

  override send(message: JSONRPCMessage): Promise<void> {
    const raw = this.nextRawArguments;
    if (raw === undefined || !('method' in message) || message.method !== 'tools/call') return super.send(message);
    this.nextRawArguments = undefined;
    const line = `${JSON.stringify({ ...message, params: { ...message.params, arguments: RAW_MARK } }).replace(JSON.stringify(RAW_MARK), () => raw)}\n`;
    // A function, not a string, as replace's replacement: arguments may hold `$&` or `$``.
    // The child's stdin is private in the SDK's types; it is where super.send writes too.
    const stdin = (this as unknown as { _process?: ChildProcess })._process?.stdin;
    if (stdin == null) return Promise.reject(new Error('Not connected'));
    return new Promise((resolve) => (stdin.write(line) ? resolve() : stdin.once('drain', resolve)));
  }
}

const LENIENT_LIST = z.looseObject({
  tools: z.array(z.looseObject({ name: z.string(), inputSchema: z.unknown(), annotations: z.record(z.string(), z.unknown()).optional() })),
  nextCursor: z.string().optional(),
});

/** The path of fixtures/mcp/`file`. */
export function mcpFixturePath(file: string): string {
  return join(REPO_ROOT, 'fixtures', 'mcp', file);
}

/** Starts `node fixtures/mcp/<file>` and initialises it; rejects (with the stderr attached) when it cannot. */
export async function startMcpFixture(options: {
  file: string;
  env?: Record<string, string>;
  connectTimeoutMs?: number;
}): Promise<FixtureServer> {
  const transport = new RawArgumentsTransport({
    command: process.execPath,
    args: [mcpFixturePath(options.file)],
    env: { ...(process.env as Record<string, string>), ...options.env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'toolfuzz-ground-truth', version: '0.0.0' });
  const protocolErrors: Error[] = [];
  // Before connect: a server may write its garbage before it answers `initialize`; the client reads onerror at each error.
  client.onerror = (error) => protocolErrors.push(error);
  const close = async (): Promise<void> => {
    await client.close().catch(() => undefined);
  };
  try {
    await client.connect(transport, { timeout: options.connectTimeoutMs ?? 10_000 });
  } catch (error) {
    // A server that died may still have stderr in the pipe: wait for its end (briefly) so the message carries it.
    await new Promise((resolve) => {
      transport.stderr?.once('end', resolve);
      setTimeout(resolve, 1_000).unref();
    });
    await close();
    throw new Error(`${options.file} did not initialise: ${(error as Error).message}; stderr: ${stderr.trim()}`);
  }
  const sendRawArgumentsNext = (json: string): void => {
    transport.nextRawArguments = json;
  };
  return { client, stderr: () => stderr, protocolErrors, sendRawArgumentsNext, close };
}

/** Every tool the server lists, following `nextCursor`, with the number of pages it took. */
export async function listAllTools(client: Client): Promise<{ tools: ListedTool[]; pages: number }> {
  const tools: ListedTool[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } }, LENIENT_LIST);
    tools.push(...(page.tools as ListedTool[]));
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== undefined && pages < 50);
  return { tools, pages };
}

// The SDK's McpServer answers a zod failure as an isError result, not as a -32602 error.
const BLAMES_ARGUMENTS = /-32602|invalid arguments|input validation/i;

/** Calls `name` with `args` (undefined: no `arguments` at all; `rawJson`: that text on the wire instead) and classifies the answer. */
export async function callVerdict(
  server: FixtureServer,
  options: { name: string; args: unknown; rawJson?: string; timeoutMs: number },
): Promise<CallVerdict> {
  const { client } = server;
  if (options.rawJson !== undefined) server.sendRawArgumentsNext(options.rawJson);
  const params =
    options.args === undefined ? { name: options.name } : { name: options.name, arguments: options.args as Record<string, unknown> };
  try {
    const result = await client.callTool(params, undefined, { timeout: options.timeoutMs });
    const text = ((result.content ?? []) as { type: string; text?: string }[]).map((part) => part.text ?? '').join('\n');
    if (result.isError === true && BLAMES_ARGUMENTS.test(text)) return { kind: 'rejected', via: 'is-error', text };
    return { kind: 'reached', text };
  } catch (error) {
    if (!(error instanceof McpError)) throw error;
    if (error.code === ErrorCode.InvalidParams) return { kind: 'rejected', via: 'invalid-params', text: error.message };
    if (error.code === ErrorCode.RequestTimeout) return { kind: 'hung' };
    if (error.code === ErrorCode.ConnectionClosed) return { kind: 'closed', text: error.message };
    return { kind: 'other-error', code: error.code, text: error.message };
  }
}
