import { QUARANTINE_AFTER } from '../../engine/campaign/campaignState.ts';
import type { RuntimeCall, ToolRuntime } from '../jsonSchema/toolRuntime.ts';
import type { McpServerSession } from './mcpServerSession.ts';

/** Hangs and crashes of one tool after which it is called no more: as many as quarantine a tool of `run`. */
export const TOOL_EVENTS_MAX = QUARANTINE_AFTER;

/**
 * One MCP tool's runtime: each case is a `tools/call` over the worker's session with its server.
 * A tool that hangs or crashes its server TOOL_EVENTS_MAX times in a worker (counted by the session,
 * which outlives the runtime remade for every slice) is exhausted, and so is every tool
 * once the session has given up on the server; the other tools of a server that only dies on one
 * tool keep being fuzzed (each crash restarts the server).
 */
export function mcpToolRuntime(session: McpServerSession, tool: string): ToolRuntime {
  return {
    label: 'the server',
    get exhausted() {
      return session.toolEvents(tool) >= TOOL_EVENTS_MAX || session.dead !== undefined;
    },
    call(args: unknown, argsJson: string | undefined): Promise<RuntimeCall> {
      const events = session.toolEvents(tool);
      if (events >= TOOL_EVENTS_MAX) return Promise.resolve({ kind: 'crashed', detail: `${tool} hung or crashed the server ${events} times: it is not called again` });
      return session.call(tool, args, argsJson);
    },
    // The session belongs to the worker's preparer, which closes it when the worker ends.
    dispose() {},
  };
}
