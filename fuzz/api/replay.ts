import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUN_FLAGS } from '../options/runFlags.ts';
import { flagUsage, numberFits, numericRange } from '../options/flagValue.ts';
import { displayPath } from '../errors/userPaths.ts';
import { UsageError } from '../errors/usageError.ts';
import { replayCases } from '../engine/replayFinding.ts';
import { findAgain } from '../producers/producerRegistry.ts';
import type { JsonReport, ReportFinding } from '../report/jsonReport.ts';
import { readReportFile } from '../report/schema/readReportFile.ts';
import type { PathOption } from './fuzzOptions.ts';
import { callCwd } from './fuzzRunOptions.ts';
import type { ReplayedFinding, ReplayOptions, ReplayResult } from './replayOptions.ts';

function pathOf(value: PathOption, cwd: string): string {
  return value instanceof URL ? fileURLToPath(value) : resolve(cwd, value);
}

// A report file is checked against report.schema.json, as `toolfuzz replay` checks it.
function reportOf(given: ReplayOptions['report'], cwd: string): { report: JsonReport; shownAs: string } {
  if (typeof given === 'string' || given instanceof URL) {
    const path = pathOf(given, cwd);
    const shownAs = displayPath(path, cwd);
    return { report: readReportFile(path, shownAs), shownAs };
  }
  // The object fuzz() resolved to is typed already: only what replay reads is checked, for JavaScript callers.
  const { subject, findings, budget } = (given ?? {}) as Partial<JsonReport>;
  if (typeof subject !== 'string' || !Array.isArray(findings) || typeof budget?.callTimeoutMs !== 'number') {
    throw new UsageError('replay: report must be a JSON report file or the report object fuzz() resolved to');
  }
  return { report: given as JsonReport, shownAs: 'the report' };
}

function chosenFindings(report: JsonReport, ids: readonly string[] | undefined, shownAs: string): readonly ReportFinding[] {
  if (ids === undefined) return report.findings;
  return ids.map((id) => {
    const finding = report.findings.find((f) => f.id === id);
    if (finding === undefined)
      throw new UsageError(`${shownAs}: no finding ${id} (it has ${report.findings.map((f) => f.id).join(', ') || 'none'})`);
    return finding;
  });
}

/**
 * Runs findings' minimal cases again, as `toolfuzz replay` does, and resolves to data: each finding
 * still failing or fixed. A subject that cannot load, a bad report or an unknown id rejects with a
 * one-line UsageError.
 */
export async function replay(options: ReplayOptions): Promise<ReplayResult> {
  const cwd = callCwd(options.cwd);
  const { report, shownAs } = reportOf(options.report, cwd);
  const findings = chosenFindings(report, options.ids, shownAs);
  const subject = options.subject === undefined ? report.subject : pathOf(options.subject, cwd);
  const timeout = options.callTimeoutMs ?? report.budget.callTimeoutMs;
  const row = RUN_FLAGS.callTimeoutMs;
  if (!numberFits(row, timeout))
    throw new UsageError(`${flagUsage(row)} must be ${numericRange(row)}, got ${JSON.stringify(String(timeout))}`);
  // A toolfuzz mcp report's findings replay against the server it names (started again), never another subject.
  if (report.server !== undefined && options.subject !== undefined)
    throw new UsageError(
      `replay: ${shownAs} is a toolfuzz mcp report: its findings replay against the server it names, not options.subject`,
    );
  const targets = await findAgain(findings, {
    subject,
    server: report.server,
    cwd,
    callTimeoutMs: timeout,
    framework: report.framework,
    provider: report.provider,
  });
  const outcomes = await replayCases(targets, { subjectPath: subject, cwd, callTimeoutMs: timeout });
  const replayed = findings.map((finding, index): ReplayedFinding => {
    const outcome = outcomes[index] ?? { status: 'error', message: 'the replay produced no result', usage: false };
    if (outcome.status === 'error') throw outcome.usage ? new UsageError(outcome.message) : new Error(outcome.message);
    const { id, kind, blame, tool } = finding;
    return { id, kind, blame, tool, status: outcome.status, observations: outcome.observations };
  });
  return { subject, findings: replayed, stillFailing: replayed.filter((f) => f.status === 'still-failing').length };
}
