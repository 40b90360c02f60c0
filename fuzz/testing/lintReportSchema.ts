import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../schema/ajvFactory.ts';

/** Where the JSON Schema of the lint report ships (for users who validate reports themselves). */
export const LINT_REPORT_SCHEMA_URL = new URL('../lint/lint.schema.json', import.meta.url);

let compiled: ValidateFunction | undefined;

/** Every way `value` breaks lint.schema.json (`/lint/0/effect: must be equal to one of the allowed values`); empty for a valid lint report. */
export function lintReportSchemaErrors(value: unknown): string[] {
  // strict: a typo in the schema must fail loudly here, not silently accept every report.
  compiled ??= createAjv({ use: 'own-schema' }).compile(JSON.parse(readFileSync(LINT_REPORT_SCHEMA_URL, 'utf8')) as object);
  if (compiled(value)) return [];
  return (compiled.errors ?? []).map((e) => `${e.instancePath === '' ? '(top level)' : e.instancePath}: ${e.message ?? e.keyword}`);
}
