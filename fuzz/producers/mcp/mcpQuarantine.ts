import type { ToolQuarantine } from '../../model/toolRunStats.ts';
import type { McpServerSession } from './mcpServerSession.ts';
import { TOOL_EVENTS_MAX } from './mcpToolRuntime.ts';

/**
 * Why a worker calls an MCP tool no more, once it does not: the tool hung or crashed its server
 * TOOL_EVENTS_MAX times, or the session gave up on the server itself. The run lists it under
 * `quarantined`, as it lists a tool of `run` that kept killing its worker.
 */
export function mcpQuarantine(session: McpServerSession, tool: string): ToolQuarantine | undefined {
  const events = session.toolEventKinds(tool);
  if (events.length >= TOOL_EVENTS_MAX)
    return {
      events: [...events],
      reason: `${events.length} HANG or CRASH events of the server: the tool was called no more so the other tools get the time`,
    };
  if (session.dead !== undefined) return { events: [...events], reason: `the server was given up on: ${session.dead}` };
  return undefined;
}
