import { displayPath, shellQuote } from '../errors/userPaths.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { runFuzz } from '../run/runFuzz.ts';
import type { FuzzOptions } from './fuzzOptions.ts';
import { callCwd, fuzzRunOptions, stopWhenFoundOf } from './fuzzRunOptions.ts';
import { writeRequestedReports } from './writeRequestedReports.ts';

/**
 * Fuzzes a subject against spec sources and resolves to the JSON report (the one `--json` writes):
 * `toolfuzz run` as a function. Options are the run flags as an object, with the CLI's defaults and
 * checks: a bad option rejects with the CLI's one-line UsageError before anything runs. Report files
 * are written only when asked for. Findings do not reject: they are in `report.findings` (and, with
 * a baseline, the failing ones in `report.baseline.fresh`).
 */
export async function fuzz(options: FuzzOptions = {}): Promise<JsonReport> {
  // The time budget counts from the call, as the CLI's counts from its start.
  const started = Date.now();
  const cwd = callCwd(options.cwd);
  const run = fuzzRunOptions(options, cwd);
  const stopWhenFound = stopWhenFoundOf(options.stopWhenFound);
  // A finding replays from the JSON report: from the file when one is written, else from wherever the caller saves it.
  const reportShown = run.json === undefined ? '<report.json>' : shellQuote(displayPath(run.json, cwd));
  const { report } = await runFuzz(
    run,
    { cwd, started, reproduce: (id) => `toolfuzz replay ${reportShown} --id ${id}` },
    {
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
      ...(stopWhenFound === undefined ? {} : { stopWhenFound }),
    },
  );
  writeRequestedReports(report, run);
  return report;
}
