import { describeError } from '../errors/describeError.ts';
import { UsageError } from '../errors/usageError.ts';
import { renderHtmlReport } from '../report/html/renderHtmlReport.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { renderJunit } from '../report/junit/renderJunit.ts';
import { writeFileAtomic } from '../errors/userPaths.ts';

/** The report files a caller asked for (absolute paths); absent ones are not written. */
export interface RequestedReports {
  readonly json: string | undefined;
  readonly html: string | undefined;
  readonly junit: string | undefined;
}

/**
 * Writes only the reports asked for, atomically, JSON first (it is the source of truth). Unlike the
 * CLI, a library call writes nothing into the user's project by default: the report is its return value.
 */
export function writeRequestedReports(report: JsonReport, targets: RequestedReports): void {
  try {
    if (targets.json !== undefined) writeFileAtomic(targets.json, `${JSON.stringify(report, null, 2)}\n`);
    if (targets.html !== undefined) writeFileAtomic(targets.html, renderHtmlReport(report));
    if (targets.junit !== undefined) writeFileAtomic(targets.junit, renderJunit(report));
  } catch (error) {
    throw new UsageError(`could not write the reports: ${describeError(error)}`);
  }
}
