import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreparedToolCache } from '../../engine/preparedToolCache.ts';
import { runTool } from '../../engine/runTool.ts';
import { NO_HOOKS } from '../../tool/toolRunHooks.ts';
import { loadMcpTools } from './loadMcpTools.ts';
import { McpPreparer } from './mcpPreparer.ts';
import { McpToolEvidence } from './toolEvidence.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = { transport: 'module', module: `${ROOT}fixtures/mcp/faithful.mjs`, cwd: ROOT } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('McpPreparer memory over many tools', () => {
  it('releases what a tool compiled once the cache evicts it, and keeps the evidence of the last evidenceKept tools only', async () => {
    const { tools } = await loadMcpTools(SERVER, { allTools: true }, { timeoutMs: 10_000 });
    expect(tools.length).toBeGreaterThanOrEqual(5);
    const released = vi.spyOn(McpToolEvidence.prototype, 'release');
    const preparer = new McpPreparer({ seed: 1, callTimeoutMs: 3000, evidenceKept: 3 });
    const cache = new PreparedToolCache(undefined, 2);
    try {
      const held: number[] = [];
      const releases: number[] = [];
      for (const tool of tools.slice(0, 5)) {
        const prepared = await preparer.prepare(tool, cache, NO_HOOKS);
        await runTool(prepared, { range: { from: 0, to: 2 }, shouldStop: () => false });
        held.push(preparer.evidenceHeld);
        releases.push(released.mock.calls.length);
      }
      expect(held).toEqual([1, 2, 3, 3, 3]);
      // The third tool evicts the first from the cache (one release); from the fourth on, each
      // tool evicts one prepared tool and forgets one tool's evidence (two releases each).
      expect(releases).toEqual([0, 0, 1, 3, 5]);
    } finally {
      await preparer.close();
    }
  });
});
