import { UNWATCHED } from '../../tool/callWatch.ts';
import type { PreparedTool } from '../../tool/preparedTool.ts';
import type { CallPipeline } from './callPipeline.ts';
import type { McpServerSession } from './mcpServerSession.ts';

/**
 * A prepared MCP tool whose cases are sent ahead through `pipeline` (see CallPipeline). What the
 * report says stays what calls made one at a time say: a case that answered while other calls were in
 * flight and shows a drift is judged again once every call has settled, alone, and that judgement is
 * the one kept; refining and shrinking run alone too (no case is sent ahead while they run).
 */
export function pipelinedTool<Start>(
  prepared: PreparedTool<Start>,
  pipeline: CallPipeline,
  session: McpServerSession,
): PreparedTool<Start> {
  return {
    ...prepared,
    supports: (source) => prepared.supports(source),
    upcoming: (source, _from, to) => pipeline.upcoming(source, to),
    make: (source, index) => pipeline.make((s, i) => prepared.make(s, i), source, index),
    async evaluate(input, watch) {
      pipeline.armed = true;
      pipeline.lastOverlapped = false;
      let evaluation;
      try {
        evaluation = await prepared.evaluate(input, watch);
      } finally {
        pipeline.armed = false;
      }
      if (!pipeline.lastOverlapped || evaluation.observations.length === 0) return evaluation;
      await session.drained();
      return prepared.evaluate(input, UNWATCHED);
    },
    schemaFinding: (ctx) => prepared.schemaFinding(ctx),
    async refine(observation, generated, ctx) {
      await session.drained();
      return prepared.refine(observation, generated, ctx);
    },
    async shrink(generated, observation, ctx, start) {
      await session.drained();
      return prepared.shrink(generated, observation, ctx, start);
    },
    dispose: () => prepared.dispose(),
    get satisfiable() {
      return prepared.satisfiable;
    },
  };
}
