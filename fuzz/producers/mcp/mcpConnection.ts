import type { ChildProcess } from 'node:child_process';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describeError } from '../../errors/describeError.ts';
import type { McpServerTarget } from '../../tool/toolUnderTest.ts';
import type { McpSdk } from './mcpSdk.ts';
import { describeTarget } from './describeTarget.ts';
import { StderrTail } from './stderrTail.ts';

/** How a server process ended: its exit code, or the signal that killed it. */
export interface ServerExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** One live connection to an MCP server, initialised (a module's in-process server: moduleConnection.ts). */
export interface McpConnection {
  readonly client: Client;
  /** The server process (stdio), undefined over HTTP and in-process. */
  readonly pid: number | undefined;
  readonly stderr: StderrTail;
  readonly serverInfo: { readonly name?: string; readonly version?: string } | undefined;
  readonly protocolVersion: string | undefined;
  /** What the server wrote on stdout that is not JSON-RPC (a protocol error), first ones kept. */
  readonly protocolErrors: readonly string[];
  /** How the process ended, once it has; undefined while it runs (and over HTTP). */
  exit(): ServerExit | undefined;
  /** The transport closed (the process ended, or the HTTP session went away). */
  readonly closed: boolean;
  /** Resolves once the transport has closed. */
  readonly whenClosed: Promise<void>;
  /**
   * A stand-in for `arguments` that goes on the wire as exactly `json` (stdio and in-process; undefined over
   * HTTP): the model's text, not JSON.stringify of its parse, which turns `1e400` into `null`.
   */
  readonly rawArguments: ((json: string) => string) | undefined;
  /** Ends the connection and the process: a short grace after stdin closes, then SIGKILL. */
  close(): Promise<void>;
}

/** A connection, or why there is none: one line for the user, the stderr tail included. */
export type McpConnectResult =
  | { readonly kind: 'connected'; readonly connection: McpConnection }
  | { readonly kind: 'failed'; readonly message: string };

/** How to connect. */
export interface McpConnectSettings {
  /** How long initialising may take. */
  readonly timeoutMs: number;
  /** Told the pid of every server process started, so the owner can kill it if this side cannot. */
  readonly onSpawned?: (pid: number) => void;
  /** Told when that process has ended (its pid may then be reused: never kill it again). */
  readonly onExited?: (pid: number) => void;
}

const PROTOCOL_ERRORS_KEPT = 3;
/** How long a server may take to end after its stdin closes before it is killed. */
const CLOSE_GRACE_MS = 300;

/** `exited with code 1` / `was killed by SIGKILL`. */
export function describeExit(exit: ServerExit | undefined): string {
  if (exit === undefined) return 'closed its connection';
  return exit.signal === null ? `exited with code ${exit.code}` : `was killed by ${exit.signal}`;
}

function waitFor(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Starts (stdio) or reaches (Streamable HTTP) an MCP server with the SDK's own Client and
 * initialises it. The process inherits toolfuzz's environment (servers need their API keys), its
 * stderr is captured into a tail, and what it writes on stdout that is not JSON-RPC is kept as a
 * protocol error. Every failure is data: one line saying what happened and what the server said last.
 */
export async function connectMcpServer(sdk: McpSdk, target: McpServerTarget, settings: McpConnectSettings): Promise<McpConnectResult> {
  if (target.transport === 'module') {
    const { connectModuleServer } = await import('./moduleConnection.ts');
    return connectModuleServer(sdk, target, settings);
  }
  const stderr = new StderrTail();
  const protocolErrors: string[] = [];
  let exit: ServerExit | undefined;
  let child: ChildProcess | undefined;
  let protocolVersion: string | undefined;
  let closed = false;
  let markClosed = (): void => {};
  const whenClosed = new Promise<void>((resolve) => (markClosed = resolve));
  const transport: Transport =
    target.transport === 'stdio'
      ? new sdk.StdioClientTransport({
          command: target.command,
          args: [...target.args],
          cwd: target.cwd,
          stderr: 'pipe',
          env: inheritedEnv(),
        })
      : new sdk.StreamableHTTPClientTransport(new URL(target.url));
  let markExited = (): void => {};
  const exited = new Promise<void>((resolve) => (markExited = resolve));
  if (transport instanceof sdk.StdioClientTransport) {
    transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    const start = transport.start.bind(transport);
    // The SDK keeps the child private and reports no exit code: take it as it starts.
    transport.start = async () => {
      const starting = start();
      // spawn() ran synchronously inside start(): the pid is told before anything can end this thread.
      child = (transport as unknown as { _process?: ChildProcess })._process;
      const pid = child?.pid;
      if (pid !== undefined) settings.onSpawned?.(pid);
      child?.once('exit', (code, signal) => {
        exit = { code, signal };
        if (pid !== undefined) settings.onExited?.(pid);
        markExited();
      });
      await starting;
    };
  }
  const raw = new Map<string, string>();
  let corked = false;
  if (transport instanceof sdk.StdioClientTransport) {
    const send = transport.send.bind(transport);
    transport.send = (message: JSONRPCMessage) => {
      const stdin = child?.stdin;
      if (raw.size === 0 || stdin === undefined || stdin === null) return send(message);
      let text = JSON.stringify(message);
      for (const [token, json] of raw) {
        const quoted = JSON.stringify(token);
        if (!text.includes(quoted)) continue;
        // A function, so that `$&` in the args is not read as a replacement pattern.
        text = text.replace(quoted, () => json);
        raw.delete(token);
      }
      // Calls sent in one turn of the event loop (CallPipeline sends several) go out in one write.
      if (!corked) {
        corked = true;
        stdin.cork();
        process.nextTick(() => {
          corked = false;
          stdin.uncork();
        });
      }
      return new Promise<void>((resolve) => (stdin.write(`${text}\n`) ? resolve() : stdin.once('drain', () => resolve())));
    };
  }
  let tokens = 0;
  // The Client chains its own handlers after these: they only watch.
  transport.onclose = () => {
    closed = true;
    markClosed();
    if (child === undefined) markExited();
  };
  // Over stdio an error here is a line on stdout that is not JSON-RPC; over HTTP, a failed request
  // (the call that made it fails too, and says so).
  transport.onerror = (error) => {
    if (target.transport === 'stdio' && protocolErrors.length < PROTOCOL_ERRORS_KEPT && !closed)
      protocolErrors.push(describeError(error).slice(0, 300));
  };
  transport.onmessage = (message: JSONRPCMessage) => {
    if (protocolVersion !== undefined || !('result' in message)) return;
    const version = (message.result as { protocolVersion?: unknown }).protocolVersion;
    if (typeof version === 'string') protocolVersion = version;
  };
  const client = new sdk.Client({ name: 'toolfuzz', version: '0.1.0' }, { capabilities: {} });
  const close = async (): Promise<void> => {
    void client.close().catch(() => {});
    if (child !== undefined && exit === undefined) {
      await waitFor(exited, CLOSE_GRACE_MS);
      if (exit === undefined) child.kill('SIGKILL');
      await waitFor(exited, 2000);
    }
  };
  const what = describeTarget(target);
  try {
    await client.connect(transport, { timeout: settings.timeoutMs });
  } catch (error) {
    // Give a dying process a moment, so the message can say how it ended and what it printed.
    await waitFor(exited, 500);
    // Over HTTP the client closes its side itself when initialising fails: the error says more.
    const why = failureOf(what, error, exit, closed && target.transport === 'stdio', protocolErrors, settings.timeoutMs);
    await close();
    return { kind: 'failed', message: `${why}${stderr.describe()}` };
  }
  const connection: McpConnection = {
    client,
    pid: child?.pid,
    stderr,
    serverInfo: client.getServerVersion(),
    protocolVersion,
    protocolErrors,
    exit: () => exit,
    get closed() {
      return closed;
    },
    whenClosed,
    rawArguments:
      child === undefined
        ? undefined
        : (json: string) => {
            const token = `\u0000toolfuzz-raw-arguments-${tokens++}`;
            raw.set(token, json);
            return token;
          },
    close,
  };
  return { kind: 'connected', connection };
}

// Never undefined values: the SDK's spawn wants strings.
function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function failureOf(
  what: string,
  error: unknown,
  exit: ServerExit | undefined,
  closed: boolean,
  protocolErrors: readonly string[],
  timeoutMs: number,
): string {
  if (protocolErrors.length > 0)
    return `${what} wrote something other than JSON-RPC on stdout before initialising (a protocol error: log to stderr instead): ${protocolErrors[0]}`;
  if (exit !== undefined || closed) return `${what} ${describeExit(exit)} before initialising`;
  const cause = (error as { cause?: unknown } | null)?.cause;
  const message = `${describeError(error)}${cause === undefined ? '' : ` (${describeError(cause)})`}`;
  if (/timed out/i.test(message)) return `${what} did not answer initialize within ${timeoutMs / 1000} s`;
  return `${what} could not be started or initialised: ${message}`;
}
