// An MCP subject for `npm run bench`'s random-tool memory section, fuzzed in-process (`--module`): a
// low-level SDK `Server` advertising one batch of random tools at a time by raw JSON Schema, refilled by
// the bench, each validating its arguments as sent with ajv against exactly that schema (a faithful
// server, as fixtures/mcp/faithful.mjs is). The server holds only the current batch.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JsonSchema } from '../../fuzz/schema/schemaTypes.ts';
import { type ArgsCheck, batchChecks } from './randomSchemas.ts';

interface Entry {
  readonly tool: { readonly name: string; readonly description: string; readonly inputSchema: JsonSchema };
  readonly check: ArgsCheck;
}

const entries = new Map<string, Entry>();
// The SDK's own parse of tools/call drops a `__proto__` key before a handler runs: read the args as sent.
const sent = new Map<string | number, unknown>();

/** The server the bench connects to through toolfuzz's module transport. */
export const server = new Server({ name: 'random', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...entries.values()].map((entry) => entry.tool) }));
server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
  const args = sent.has(extra.requestId) ? sent.get(extra.requestId) : request.params.arguments;
  sent.delete(extra.requestId);
  const entry = entries.get(request.params.name);
  if (entry === undefined) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
  const errors = entry.check(args ?? {});
  if (errors !== undefined) throw new McpError(ErrorCode.InvalidParams, `Invalid arguments for tool ${request.params.name}: ${errors}`);
  return { content: [{ type: 'text', text: JSON.stringify({ received: args ?? null }) }] };
});
const connect = server.connect.bind(server);
server.connect = (transport: Transport) => {
  // Set before connect: the protocol chains a transport's onmessage, so this sees each message first.
  transport.onmessage = (message) => {
    if ('method' in message && message.method === 'tools/call' && 'id' in message)
      sent.set(message.id, (message.params as { arguments?: unknown } | undefined)?.arguments);
  };
  return connect(transport);
};

/** Replaces the advertised tools with `schemas`, named `tool<first + i>` so no two batches share a name; returns their names. */
export function advertiseRandomTools(schemas: readonly JsonSchema[], first: number): string[] {
  entries.clear();
  const checkOf = batchChecks();
  schemas.forEach((inputSchema, i) => {
    const name = `tool${first + i}`;
    try {
      entries.set(name, { tool: { name, description: `Random tool ${first + i}.`, inputSchema }, check: checkOf(inputSchema) });
    } catch {
      // A schema ajv cannot compile has no faithful server: it is left out.
    }
  });
  return [...entries.keys()];
}
