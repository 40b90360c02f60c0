import { describeError } from '../../errors/describeError.ts';
import type { RuntimeCall, ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';
import { withTimeout } from '../../tool/withTimeout.ts';
import { standardIssues } from './standardIssues.ts';

/** What a Standard Schema's `~standard` holds that toolfuzz calls. */
interface StandardProps {
  validate(value: unknown): unknown;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** How a Standard Schema runtime is made: the schema, its library (for issue codes) and the per-call limit. */
export interface StandardRuntimeSettings {
  readonly schema: { readonly '~standard': StandardProps };
  readonly library: string;
  readonly label: string;
  readonly callTimeoutMs: number;
}

/**
 * The runtime verdict of a Standard Schema (zod, valibot, arktype, ...): `~standard.validate`,
 * awaited when it returns a promise (an async refine), bounded by the call limit. A result with
 * `issues` is a rejection; any other is acceptance, with the parsed value (a transform's output is
 * not a rejection). A throw, or a rejected promise, is `threw`.
 */
export function standardRuntime(settings: StandardRuntimeSettings): ToolRuntime {
  const { schema, library, label, callTimeoutMs } = settings;
  const verdictOf = (result: unknown): RuntimeCall => {
    if (typeof result !== 'object' || result === null)
      return { kind: 'threw', error: `~standard.validate returned ${result === null ? 'null' : typeof result}, not a result` };
    const issues = (result as { issues?: unknown }).issues;
    if (issues === undefined) return { kind: 'accepted', output: (result as { value?: unknown }).value };
    return { kind: 'rejected', issues: standardIssues(library, issues) };
  };
  return {
    label,
    // Synchronous unless validate answered with a promise (an async refine): then bounded by the call limit.
    call(args: unknown): RuntimeCall | Promise<RuntimeCall> {
      let result: unknown;
      try {
        result = schema['~standard'].validate(args);
      } catch (thrown) {
        return { kind: 'threw', error: describeError(thrown) };
      }
      if (!isThenable(result)) return verdictOf(result);
      return withTimeout(Promise.resolve(result), callTimeoutMs).then((settled): RuntimeCall => {
        if (settled.status === 'timeout') return { kind: 'hung', afterMs: callTimeoutMs };
        if (settled.status === 'rejected') return { kind: 'threw', error: describeError(settled.reason) };
        return verdictOf(settled.value);
      });
    },
    dispose() {},
  };
}
