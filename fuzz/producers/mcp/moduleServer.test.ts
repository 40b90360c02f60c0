import { describe, expect, it } from 'vitest';
import { mcpFixturePath } from '../../testing/mcpFixture.ts';
import { REPO_ROOT } from '../../testing/repoRoot.ts';
import { usageErrorOf } from '../../testing/usageErrorOf.ts';
import { loadModuleServer } from './moduleServer.ts';

describe('loadModuleServer', () => {
  it.each([
    ['faithful.mjs', 'Server'],
    ['drifting-zod.mjs', 'McpServer'],
    ['fastmcp-closed.mjs', 'FastMCP'],
  ] as const)('finds the one server %s exports, by its shape: %s', async (file, kind) => {
    const server = await loadModuleServer(mcpFixturePath(file), REPO_ROOT);
    expect([server.exportName, server.kind]).toEqual(['server', kind]);
  });

  it.each([
    ['two-servers.mjs', 'module fixtures/mcp/two-servers.mjs exports 2 MCP servers (first, second): export one'],
    ['lib/ajvFor.mjs', 'module fixtures/mcp/lib/ajvFor.mjs exports no MCP server'],
    ['nowhere.mjs', 'module fixtures/mcp/nowhere.mjs not found'],
    ['drifts.json', 'module fixtures/mcp/drifts.json is not a .ts, .mts, .js, .mjs file (got ".json")'],
  ])('refuses %s in one line naming it', async (file, message) => {
    expect((await usageErrorOf(() => loadModuleServer(mcpFixturePath(file), REPO_ROOT))).message).toContain(message);
  });
});
