import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blamesArguments } from './blamesArguments.ts';
import { classifyToolCall, errorOutcome, type ToolCallOutcome } from './classifyToolCall.ts';

// The SDK's own server, in process: its validation texts are what most TypeScript servers send.
let call: (name: string, args: unknown) => Promise<ToolCallOutcome>;
beforeAll(async () => {
  const server = new McpServer({ name: 'texts', version: '1.0.0' });
  server.registerTool(
    'search',
    { inputSchema: { q: z.string(), opts: z.object({ limit: z.number().int() }).optional() } },
    async ({ q }) => ({ content: [{ type: 'text', text: q }] }),
  );
  server.registerTool('badOutput', { inputSchema: {}, outputSchema: { n: z.number() } }, async () => ({
    content: [{ type: 'text', text: 'x' }],
    structuredContent: { n: 'nope' },
  }));
  server.registerTool('fails', { inputSchema: {} }, async () => {
    throw new Error('ENOENT: no such file or directory, open /tmp/x');
  });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(b);
  call = async (name, args) => {
    try {
      return {
        kind: 'result',
        result: await client.request(
          { method: 'tools/call', params: { name, arguments: args as Record<string, unknown> } },
          CallToolResultSchema,
        ),
      };
    } catch (error) {
      return errorOutcome(error);
    }
  };
});

describe('classifyToolCall on the SDK server texts', () => {
  it('calls the McpServer validation error a rejection, with the paths it names', async () => {
    const verdict = classifyToolCall(await call('search', { q: 1, opts: { limit: 1.5 } }));
    expect(verdict.kind).toBe('rejected');
    expect(verdict.kind === 'rejected' && verdict.text).toContain('Input validation error');
    expect(verdict.kind === 'rejected' && verdict.issues.map((issue) => issue.path)).toEqual([['q'], ['opts', 'limit']]);
  });

  it('counts a normal result as having reached the handler', async () => {
    expect(classifyToolCall(await call('search', { q: 'x' }))).toEqual({ kind: 'accepted', text: 'x' });
  });

  it('counts a handler error about something else as having reached the handler, isError kept', async () => {
    expect(classifyToolCall(await call('fails', {}))).toEqual({
      kind: 'accepted',
      text: 'ENOENT: no such file or directory, open /tmp/x',
      isError: true,
    });
  });

  it('never blames the arguments for an output-schema failure', async () => {
    const verdict = classifyToolCall(await call('badOutput', {}));
    expect(verdict).toMatchObject({ kind: 'accepted', isError: true });
  });
});

describe('classifyToolCall', () => {
  it('calls a -32602 protocol error a rejection with its code', () => {
    expect(
      classifyToolCall({ kind: 'error', code: -32602, message: 'MCP error -32602: Invalid arguments: n: expected number at n' }),
    ).toEqual({
      kind: 'rejected',
      code: -32602,
      text: 'MCP error -32602: Invalid arguments: n: expected number at n',
      issues: [{ message: 'MCP error -32602: Invalid arguments: n: expected number at n', path: ['n'] }],
    });
  });

  it('counts any other protocol error as the handler reached (it threw), whatever its words: other calls decide (mcpToolRuntime)', () => {
    expect(classifyToolCall({ kind: 'error', code: -32603, message: 'boom' })).toEqual({
      kind: 'accepted',
      text: 'JSON-RPC error -32603: boom',
      isError: true,
    });
    expect(
      classifyToolCall({
        kind: 'error',
        code: -32603,
        message: 'MCP error -32603: [{"expected": "record", "path": ["params", "arguments"]}]',
      }),
    ).toMatchObject({ kind: 'accepted', isError: true });
  });

  it('calls an SDK validation wrapper a rejection, and a handler failure in validation words not one', () => {
    const result = (text: string): ToolCallOutcome => ({ kind: 'result', result: { content: [{ type: 'text', text }], isError: true } });
    expect(
      classifyToolCall(result('MCP error -32602: Input validation error: Invalid arguments for tool x: expected string at q')),
    ).toMatchObject({ kind: 'rejected', issues: [{ path: ['q'] }] });
    expect(classifyToolCall(result("Tool 'x' parameter validation failed: q: Required. Please check the parameter types"))).toMatchObject({
      kind: 'rejected',
    });
    expect(classifyToolCall(result('1 validation error for searchArguments\nq\n  Field required [type=missing]'))).toMatchObject({
      kind: 'rejected',
    });
    for (const text of [
      'Authentication required: set GITHUB_TOKEN to use this tool.',
      'Invalid configuration: the DATABASE_URL parameter missing',
      'User not found: the required user "z" does not exist.',
    ]) {
      expect(classifyToolCall(result(text))).toEqual({ kind: 'accepted', text, isError: true });
    }
  });
});

describe('errorOutcome', () => {
  it('keeps the server text without the prefix the client adds again', async () => {
    const { McpError } = await import('@modelcontextprotocol/sdk/types.js');
    const server = new McpError(-32602, 'n: expected number');
    expect(errorOutcome(new McpError(-32602, server.message))).toEqual({
      kind: 'error',
      code: -32602,
      message: 'MCP error -32602: n: expected number',
    });
    expect(errorOutcome(new McpError(-32603, 'boom'))).toEqual({ kind: 'error', code: -32603, message: 'MCP error -32603: boom' });
  });
});

// Still the reading of an error answer to a schema-INVALID call (mcpToolRuntime): wide, so a faithful server's polite refusal is no FALSE_ACCEPT.
describe('blamesArguments', () => {
  it.each([
    'MCP error -32602: Input validation error: Invalid arguments for tool search: Invalid input: expected string, received number at q',
    '1 validation error for searchArguments\nq\n  Field required [type=missing, input_value={}, input_type=dict]',
    "data must have required property 'q'",
    'Missing parameter: path',
    'limit must be a positive integer',
    'Invalid argument "mode"',
  ])('blames the arguments: %s', (text) => expect(blamesArguments(text)).toBe(true));

  it.each([
    'ENOENT: no such file or directory',
    'fetch failed: connect ECONNREFUSED 127.0.0.1:80',
    'Rate limit exceeded, try again later',
    'An unexpected error occurred',
    'MCP error -32602: Output validation error: Invalid structured content for tool x: expected number',
  ])('does not blame the arguments: %s', (text) => expect(blamesArguments(text)).toBe(false));
});
