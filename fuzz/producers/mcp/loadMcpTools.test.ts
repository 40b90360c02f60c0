import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { McpServerTarget } from '../../tool/toolUnderTest.ts';
import { loadMcpTools } from './loadMcpTools.ts';

const UNIT = fileURLToPath(new URL('../../../fixtures/mcp-unit/', import.meta.url));
const server = (file: string): McpServerTarget => ({ transport: 'stdio', command: process.execPath, args: [`${UNIT}${file}`], cwd: UNIT });
const SETTINGS = { timeoutMs: 10_000 };

async function usageMessage(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect((error as Error).name).toBe('UsageError');
    return (error as Error).message;
  }
  throw new Error('expected a UsageError');
}

describe('loadMcpTools', () => {
  it('lists every page of tools, with the server as it introduced itself', async () => {
    const loaded = await loadMcpTools(server('faithful.mjs'), {}, SETTINGS);
    expect(loaded.tools.map((tool) => tool.name)).toEqual(['echo', 'add', 'ping']);
    expect(loaded.tools[0]).toMatchObject({
      producer: 'mcp',
      origin: 'mcp:faithful-unit#echo',
      annotations: { readOnlyHint: true },
      advertised: { required: ['text'] },
    });
    expect(loaded.server.serverInfo).toEqual({ name: 'faithful-unit', version: '1.0.0' });
    expect(loaded.server.protocolVersion).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(loaded.skipped).toEqual([]);
  });

  it('skips what is not opted in, and says why', async () => {
    const loaded = await loadMcpTools(server('misbehaving.mjs'), { tools: ['fine'] }, SETTINGS);
    expect(loaded.tools.map((tool) => tool.name)).toEqual(['hang', 'die', 'fine', 'sent']);
    expect(loaded.skipped).toEqual([
      { tool: 'wipe', reason: expect.stringContaining('destructiveHint: true'), annotations: { destructiveHint: true } },
    ]);
  });

  it('refuses a --tools name the server does not have, listing the ones it has', async () => {
    const message = await usageMessage(loadMcpTools(server('faithful.mjs'), { tools: ['ech'] }, SETTINGS));
    expect(message).toContain('--tools names "ech"');
    expect(message).toContain('its tools: echo, add, ping');
  });

  it('says how a server that dies before initialising ended, with its last stderr lines', async () => {
    const message = await usageMessage(loadMcpTools(server('fails.mjs'), {}, SETTINGS));
    expect(message).toMatch(
      /^MCP server \S+ \S+fails\.mjs exited with code 1 before initialising; its stderr ended with: starting misconfigured-server \| Error: MISSING_API_KEY is not set$/,
    );
  });

  it('calls stdout garbage a protocol error', async () => {
    const message = await usageMessage(loadMcpTools(server('garbage.mjs'), {}, SETTINGS));
    expect(message).toContain('wrote something other than JSON-RPC on stdout');
    expect(message).toContain('"Server lis');
  });

  it('says a command that cannot be spawned could not be started', async () => {
    const message = await usageMessage(
      loadMcpTools({ transport: 'stdio', command: 'no-such-mcp-server-cmd', args: [], cwd: UNIT }, {}, SETTINGS),
    );
    expect(message).toContain('no-such-mcp-server-cmd');
    expect(message).toMatch(/ENOENT|could not be started/);
  });
});
