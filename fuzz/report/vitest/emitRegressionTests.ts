import { isAbsolute, join, resolve } from 'node:path';
import { UsageError } from '../../errors/usageError.ts';
import type { JsonReport, ReportFinding } from '../jsonReport.ts';
import { writeFileAtomic } from '../../errors/userPaths.ts';
import { regressionTestFile, regressionTestName } from './regressionTest.ts';

/** Which findings to write, where, and against which subject. */
export interface EmitRegressionTestsOptions {
  /** Finding ids to write (`F1`); undefined: every finding of the report. */
  readonly ids: readonly string[] | undefined;
  /** The folder the test files go to (made when missing). */
  readonly dir: string;
  /** The subject the tests replay against; undefined: the report's own (an MCP report: its server). */
  readonly subject: string | undefined;
  /** How messages name the report. */
  readonly shownAs: string;
}

function chosen(report: JsonReport, ids: readonly string[] | undefined, shownAs: string): readonly ReportFinding[] {
  if (ids === undefined) return report.findings;
  return ids.map((id) => {
    const finding = report.findings.find((f) => f.id === id);
    if (finding === undefined)
      throw new UsageError(`${shownAs}: no finding ${id} (it has ${report.findings.map((f) => f.id).join(', ') || 'none'})`);
    return finding;
  });
}

/**
 * Writes one vitest regression test per chosen finding into `dir` (`toolfuzz replay --emit-vitest`),
 * each self-contained (the finding's args, schema and target embedded) and atomic on disk. Returns
 * the files written, in the report's finding order.
 */
export function emitRegressionTests(report: JsonReport, options: EmitRegressionTestsOptions): string[] {
  const findings = chosen(report, options.ids, options.shownAs);
  const dir = resolve(options.dir);
  const subjectPath = options.subject ?? report.subject;
  const subject = report.server !== undefined ? undefined : isAbsolute(subjectPath) ? subjectPath : resolve(subjectPath);
  return findings.map((finding) => {
    const testFile = join(dir, regressionTestName(finding));
    writeFileAtomic(testFile, regressionTestFile(report, finding, { testFile, subject }));
    return testFile;
  });
}
