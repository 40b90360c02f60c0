import { readFileSync } from 'node:fs';
import type { JsonReport } from '../report/jsonReport.ts';

/** The JSON report a run wrote at `path`, parsed as is (fuzz/report/schema/readReportFile.ts is the checked reader). */
export function readJsonReport(path: string): JsonReport {
  return JSON.parse(readFileSync(path, 'utf8')) as JsonReport;
}
