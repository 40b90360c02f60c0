import { appendFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { githubAnnotations, githubStepSummary } from '../report/github/githubActions.ts';
import { renderHtmlReport } from '../report/html/renderHtmlReport.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { renderJunit } from '../report/junit/renderJunit.ts';
import { writeFileAtomic } from '../errors/userPaths.ts';
import type { CliIo } from './cliIo.ts';

/** Where each report of a run goes. */
export interface ReportTargets {
  /** The JSON report (always written). */
  readonly json: string;
  /** The HTML report (always written; by default next to the JSON, plus a copy in reports/latest). */
  readonly html: string;
  readonly junit: string | undefined;
  /** The reports/latest copy of the HTML report, when the default location is used. */
  readonly latest: string | undefined;
}

/** Picks the report paths: flags win; otherwise reports/<timestamp>/ under the cwd. */
export function reportTargets(
  cwd: string,
  startedAt: Date,
  flags: { json: string | undefined; html: string | undefined; junit: string | undefined },
): ReportTargets {
  const folder = join(
    cwd,
    'reports',
    startedAt
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z'),
  );
  return {
    json: flags.json ?? join(folder, 'report.json'),
    html: flags.html ?? join(folder, 'index.html'),
    junit: flags.junit,
    latest: flags.html === undefined ? join(cwd, 'reports', 'latest', 'index.html') : undefined,
  };
}

/** Writes every requested report atomically (JSON first: it is the source of truth), and the GitHub Actions extras. */
export function emitReports(report: JsonReport, targets: ReportTargets, io: CliIo): void {
  writeFileAtomic(targets.json, `${JSON.stringify(report, null, 2)}\n`);
  const html = renderHtmlReport(report);
  writeFileAtomic(targets.html, html);
  if (targets.latest !== undefined) writeFileAtomic(targets.latest, html);
  if (targets.junit !== undefined) writeFileAtomic(targets.junit, renderJunit(report));
  if (io.env['GITHUB_ACTIONS'] === 'true') {
    const summary = io.env['GITHUB_STEP_SUMMARY'];
    if (summary !== undefined && summary !== '') appendFileSync(summary, githubStepSummary(report));
    for (const line of githubAnnotations(report)) io.stdout(`${line}\n`);
  }
}

/** A path as the user should see it: relative to the cwd when below it. */
export function shown(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel === '' || rel.startsWith('..') ? path : rel;
}
