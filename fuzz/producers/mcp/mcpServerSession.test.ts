import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMcpSdk } from './mcpSdk.ts';
import { McpServerSession, type McpSessionSettings } from './mcpServerSession.ts';
import { mcpToolRuntime, TOOL_EVENTS_MAX } from './mcpToolRuntime.ts';
import { McpToolEvidence } from './toolEvidence.ts';

const UNIT = fileURLToPath(new URL('../../../fixtures/mcp-unit/', import.meta.url));
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// A killed process is gone at once, but a busy machine may take a moment to reap it.
async function ended(pid: number): Promise<boolean> {
  for (let i = 0; i < 30 && alive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return !alive(pid);
}

/** What a worker keeps of how `tool` answers, for a tool that takes any object. */
function evidence(s: McpServerSession, tool: string): McpToolEvidence {
  return new McpToolEvidence({ tool, seed: 1, advertised: { type: 'object' } }, (args, json) => s.call(tool, args, json));
}

const sessions: McpServerSession[] = [];
async function session(file: string, overrides: Partial<McpSessionSettings> = {}): Promise<{ session: McpServerSession; pids: number[] }> {
  const pids: number[] = [];
  const made = new McpServerSession(
    await loadMcpSdk(),
    { transport: 'stdio', command: process.execPath, args: [`${UNIT}${file}`], cwd: UNIT },
    {
      callTimeoutMs: 1000,
      connectTimeoutMs: 10_000,
      maxEvents: 10,
      onSpawned: (pid) => pids.push(pid),
      ...overrides,
    },
  );
  sessions.push(made);
  return { session: made, pids };
}
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

describe('McpServerSession', () => {
  it('gives the server verdict, and sends no arguments at all for omitted args', async () => {
    const { session: s } = await session('misbehaving.mjs');
    expect(await s.call('fine', { x: true })).toEqual({ kind: 'accepted', text: 'true' });
    expect(await s.call('fine', undefined)).toMatchObject({ kind: 'rejected', code: -32602 });
    expect(await s.call('sent', undefined)).toEqual({ kind: 'accepted', text: 'no arguments' });
    expect(await s.call('sent', {})).toEqual({ kind: 'accepted', text: 'arguments: {}' });
  });

  it('calls a call past the timeout hung, kills the stuck server and starts a fresh one', async () => {
    const { session: s, pids } = await session('misbehaving.mjs');
    const started = Date.now();
    const call = await s.call('hang', {});
    expect(call.kind).toBe('hung');
    // The 1 s timeout, the kill, and room for a busy machine: a hang that was not cut would never end.
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await ended(pids[0] as number)).toBe(true);
    expect(await s.call('fine', { x: false })).toEqual({ kind: 'accepted', text: 'false' });
    expect(pids).toHaveLength(2);
  });

  it('calls a server that exits during a call crashed, with its exit code, and restarts it', async () => {
    const { session: s } = await session('misbehaving.mjs');
    const call = await s.call('die', {});
    expect(call).toEqual({ kind: 'crashed', detail: 'the server exited with code 3 during the call' });
    expect(await s.call('fine', { x: true })).toEqual({ kind: 'accepted', text: 'true' });
  });

  it('quarantines a tool that keeps crashing, not the other tools of its server', async () => {
    const { session: s } = await session('misbehaving.mjs');
    const die = mcpToolRuntime(s, 'die', evidence(s, 'die'));
    for (let i = 0; i < TOOL_EVENTS_MAX; i++) expect((await die.call({}, '{}')).kind).toBe('crashed');
    expect(die.exhausted).toBe(true);
    expect(await die.call({}, '{}')).toMatchObject({ kind: 'crashed', detail: expect.stringContaining('not called again') });
    expect(await mcpToolRuntime(s, 'fine', evidence(s, 'fine')).call({ x: true }, '{"x":true}')).toEqual({
      kind: 'accepted',
      text: 'true',
    });
    // The next slice makes its runtime again: the tool stays out.
    expect(mcpToolRuntime(s, 'die', evidence(s, 'die')).exhausted).toBe(true);
  });

  it('quarantines after TOOL_EVENTS_MAX events in all when two workers share the campaign count, not per worker', async () => {
    // Worker A's session: the tool crashes its server once short of quarantine.
    const { session: a } = await session('misbehaving.mjs');
    const inA = mcpToolRuntime(a, 'die', evidence(a, 'die'));
    for (let i = 0; i < TOOL_EVENTS_MAX - 1; i++) expect((await inA.call({}, '{}')).kind).toBe('crashed');
    expect(inA.exhausted).toBe(false);
    // Worker B's next slice starts from the campaign's count (ToolMessage.priorEvents): one more crash ends it.
    const { session: b, pids } = await session('misbehaving.mjs');
    b.seedToolEvents('die', a.toolEventKinds('die'));
    const inB = mcpToolRuntime(b, 'die', evidence(b, 'die'));
    expect(inB.exhausted).toBe(false);
    expect((await inB.call({}, '{}')).kind).toBe('crashed');
    expect(inB.exhausted).toBe(true);
    expect(b.toolEventKinds('die')).toEqual(Array(TOOL_EVENTS_MAX).fill('CRASH'));
    // Quarantined: called no more, so no further server is started.
    const started = pids.length;
    expect(await inB.call({}, '{}')).toMatchObject({ kind: 'crashed', detail: expect.stringContaining('not called again') });
    expect(pids.length).toBe(started);
  });

  it('gives up on a server that keeps dying: calls then crash at once', async () => {
    const { session: s } = await session('misbehaving.mjs', { maxEvents: 2 });
    await s.call('die', {});
    await s.call('die', {});
    const started = Date.now();
    expect(await s.call('fine', { x: true })).toMatchObject({
      kind: 'crashed',
      detail: expect.stringContaining('hung or crashed 2 times'),
    });
    expect(Date.now() - started).toBeLessThan(500);
    expect(mcpToolRuntime(s, 'fine', evidence(s, 'fine')).exhausted).toBe(true);
  });

  it('leaves no server running once closed, even one that ignores stdin EOF and SIGTERM', async () => {
    const { session: s, pids } = await session('misbehaving.mjs');
    await s.call('fine', { x: true });
    expect(alive(pids[0] as number)).toBe(true);
    await s.close();
    expect(await ended(pids[0] as number)).toBe(true);
  });
});

