import type { CallWatch } from '../../engine/callWatch.ts';
import type { RuntimeCall } from '../jsonSchema/toolRuntime.ts';
import type { McpServerTarget } from '../../model/toolUnderTest.ts';
import { classifyToolCall, errorOutcome, type ToolCallOutcome } from './classifyToolCall.ts';
import { describeTarget } from './describeTarget.ts';
import { connectMcpServer, describeExit, type McpConnection } from './mcpConnection.ts';
import { LENIENT_RESULT } from './lenientResult.ts';
import type { McpSdk } from './mcpSdk.ts';

/** How a worker's session with one server runs. */
export interface McpSessionSettings {
  readonly callTimeoutMs: number;
  /** How long starting and initialising may take. */
  readonly connectTimeoutMs: number;
  /** Hung or crashed calls, after which the session starts no server again: a server that keeps dying. */
  readonly maxEvents: number;
  readonly onSpawned?: (pid: number) => void;
  readonly onExited?: (pid: number) => void;
  /**
   * The worker's watchdog, for an in-process server (`--module`) only: a handler that loops
   * synchronously blocks the worker and its client's timeout alike, so the watchdog times every call
   * and the pool replaces the worker. The client's own timeout then comes a little earlier (9/10 of
   * the limit), so an answer that never comes is still read here, with the worker kept.
   */
  readonly watch?: CallWatch;
}

/** The SDK's code for a request that timed out on the client side. */
const REQUEST_TIMEOUT = -32001;
/** The SDK's code for a request whose connection closed before an answer. */
const CONNECTION_CLOSED = -32000;

/**
 * One worker's connection to one MCP server, made when first needed and made again after the
 * server hangs (it is killed: it may be stuck for good) or dies. Every call has the client's own
 * timeout, so the worker is never blocked. After `maxEvents` hangs and crashes, or a restart that
 * fails, the session is dead: calls answer `crashed` at once.
 */
export class McpServerSession {
  #connection: McpConnection | undefined;
  #connecting: Promise<McpConnection | string> | undefined;
  #events = 0;
  readonly #toolEvents = new Map<string, ('HANG' | 'CRASH')[]>();
  #dead: string | undefined;

  constructor(
    private readonly sdk: McpSdk,
    readonly target: McpServerTarget,
    private readonly settings: McpSessionSettings,
  ) {}

  /** How many times calls of `tool` hung or crashed the server in this worker (its runtime is remade every slice, this is not). */
  toolEvents(tool: string): number {
    return this.#toolEvents.get(tool)?.length ?? 0;
  }

  /** The hangs and crashes calls of `tool` caused in this worker, in order. */
  toolEventKinds(tool: string): readonly ('HANG' | 'CRASH')[] {
    return this.#toolEvents.get(tool) ?? [];
  }

  /** Sets the count of `tool` to the campaign's (every worker's events so far): a tool is quarantined after QUARANTINE_AFTER in all, not per worker. */
  seedToolEvents(tool: string, events: readonly ('HANG' | 'CRASH')[]): void {
    this.#toolEvents.set(tool, [...events]);
  }

  /** Why the session gave up for good, once it has. */
  get dead(): string | undefined {
    return this.#dead;
  }

  /** Connects unless connected: a connection, or the one line saying why there is none (which kills the session). */
  connect(): Promise<McpConnection | string> {
    if (this.#connection !== undefined && !this.#connection.closed) return Promise.resolve(this.#connection);
    this.#connecting ??= connectMcpServer(this.sdk, this.target, {
      timeoutMs: this.settings.connectTimeoutMs,
      ...(this.settings.onSpawned === undefined ? {} : { onSpawned: this.settings.onSpawned }),
      ...(this.settings.onExited === undefined ? {} : { onExited: this.settings.onExited }),
    }).then((result) => {
      this.#connecting = undefined;
      if (result.kind === 'failed') {
        this.#dead = `could not restart the server: ${result.message}`;
        return result.message;
      }
      this.#connection = result.connection;
      return result.connection;
    });
    return this.#connecting;
  }

  /**
   * Calls one tool with `argsJson` as the model wrote it (over stdio: exactly that text), `args` its
   * parse (sent over HTTP); both undefined send no `arguments` at all, as a model that omits them does.
   */
  async call(name: string, args: unknown, argsJson?: string): Promise<RuntimeCall> {
    if (this.#dead !== undefined) return { kind: 'crashed', detail: this.#dead };
    const connection = await this.connect();
    if (typeof connection === 'string') return { kind: 'crashed', detail: this.#dead ?? connection };
    const sent = argsJson !== undefined && connection.rawArguments !== undefined ? connection.rawArguments(argsJson) : args;
    const params = args === undefined && argsJson === undefined ? { name } : { name, arguments: sent as Record<string, unknown> };
    const started = Date.now();
    let outcome: ToolCallOutcome;
    let unreachable: string | undefined;
    try {
      // request(), not callTool(): callTool checks structuredContent against the tool's outputSchema
      // and throws -32602 when it does not match, which would pass for the server refusing the input.
      // Leniently read: whatever the server answered, the call reached it (see LENIENT_RESULT).
      const watch = this.settings.watch;
      watch?.call('validator');
      const result = await connection.client
        .request({ method: 'tools/call', params }, LENIENT_RESULT as never, {
          timeout: watch === undefined ? this.settings.callTimeoutMs : Math.floor(this.settings.callTimeoutMs * 0.9),
        })
        .finally(() => watch?.done());
      outcome = { kind: 'result', result };
    } catch (error) {
      const failed = errorOutcome(error);
      outcome = failed;
      // No JSON-RPC answer at all (a failed fetch, an HTTP error status, a closed connection): the
      // server is down or gone, which is no verdict on the arguments.
      const name = (error as { name?: unknown } | null)?.name;
      if (name !== 'McpError' || failed.code === CONNECTION_CLOSED) unreachable = failed.message;
    }
    if (connection.closed) {
      await this.#drop(connection);
      return this.#event(name, {
        kind: 'crashed',
        detail: `the server ${describeExit(connection.exit())} during the call${connection.stderr.describe()}`,
      });
    }
    if (unreachable !== undefined) {
      await this.#drop(connection);
      return this.#event(name, { kind: 'crashed', detail: `the server could not be reached: ${unreachable}` });
    }
    if (outcome.kind === 'error' && outcome.code === REQUEST_TIMEOUT) {
      await this.#drop(connection);
      return this.#event(name, { kind: 'hung', afterMs: Date.now() - started });
    }
    return classifyToolCall(outcome);
  }

  /** Ends the server process, if one runs. */
  async close(): Promise<void> {
    const pending = this.#connecting;
    this.#dead ??= 'the session was closed';
    if (pending !== undefined) await pending;
    if (this.#connection !== undefined) await this.#drop(this.#connection);
  }

  async #drop(connection: McpConnection): Promise<void> {
    if (this.#connection === connection) this.#connection = undefined;
    await connection.close();
  }

  #event(tool: string, call: RuntimeCall): RuntimeCall {
    this.#events++;
    this.#toolEvents.set(tool, [...this.toolEventKinds(tool), call.kind === 'hung' ? 'HANG' : 'CRASH']);
    if (this.#events >= this.settings.maxEvents)
      this.#dead = `${describeTarget(this.target)} hung or crashed ${this.#events} times in this worker: it is not started again`;
    return call;
  }
}
