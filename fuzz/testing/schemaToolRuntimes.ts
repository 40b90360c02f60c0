import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { PathSegments } from '../model/argsPath.ts';
import type { RuntimeVerdict } from '../model/runtimeVerdict.ts';
import type { RuntimeCall, ToolRuntime } from '../producers/jsonSchema/toolRuntime.ts';
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

/** The verdict of an ajv validate function, as a runtime gives it. */
export function ajvVerdict(validate: ValidateFunction, args: unknown): RuntimeVerdict {
  if (validate(args) === true) return { kind: 'accepted' };
  return { kind: 'rejected', issues: [{ message: validate.errors?.[0]?.message ?? 'invalid', path: pathOf(validate, args) }] };
}

/** An in-memory runtime from a function of the args (undefined when the model omitted them); counts its calls. */
export function functionRuntime(label: string, verdictOf: (args: unknown) => RuntimeCall | Promise<RuntimeCall>): ToolRuntime & { calls: number; disposed: boolean } {
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
  return functionRuntime('ajv', (args) => ajvVerdict(validate, args ?? {}));
}

function ajvWith(schema: object, options: { unicode?: boolean; strictNumbers?: boolean }): ValidateFunction {
  const ajv = new Ajv2020({ strict: false, ownProperties: true, logger: false, ...options });
  addFormats.default(ajv, { mode: 'full' });
  return ajv.compile(schema);
}

/** A runtime that counts string length in UTF-16 code units (ajv's `unicode: false`), as JavaScript's `.length` does. */
export function utf16LengthRuntime(schema: object): ToolRuntime & { calls: number } {
  const validate = ajvWith(schema, { unicode: false, strictNumbers: true });
  return functionRuntime('utf16-lib 1.0.0', (args) => ajvVerdict(validate, args ?? {}));
}

/** A runtime that takes Infinity (JSON's 1e400) for a number, as `typeof x === 'number'` does. */
export function infinityRuntime(schema: object): ToolRuntime & { calls: number } {
  const validate = ajvWith(schema, { strictNumbers: false });
  return functionRuntime('lenient-lib 1.0.0', (args) => ajvVerdict(validate, args ?? {}));
}
