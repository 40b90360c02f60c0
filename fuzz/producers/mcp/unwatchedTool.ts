import { UNWATCHED } from '../../tool/callWatch.ts';
import type { PreparedTool } from '../../tool/preparedTool.ts';

/**
 * A prepared MCP tool whose calls the worker's watchdog does not time. A `tools/call` is I/O that
 * never blocks the worker and carries the client's own timeout (a hang then kills and restarts the
 * server); the watchdog would race that timeout, terminate the worker and orphan its server.
 */
export function unwatchedTool<Start>(prepared: PreparedTool<Start>): PreparedTool<Start> {
  return {
    ...prepared,
    supports: (source) => prepared.supports(source),
    make: (source, index) => prepared.make(source, index),
    evaluate: (input) => prepared.evaluate(input, UNWATCHED),
    schemaFinding: (ctx) => prepared.schemaFinding(ctx),
    refine: (observation, generated, ctx) => prepared.refine(observation, generated, ctx),
    shrink: (generated, observation, ctx, start) =>
      prepared.shrink(generated, observation, { ...ctx, hooks: { ...ctx.hooks, call() {}, done() {} } }, start),
    dispose: () => prepared.dispose(),
    get satisfiable() {
      return prepared.satisfiable;
    },
  };
}
