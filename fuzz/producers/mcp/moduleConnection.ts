import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import { describeError } from '../../errors/describeError.ts';
import { UsageError } from '../../errors/usageError.ts';
import type { McpServerTarget } from '../../tool/toolUnderTest.ts';
import { describeTarget } from './describeTarget.ts';
import type { McpConnectResult, McpConnection } from './mcpConnection.ts';
import type { McpSdk } from './mcpSdk.ts';
import { loadModuleServer } from './moduleServer.ts';
import { StderrTail } from './stderrTail.ts';

type ModuleTarget = Extract<McpServerTarget, { transport: 'module' }>;

/**
 * Every message crosses as JSON text, as over stdio: the server gets `JSON.parse` of what the client
 * wrote (never the client's own objects), and a raw-arguments token is replaced by the case's text first.
 */
function overTheWire(transport: Transport, raw?: Map<string, string>): void {
  const send = transport.send.bind(transport);
  transport.send = (message: JSONRPCMessage, options?: TransportSendOptions) => {
    let text = JSON.stringify(message);
    if (raw !== undefined) {
      for (const [token, json] of raw) {
        const quoted = JSON.stringify(token);
        if (!text.includes(quoted)) continue;
        // A function, so that `$&` in the args is not read as a replacement pattern.
        text = text.replace(quoted, () => json);
        raw.delete(token);
      }
    }
    return send(JSON.parse(text) as JSONRPCMessage, options);
  };
}

/**
 * Connects toolfuzz's client to the server a module exports, in this thread, over the SDK's linked
 * in-memory transports (see moduleServer.ts for which exports count). There is no process: no pid,
 * no stderr, no exit; closing ends the server's side so the same server can be connected again.
 * A module that cannot be loaded, or a server that does not initialise in time, is a failed result.
 */
export async function connectModuleServer(
  sdk: McpSdk,
  target: ModuleTarget,
  settings: { readonly timeoutMs: number },
): Promise<McpConnectResult> {
  let server;
  try {
    server = await loadModuleServer(target.module, target.cwd);
  } catch (error) {
    return { kind: 'failed', message: error instanceof UsageError ? error.message : describeError(error) };
  }
  const [clientSide, serverSide] = sdk.InMemoryTransport.createLinkedPair();
  const raw = new Map<string, string>();
  overTheWire(clientSide, raw);
  overTheWire(serverSide);
  let protocolVersion: string | undefined;
  let closed = false;
  let markClosed = (): void => {};
  const whenClosed = new Promise<void>((resolve) => (markClosed = resolve));
  clientSide.onclose = () => {
    closed = true;
    markClosed();
  };
  clientSide.onmessage = (message: JSONRPCMessage) => {
    if (protocolVersion !== undefined || !('result' in message)) return;
    const version = (message.result as { protocolVersion?: unknown }).protocolVersion;
    if (typeof version === 'string') protocolVersion = version;
  };
  const client = new sdk.Client({ name: 'toolfuzz', version: '0.1.0' }, { capabilities: {} });
  let endServer: () => Promise<void> = async () => {};
  const close = async (): Promise<void> => {
    await client.close().catch(() => {});
    await endServer();
  };
  const what = describeTarget(target);
  try {
    // fastmcp's connect waits for the client's initialize: both sides connect together.
    const [ended] = await Promise.all([server.connect(serverSide), client.connect(clientSide, { timeout: settings.timeoutMs })]);
    endServer = ended;
  } catch (error) {
    await close();
    const message = describeError(error);
    if (/timed out/i.test(message))
      return { kind: 'failed', message: `${what} did not answer initialize within ${settings.timeoutMs / 1000} s` };
    return { kind: 'failed', message: `${what} could not be connected or initialised: ${message}` };
  }
  let tokens = 0;
  const connection: McpConnection = {
    client,
    pid: undefined,
    stderr: new StderrTail(),
    serverInfo: client.getServerVersion(),
    protocolVersion,
    protocolErrors: [],
    exit: () => undefined,
    get closed() {
      return closed;
    },
    whenClosed,
    rawArguments: (json: string) => {
      const token = `\u0000toolfuzz-raw-arguments-${tokens++}`;
      raw.set(token, json);
      return token;
    },
    close,
  };
  return { kind: 'connected', connection };
}
