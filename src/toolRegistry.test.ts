import { describe, expect, it, vi } from 'vitest';
import { defineTool } from './defineTool.ts';
import { ToolArgsError } from './toolArgsError.ts';
import { ToolRegistry } from './toolRegistry.ts';

function makeRegistry() {
  const echo = defineTool({
    name: 'echo',
    description: 'Echo text.',
    schema: { text: { type: 'string', required: true }, times: { type: 'integer' } },
    execute: (args) => args.text.repeat(args.times ?? 1),
  });
  const explode = defineTool({
    name: 'explode',
    description: 'Always fails.',
    schema: {},
    execute: () => {
      throw new Error('disk on fire');
    },
  });
  const rawBody = vi.fn((args: unknown) => ({ content: [{ type: 'text' as const, text: `raw got ${JSON.stringify(args)}` }] }));
  const registry = new ToolRegistry()
    .register(echo)
    .register(explode)
    .registerRaw({ name: 'mcp_search', description: 'MCP search.', inputSchema: { type: 'object', required: ['q'] }, execute: rawBody });
  return { registry, rawBody };
}

describe('ToolRegistry', () => {
  it('lists MCP-style definitions in registration order', () => {
    const { registry } = makeRegistry();
    expect(registry.list()).toEqual([
      {
        name: 'echo',
        description: 'Echo text.',
        inputSchema: { type: 'object', properties: { text: { type: 'string' }, times: { type: 'integer' } }, required: ['text'] },
      },
      { name: 'explode', description: 'Always fails.', inputSchema: { type: 'object', properties: {}, required: [] } },
      { name: 'mcp_search', description: 'MCP search.', inputSchema: { type: 'object', required: ['q'] } },
    ]);
  });

  it('returns the body output as text on success', async () => {
    const { registry } = makeRegistry();
    await expect(registry.call('echo', { text: 'ab', times: 2 })).resolves.toEqual({ content: [{ type: 'text', text: 'abab' }] });
  });

  it('turns an unknown tool into an isError result naming the known tools', async () => {
    const { registry } = makeRegistry();
    const result = await registry.call('nope', {});
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/Unknown tool "nope".*echo, explode, mcp_search/);
  });

  it('turns invalid args into a model-readable isError result listing every violation', async () => {
    const { registry } = makeRegistry();
    const result = await registry.call('echo', { times: 1.5 });
    expect(result.isError).toBe(true);
    const text = result.content[0]?.text ?? '';
    expect(text).toContain('text: missing required property');
    expect(text).toContain('times: expected integer, got 1.5');
    expect(text).toMatch(/call "echo" again/);
  });

  it('turns a body throw into an isError result with its message', async () => {
    const { registry } = makeRegistry();
    const result = await registry.call('explode', {});
    expect(result).toEqual({ content: [{ type: 'text', text: 'Tool "explode" failed: Error: disk on fire' }], isError: true });
  });

  it('recognises a ToolArgsError thrown by a body (a hidden constraint) as invalid args', async () => {
    const registry = new ToolRegistry().register(
      defineTool({ name: 'x', description: '', schema: {}, execute: () => Promise.reject(new ToolArgsError(['n: must be positive'])) }),
    );
    const result = await registry.call('x', {});
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toContain('n: must be positive');
  });

  it('never runs validateArgs on a raw MCP tool: its body gets whatever the model sent', async () => {
    const { registry, rawBody } = makeRegistry();
    const args = { not_q: 1 };
    const result = await registry.call('mcp_search', args);
    expect(rawBody.mock.calls[0]?.[0]).toBe(args);
    expect(result).toEqual({ content: [{ type: 'text', text: 'raw got {"not_q":1}' }] });
  });

  it('refuses two tools with the same name', () => {
    const { registry } = makeRegistry();
    expect(() => registry.registerRaw({ name: 'echo', inputSchema: {}, execute: () => 1 })).toThrow(/already registered/);
  });
});
