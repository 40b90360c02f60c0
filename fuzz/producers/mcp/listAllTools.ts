import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { LENIENT_RESULT } from './lenientResult.ts';

/** Pages at most: a server whose cursors never end must not keep toolfuzz listing forever. */
const MAX_PAGES = 100;

/** A tool as a server listed it, checked only as far as toolfuzz relies on it. */
export interface RawListedTool {
  readonly name: string;
  readonly description?: string;
  /** Anything: a schema that is no object schema is a finding of its own, not a listing error. */
  readonly inputSchema: unknown;
  readonly annotations?: unknown;
}

/**
 * Every tool a server lists, following `nextCursor` page after page, read leniently (LENIENT_RESULT)
 * so one odd `inputSchema` does not hide the whole list. Throws what the client throws, and on a
 * result that is no list of named tools.
 */
export async function listAllTools(client: Client, timeoutMs: number): Promise<RawListedTool[]> {
  const tools: RawListedTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const request = { method: 'tools/list' as const, params: cursor === undefined ? {} : { cursor } };
    // The SDK's types want one of its own schemas; the lenient one satisfies it at run time.
    const result = (await client.request(request, LENIENT_RESULT as never, { timeout: timeoutMs })) as Record<string, unknown>;
    const listed = result['tools'];
    if (!Array.isArray(listed)) throw new Error('the tools/list result has no tools array');
    for (const tool of listed as unknown[]) {
      const name = (tool as { name?: unknown } | null)?.name;
      if (typeof name !== 'string') throw new Error(`tools/list gave a tool without a name: ${JSON.stringify(tool)?.slice(0, 100)}`);
      const { description, inputSchema, annotations } = tool as Record<string, unknown>;
      tools.push({
        name,
        ...(typeof description === 'string' ? { description } : {}),
        inputSchema,
        ...(annotations === undefined ? {} : { annotations }),
      });
    }
    const next = result['nextCursor'];
    cursor = typeof next === 'string' ? next : undefined;
    if (cursor === undefined) return tools;
  }
  throw new Error(`tools/list was still paginating after ${MAX_PAGES} pages`);
}
