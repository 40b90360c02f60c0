import { QUARANTINE_AFTER } from '../../engine/campaign/campaignState.ts';
import type { RuntimeVerdict } from '../../model/runtimeVerdict.ts';
import type { RuntimeCall, ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';
import { blamesArguments } from './blamesArguments.ts';
import { issuesOf } from './classifyToolCall.ts';
import type { CallPipeline } from './callPipeline.ts';
import type { McpServerSession } from './mcpServerSession.ts';
import type { McpToolEvidence } from './toolEvidence.ts';

/** Hangs and crashes of one tool after which it is called no more: as many as quarantine a tool of `run`. */
export const TOOL_EVENTS_MAX = QUARANTINE_AFTER;

/**
 * What an error answer (no refusal channel) to one call comes to. On args the schema forbids, the
 * words still decide (a text that blames the arguments is a refusal): reading a refusal as "reached
 * the handler" would report every polite refusal of a faithful server. On schema-valid args, only
 * evidence makes it a refusal (McpToolEvidence: how the tool answers other args, and args it must
 * refuse); a failure that answers every schema-valid call alike makes the tool unusable here.
 */
async function readErrorAnswer(
  evidence: McpToolEvidence,
  args: unknown,
  answer: Extract<RuntimeVerdict, { kind: 'accepted' }>,
): Promise<RuntimeCall> {
  const text = answer.text ?? '';
  const valid = evidence.schemaValid(args);
  if (valid === undefined) return answer;
  // MCP arguments are an object: the SDKs refuse any other (-32603, "expected record") before a handler
  // runs, whatever a non-object root schema says (that schema is itself the finding, CONVERTER_INVALID).
  const object = args === undefined || (args !== null && typeof args === 'object' && !Array.isArray(args));
  if (!valid || !object) return blamesArguments(text) ? { kind: 'rejected', issues: issuesOf(text), text } : answer;
  const reading = await evidence.read({ args, text });
  return reading.kind === 'refused' ? { kind: 'rejected', issues: issuesOf(text), text } : answer;
}

/**
 * One MCP tool's runtime: each case is a `tools/call` over the worker's session with its server.
 * A tool that hangs or crashes its server TOOL_EVENTS_MAX times in a worker (counted by the session,
 * which outlives the runtime remade for every slice) is exhausted, and so is every tool
 * once the session has given up on the server, and a tool shown not usable in this environment
 * (`evidence.unusable`); the other tools of a server that only dies on one tool keep being fuzzed
 * (each crash restarts the server).
 */
export function mcpToolRuntime(session: McpServerSession, tool: string, evidence: McpToolEvidence, pipeline?: CallPipeline): ToolRuntime {
  return {
    label: 'the server',
    get exhausted() {
      return evidence.unusable !== undefined || session.toolEvents(tool) >= TOOL_EVENTS_MAX || session.dead !== undefined;
    },
    async call(args: unknown, argsJson: string | undefined): Promise<RuntimeCall> {
      const events = session.toolEvents(tool);
      if (events >= TOOL_EVENTS_MAX)
        return { kind: 'crashed', detail: `${tool} hung or crashed the server ${events} times: it is not called again` };
      // The answer to a case sent ahead (CallPipeline), or a call now; a hang or crash sent ahead is made again now.
      const ahead = await pipeline?.take(argsJson);
      const tracked = ahead !== undefined && ahead.kind === 'answer' ? ahead : await session.callTracked(tool, args, argsJson);
      if (pipeline !== undefined) pipeline.lastOverlapped = tracked.overlapped;
      const call = tracked.call;
      if (call.kind === 'accepted' && call.isError === true) return readErrorAnswer(evidence, args, call);
      if (call.kind === 'hung' && evidence.probesHangs && evidence.schemaValid(args) === true) {
        // A hang whatever the args is the environment's (a host that never answers), not these args'.
        const reading = await evidence.read({ args, text: undefined });
        if (reading.kind === 'unusable')
          return { kind: 'accepted', isError: true, text: `no answer within ${call.afterMs} ms, as for any schema-valid args` };
      }
      return call;
    },
    // The session belongs to the worker's preparer, which closes it when the worker ends.
    dispose() {},
  };
}
