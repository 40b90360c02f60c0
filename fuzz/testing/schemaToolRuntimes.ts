import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { PathSegments } from '../model/argsPath.ts';
import type { RuntimeVerdict } from '../model/runtimeVerdict.ts';
import type { RuntimeCall, ToolRuntime } from '../tool/schemaTool/toolRuntime.ts';
import { referenceValidator } from './jsonSchemaAjv.ts';

function pathOf(validate: ValidateFunction, data: unknown): PathSegments {
  const error = validate.errors?.[0];
  if (error === undefined || error.instancePath === '') return [];
  let at: unknown = data;
  return error.instancePath
    .slice(1)
    .split('/')
    .map((segment) => {
      const index = Array.isArray(at) && /^\d+$/.test(segment);
      at = (at as Record<string, unknown> | undefined)?.[segment];
      return index ? Number(segment) : segment;
    });
}

/** The verdict of an ajv validate function, as a runtime gives it; omitted args (undefined) are judged as `{}`, as MCP clients send them. */
export function ajvVerdict(validate: ValidateFunction, args: unknown): RuntimeVerdict {
  const data = args === undefined ? {} : args;
  try {
    if (validate(data) === true) return { kind: 'accepted' };
  } catch (error) {
    // ajv's uniqueItems calls an own `valueOf`/`toString` key: a judge that cannot judge rejects.
    return { kind: 'rejected', issues: [{ message: `ajv threw: ${String(error)}` }] };
  }
  return { kind: 'rejected', issues: [{ message: validate.errors?.[0]?.message ?? 'invalid', path: pathOf(validate, data) }] };
}

/** An in-memory runtime from a function of the args (undefined when the model omitted them); counts its calls. */
export function functionRuntime(
  label: string,
  verdictOf: (args: unknown) => RuntimeCall | Promise<RuntimeCall>,
): ToolRuntime & { calls: number; disposed: boolean } {
  const runtime = {
    label,
    calls: 0,
    disposed: false,
    async call(args: unknown) {
      runtime.calls++;
      return verdictOf(args);
    },
    dispose() {
      runtime.disposed = true;
    },
  };
  return runtime;
}

/** A runtime that is ajv (the tests' reference judge) on the same schema: it agrees with the schema, always. */
export function ajvRuntime(schema: object): ToolRuntime & { calls: number } {
  const validate = referenceValidator(schema);
  return functionRuntime('ajv', (args) => ajvVerdict(validate, args));
}

function ajvWith(schema: object, options: { unicode?: boolean; strictNumbers?: boolean }): ValidateFunction {
  const ajv = new Ajv2020({ strict: false, ownProperties: true, logger: false, ...options });
  addFormats.default(ajv, { mode: 'full' });
  return ajv.compile(schema);
}

/** A runtime that counts string length in UTF-16 code units (ajv's `unicode: false`), as JavaScript's `.length` does. */
export function utf16LengthRuntime(schema: object): ToolRuntime & { calls: number } {
  const validate = ajvWith(schema, { unicode: false, strictNumbers: true });
  return functionRuntime('utf16-lib 1.0.0', (args) => ajvVerdict(validate, args));
}

/** A runtime that rejects Infinity (JSON's 1e400, a number JSON Schema allows), as zod, valibot, TypeBox and arktype do. */
export function finiteOnlyRuntime(schema: object): ToolRuntime & { calls: number } {
  const validate = ajvWith(schema, { strictNumbers: true });
  return functionRuntime('finite-lib 1.0.0', (args) => ajvVerdict(validate, args));
}

/** One issue of a Standard Schema result. */
interface StandardIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** The part of a Standard Schema (`~standard`) a runtime calls. */
interface StandardSchemaLike {
  readonly '~standard': { validate(value: unknown): unknown };
}

/** A runtime over a Standard Schema's `validate` (zod, valibot, arktype), as the tests' stand-in for a library runtime. */
export function standardSchemaRuntime(label: string, schema: StandardSchemaLike): ToolRuntime & { calls: number } {
  return functionRuntime(label, async (args) => {
    const result = (await schema['~standard'].validate(args)) as { issues?: readonly StandardIssue[]; value?: unknown };
    if (result.issues === undefined) return { kind: 'accepted', output: result.value };
    return {
      kind: 'rejected',
      issues: result.issues.map((issue) => ({
        message: issue.message,
        path: (issue.path ?? []).map((segment) => {
          const key = typeof segment === 'object' ? segment.key : segment;
          return typeof key === 'number' ? key : String(key);
        }),
      })),
    };
  });
}
