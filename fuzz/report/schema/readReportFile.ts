import { readFileSync } from 'node:fs';
import { UsageError } from '../../errors/usageError.ts';
import type { JsonReport } from '../jsonReport.ts';
import { reportSchemaErrors } from './reportSchema.ts';
import { upgradeReport } from './upgradeReport.ts';

// A truncated or foreign file must stop a merge with its name and what is wrong, never half-merge.
/** Reads a JSON report (a version 1 report upgraded to today's shape) checked against report.schema.json, or throws a one-line UsageError naming `shownAs` and the first schema error. */
export function readReportFile(path: string, shownAs: string): JsonReport {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new UsageError(code === 'ENOENT' ? `report not found: ${shownAs}` : `cannot read ${shownAs}: ${String(code ?? error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `${shownAs}: not a toolfuzz JSON report (invalid JSON: ${error instanceof Error ? error.message : String(error)})`,
    );
  }
  value = upgradeReport(value);
  const errors = reportSchemaErrors(value);
  const first = errors[0];
  if (first !== undefined) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    throw new UsageError(`${shownAs}: not a valid toolfuzz JSON report: ${first}${more}`);
  }
  return value as JsonReport;
}
