import { readFileSync } from 'node:fs';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../../schema/ajvFactory.ts';
import { pointerTokens } from '../../schema/jsonPointer.ts';
import type { JsonReport } from '../jsonReport.ts';

/** Where the JSON Schema of the report ships (also for users who validate reports themselves). */
export const REPORT_SCHEMA_URL = new URL('./report.schema.json', import.meta.url);

/** The JSON Schema of the report (report.schema.json), parsed. */
export const REPORT_SCHEMA: Readonly<Record<string, unknown>> = JSON.parse(readFileSync(REPORT_SCHEMA_URL, 'utf8')) as Record<
  string,
  unknown
>;

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (compiled === undefined) {
    // strict: a typo in the schema must fail loudly here, not silently accept every report.
    compiled = createAjv({ use: 'own-schema' }).compile(REPORT_SCHEMA);
  }
  return compiled;
}

function location(instancePath: string): string {
  let out = '';
  for (const segment of pointerTokens(instancePath) ?? []) {
    out += /^\d+$/.test(segment)
      ? `[${segment}]`
      : /^[A-Za-z_$][\w$]*$/.test(segment)
        ? `${out === '' ? '' : '.'}${segment}`
        : `[${JSON.stringify(segment)}]`;
  }
  return out === '' ? '(top level)' : out;
}

function describe(error: ErrorObject): string {
  const params = error.params as { allowedValues?: unknown[]; additionalProperty?: string; allowedValue?: unknown };
  let detail = '';
  if (error.keyword === 'enum' && params.allowedValues !== undefined)
    detail = ` (${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`;
  if (error.keyword === 'const') detail = ` (${JSON.stringify(params.allowedValue)})`;
  if (error.keyword === 'additionalProperties' && params.additionalProperty !== undefined)
    detail = ` (${JSON.stringify(params.additionalProperty)})`;
  return `${location(error.instancePath)}: ${error.message ?? error.keyword}${detail}`;
}

const COMPOSITE = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not']);

function segments(error: ErrorObject): string[] {
  return error.instancePath === '' ? [] : error.instancePath.split('/').slice(1);
}

// Earlier array elements first (findings[0] before findings[1]); inside one value, the deeper failure
// first, since ajv lists every oneOf branch's failures and the deepest one says what is wrong.
function compare(a: { error: ErrorObject; index: number }, b: { error: ErrorObject; index: number }): number {
  const x = segments(a.error);
  const y = segments(b.error);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    return /^\d+$/.test(x[i] as string) && /^\d+$/.test(y[i] as string) ? Number(x[i]) - Number(y[i]) : a.index - b.index;
  }
  return y.length - x.length || a.index - b.index;
}

function rank(errors: readonly ErrorObject[]): ErrorObject[] {
  const leaves = errors.filter((e) => !COMPOSITE.has(e.keyword));
  const pool = leaves.length > 0 ? leaves : [...errors];
  return pool
    .map((error, index) => ({ error, index }))
    .sort(compare)
    .map((x) => x.error);
}

/** Every way `value` breaks the report schema, most telling first (`findings[0].kind: must be ...`); empty when it is a valid report. */
export function reportSchemaErrors(value: unknown): string[] {
  const validate = validator();
  if (validate(value)) return [];
  return rank(validate.errors ?? []).map(describe);
}

/** Whether `value` is a report this version of toolfuzz can read. */
export function isValidReport(value: unknown): value is JsonReport {
  return reportSchemaErrors(value).length === 0;
}
