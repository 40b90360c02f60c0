import { describeError } from '../../errors/describeError.ts';
import { pointerSegments } from '../../schema/jsonPointer.ts';
import type { RuntimeIssue } from '../../model/runtimeVerdict.ts';
import type { RuntimeCall, ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';

/** The parts of TypeBox's `@sinclair/typebox/value` module toolfuzz calls. */
export interface TypeBoxValueModule {
  readonly Value: {
    Check(schema: unknown, value: unknown): boolean;
    Errors(schema: unknown, value: unknown): Iterable<{ readonly type: number; readonly path: string; readonly message: string }>;
  };
  /** The error type enum (number → name, e.g. 31 → `Kind`). */
  readonly ValueErrorType?: Readonly<Record<number | string, string | number>>;
}

/** At most this many errors are read per call: `Value.Errors` lists every one, and the first few say enough. */
const MAX_ERRORS = 20;

/** How a TypeBox runtime is made: the schema and the user's own TypeBox value module. */
export interface TypeBoxRuntimeSettings {
  readonly schema: unknown;
  readonly value: TypeBoxValueModule;
  readonly label: string;
}

/**
 * The runtime verdict of a TypeBox schema: `Value.Check` of the user's own TypeBox, with
 * `Value.Errors` for the issues when it fails. An error of type `Kind` comes from a custom kind's
 * check function in TypeBox's registry: only code holds it, so it is hidden.
 */
export function typeboxRuntime(settings: TypeBoxRuntimeSettings): ToolRuntime {
  const { schema, value, label } = settings;
  const names = value.ValueErrorType;
  const kindCode = names?.['Kind'];
  return {
    label,
    call(args: unknown): RuntimeCall {
      try {
        if (value.Value.Check(schema, args)) return { kind: 'accepted', output: args };
        const issues: RuntimeIssue[] = [];
        for (const error of value.Value.Errors(schema, args)) {
          const code = names?.[error.type];
          issues.push({
            message: error.message,
            path: pointerSegments(error.path, { data: args }),
            ...(typeof code === 'string' ? { code } : {}),
            ...(kindCode !== undefined && error.type === kindCode ? { hidden: true } : {}),
          });
          if (issues.length >= MAX_ERRORS) break;
        }
        return { kind: 'rejected', issues: issues.length > 0 ? issues : [{ message: 'Value.Check returned false' }] };
      } catch (thrown) {
        return { kind: 'threw', error: describeError(thrown) };
      }
    },
    dispose() {},
  };
}