describe('McpServerSession over stdio', () => {
  it('sends the arguments exactly as the model wrote them, not as their parse would print', async () => {
    const { session: s } = await session('misbehaving.mjs');
    // JSON.stringify(JSON.parse('1e400')) is 'null': the server must see Infinity, as from the model's text.
    expect(await s.call('sent', { n: Number.POSITIVE_INFINITY }, '{"n":1e400, "$&":1}')).toEqual({
      kind: 'accepted',
      text: 'arguments: {"n":"Infinity","$&":1}',
    });
  });
});

describe('McpServerSession over HTTP', () => {
  it('calls a server that stopped answering crashed, not a verdict', async () => {
    const server = spawn(process.execPath, [`${UNIT}http.mjs`], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const [line] = (await once(server.stdout, 'data')) as [Buffer];
      const url = line.toString().trim().split(' ')[1] as string;
      const made = new McpServerSession(
        await loadMcpSdk(),
        { transport: 'http', url },
        { callTimeoutMs: 2000, connectTimeoutMs: 10_000, maxEvents: 10 },
      );
      sessions.push(made);
      expect(await made.call('count', { n: 1 }, '{"n":1}')).toEqual({ kind: 'accepted', text: '2' });
      server.kill('SIGKILL');
      await once(server, 'exit');
      expect(await made.call('count', { n: 1 }, '{"n":1}')).toMatchObject({
        kind: 'crashed',
        detail: expect.stringContaining('could not be reached'),
      });
    } finally {
      server.kill('SIGKILL');
    }
  });
});
