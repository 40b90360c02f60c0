import type { CallWatch } from '../../tool/callWatch.ts';
import type { RuntimeCall } from '../../tool/schemaTool/toolRuntime.ts';
import type { McpServerTarget } from '../../tool/toolUnderTest.ts';
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

/** One request's outcome: an answer (a verdict on the args), or a hang or crash not yet counted as an event. */
export interface Attempt {
  readonly kind: 'answer' | 'event';
  readonly call: RuntimeCall;
  readonly overlapped: boolean;
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
  /** Calls in flight, each marked once another was in flight beside it. */
  readonly #flying = new Set<{ overlapped: boolean }>();
  readonly #idle: (() => void)[] = [];
  /** A hang or crash of an overlapped call being made again alone: every other call waits for it. */
  #solo: Promise<Attempt> | undefined;

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

  /** Resolves once no call is in flight (calls sent ahead have all been answered, or failed). */
  drained(): Promise<void> {
    if (this.#flying.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /**
   * Calls one tool with `argsJson` as the model wrote it (over stdio: exactly that text), `args` its
   * parse (sent over HTTP); both undefined send no `arguments` at all, as a model that omits them does.
   */
  async call(name: string, args: unknown, argsJson?: string): Promise<RuntimeCall> {
    return (await this.callTracked(name, args, argsJson)).call;
  }

  /**
   * `call`, saying whether the answer came while other calls were in flight on the connection
   * (`overlapped`): calls may be sent ahead (CallPipeline), and the answer to one that overlapped is
   * exact for its own request but may depend on what the server did meanwhile. A hang or crash of an
   * overlapped call names no culprit: once every call in flight has settled it is made again, alone,
   * and only that call's hang or crash counts (so it is never another call's, and counts once).
   */
  async callTracked(name: string, args: unknown, argsJson?: string): Promise<{ call: RuntimeCall; overlapped: boolean }> {
    while (this.#solo !== undefined) await this.#solo;
    const first = await this.#attempt(name, args, argsJson);
    if (first.kind === 'answer' || this.#dead !== undefined) return { call: first.call, overlapped: first.overlapped };
    if (!first.overlapped) return { call: this.#event(name, first.call), overlapped: false };
    // One retry at a time: the calls a crash took down each wait their turn.
    while (this.#solo !== undefined) await this.#solo;
    const solo = (async () => {
      await this.drained();
      return this.#attempt(name, args, argsJson);
    })();
    this.#solo = solo;
    try {
      const again = await solo;
      return { call: again.kind === 'event' ? this.#event(name, again.call) : again.call, overlapped: false };
    } finally {
      if (this.#solo === solo) this.#solo = undefined;
    }
  }

  /**
   * A call sent ahead of its case (CallPipeline): its answer, or a hang or crash that is neither
   * counted nor made again here; the case that takes it makes the call again (callTracked), so an
   * event counts only when its case is judged, as for a call made then.
   */
  async callAhead(name: string, args: unknown, argsJson: string): Promise<Attempt> {
    while (this.#solo !== undefined) await this.#solo;
    return this.#attempt(name, args, argsJson);
  }

  // One request: an answer, or a hang or crash (the connection dropped), not yet counted.
  async #attempt(name: string, args: unknown, argsJson: string | undefined): Promise<Attempt> {
    // In flight from here, synchronously: a solo retry waits for every call already past its check.
    const flight = { overlapped: this.#flying.size > 0 };
    for (const other of this.#flying) other.overlapped = true;
    this.#flying.add(flight);
    try {
      const call = await this.#request(name, args, argsJson);
      return { ...call, overlapped: flight.overlapped };
    } finally {
      this.#flying.delete(flight);
      if (this.#flying.size === 0) for (const resolve of this.#idle.splice(0)) resolve();
    }
  }

  async #request(name: string, args: unknown, argsJson: string | undefined): Promise<Omit<Attempt, 'overlapped'>> {
    if (this.#dead !== undefined) return { kind: 'answer', call: { kind: 'crashed', detail: this.#dead } };
    const connection = await this.connect();
    if (typeof connection === 'string') return { kind: 'answer', call: { kind: 'crashed', detail: this.#dead ?? connection } };
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
      return {
        kind: 'event',
        call: { kind: 'crashed', detail: `the server ${describeExit(connection.exit())} during the call${connection.stderr.describe()}` },
      };
    }
    if (unreachable !== undefined) {
      await this.#drop(connection);
      return { kind: 'event', call: { kind: 'crashed', detail: `the server could not be reached: ${unreachable}` } };
    }
    if (outcome.kind === 'error' && outcome.code === REQUEST_TIMEOUT) {
      await this.#drop(connection);
      return { kind: 'event', call: { kind: 'hung', afterMs: Date.now() - started } };
    }
    return { kind: 'answer', call: classifyToolCall(outcome) };
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
