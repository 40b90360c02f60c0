import { describeError } from '../errors/describeError.ts';
import { UsageError } from '../errors/usageError.ts';
import { renderConsoleReport } from '../report/consoleReport.ts';
import { type CampaignOutline, type RunFuzzOptions, runFuzz } from '../run/runFuzz.ts';
import { type CliIo, EXIT } from './cliIo.ts';
import { emitReports, reportTargets, shown } from './emitReports.ts';
import { shellQuote } from '../errors/userPaths.ts';

/** What a campaign command (run, mcp) hands to the shared run-and-report steps. */
export interface CampaignCommand {
  readonly options: RunFuzzOptions;
  /** Epoch ms the command started: the time budget counts from here. */
  readonly started: number;
  /** The header line(s) printed once fuzzing begins. */
  readonly header: (outline: CampaignOutline) => string;
}

// One line, redrawn in place: only ever on an interactive terminal (never under CI or NO_COLOR, never piped).
function progressLine(cases: number, findings: number, started: number, timeSeconds: number | undefined): string {
  const elapsed = (Date.now() - started) / 1000;
  const rate = elapsed > 0 ? Math.round(cases / elapsed) : 0;
  const left = timeSeconds === undefined ? '' : ` · ${Math.max(0, Math.ceil(timeSeconds - elapsed))}s left`;
  return `\r\u001b[K${cases} cases · ${rate} cases/s · ${findings} findings so far${left}`;
}

/**
 * The steps every campaign command shares: run the campaign with SIGINT/SIGTERM as an interrupt
 * and a live progress line, write every requested report, print the console report, and turn the
 * outcome into the exit code that gates CI.
 */
export async function runAndReport(command: CampaignCommand, io: CliIo): Promise<number> {
  const { options, started } = command;
  const targets = reportTargets(io.cwd, new Date(started), options);
  const jsonShown = shown(io.cwd, targets.json);
  const abort = new AbortController();
  const onSignal = (): void => abort.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let run;
  try {
    run = await runFuzz(
      options,
      { cwd: io.cwd, started, reproduce: (id) => `toolfuzz replay ${shellQuote(jsonShown)} --id ${id}` },
      {
        signal: abort.signal,
        onStarted: (outline) => io.stderr(command.header(outline)),
        ...(io.interactive
          ? { onProgress: (cases: number, found: number) => io.stderr(progressLine(cases, found, started, options.timeSeconds)) }
          : {}),
      },
    );
  } finally {
    if (io.interactive) io.stderr('\r\u001b[K');
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  const { report } = run;
  try {
    emitReports(report, targets, io);
  } catch (error) {
    throw new UsageError(`could not write the reports: ${describeError(error)}`);
  }
  io.stdout(renderConsoleReport(report, { json: jsonShown, html: shown(io.cwd, targets.html) }, { color: io.color }, run.notes));
  if (report.interrupted) return EXIT.interrupted;
  return run.failing > 0 ? EXIT.findings : EXIT.clean;
}
