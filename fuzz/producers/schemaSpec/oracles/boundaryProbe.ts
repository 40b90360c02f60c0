import { describeError } from '../../../errors/describeError.ts';
import type { SchemaSpec } from '../../../reference/schemaSpec.ts';
import type { Subject } from '../../../subject/subject.ts';
import { withTimeout } from '../../../tool/withTimeout.ts';
import type { BoundaryObservation } from '../../../judge/caseVerdicts.ts';

export type { BoundaryObservation } from '../../../judge/caseVerdicts.ts';

/** A tool built with the subject's defineTool around a body that only records what it got. */
export interface BoundaryProbe {
  observe(args: unknown, baseline: string, timeoutMs: number): Promise<BoundaryObservation>;
}

const PROBE_RESULT = Symbol('probe result');

function readError(thrown: unknown): { errorCode?: string; errorMessage?: string } {
  try {
    const code = (thrown as { code?: unknown } | null)?.code;
    const message = (thrown as { message?: unknown } | null)?.message;
    return {
      ...(code === undefined ? {} : { errorCode: String(code) }),
      errorMessage: typeof message === 'string' ? message : describeError(thrown),
    };
  } catch {
    return { errorMessage: describeError(thrown) };
  }
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '[unserialisable]';
  }
}

/** Builds a probe for `spec`, or returns undefined when the subject has no defineTool (or it throws). */
export function createBoundaryProbe(subject: Subject, spec: SchemaSpec, name: string): BoundaryProbe | string | undefined {
  if (subject.defineTool === undefined) return undefined;
  let received: { args: unknown } | undefined;
  let tool: { execute(args: unknown, ctx?: unknown): unknown };
  try {
    tool = subject.defineTool({
      name,
      description: 'toolfuzz boundary probe',
      schema: spec,
      execute: (args: unknown) => {
        received = { args };
        return PROBE_RESULT;
      },
    });
    if (typeof tool?.execute !== 'function') return 'defineTool returned no execute function';
  } catch (thrown) {
    return `defineTool threw ${describeError(thrown)}`;
  }
  return {
    async observe(args, baseline, timeoutMs) {
      received = undefined;
      let pending: unknown;
      try {
        pending = tool.execute(args);
      } catch (thrown) {
        const mutatedArgs = json(args) !== baseline;
        return { reached: received !== undefined, sameArgs: undefined, outcome: 'threw-synchronously', mutatedArgs, ...readError(thrown) };
      }
      const settled = await withTimeout(Promise.resolve(pending), timeoutMs);
      const got = received as { args: unknown } | undefined;
      const reached = got !== undefined;
      const sameArgs = got === undefined ? undefined : got.args === args;
      const mutatedArgs = json(args) !== baseline;
      const base = { reached, sameArgs, mutatedArgs, ...(got !== undefined && got.args !== args ? { received: json(got.args) } : {}) };
      if (settled.status === 'timeout') return { ...base, outcome: 'timeout' };
      if (settled.status === 'rejected') return { ...base, outcome: 'rejected', ...readError(settled.reason) };
      return { ...base, outcome: 'resolved' };
    },
  };
}
