import { describeError } from '../errors/describeError.ts';
import { libraryLabel } from '../model/libraryLabel.ts';
import { UsageError } from '../errors/usageError.ts';
import { renderConsoleReport } from '../report/consoleReport.ts';
import { type CampaignOutline, runFuzz } from '../run/runFuzz.ts';
import { runOptionsWithConfig } from '../config/parseRunFlagsWithConfig.ts';
import { parseCommandArgs } from './commandArgs.ts';
import { formatCommandHelp } from './commandHelp.ts';
import type { CliIo } from './cliIo.ts';
import { emitReports, reportTargets, shown } from './emitReports.ts';
import { EXIT } from './exitCodes.ts';
import { RUN_COMMAND } from './runFlags.ts';
import type { RunOptions } from './runOptions.ts';
import { shellQuote } from './shellQuote.ts';

// One line, redrawn in place: only ever on an interactive terminal (never under CI or NO_COLOR, never piped).
/** The live progress line: cases, rate, findings and the time left, redrawn in place. */
export function progressLine(cases: number, findings: number, started: number, timeSeconds: number | undefined): string {
  const elapsed = (Date.now() - started) / 1000;
  const rate = elapsed > 0 ? Math.round(cases / elapsed) : 0;
  const left = timeSeconds === undefined ? '' : ` · ${Math.max(0, Math.ceil(timeSeconds - elapsed))}s left`;
  return `\r\u001b[K${cases} cases · ${rate} cases/s · ${findings} findings so far${left}`;
}

// A library subject says what made the schemas it is fuzzed against: `(zod 4.6.7 via z.toJSONSchema)`.
function librariesOf(tools: CampaignOutline['tools']): string {
  const labels = [...new Set(tools.flatMap((tool) => (tool.producer === 'library' ? [libraryLabel(tool.library)] : [])))];
  if (labels.length === 0) return '';
  return ` (${labels.length > 3 ? `${labels.slice(0, 3).join('; ')}; …` : labels.join('; ')})`;
}

function header(io: CliIo, options: RunOptions, outline: CampaignOutline): string {
  const { tools, shard, allTools, runs } = outline;
  const budget = Number.isFinite(runs) ? `${runs} runs per source` : 'no cap on runs';
  return `toolfuzz: fuzzing ${shown(io.cwd, options.subject)}${librariesOf(tools)} with ${tools.length} tools${shard === undefined ? '' : ` (shard ${shard.index}/${shard.count} of ${allTools})`} · seed ${options.seed} · ${budget}${options.timeSeconds === undefined ? '' : ` · ${options.timeSeconds}s`}\n`;
}

/** `toolfuzz run`: a campaign, its reports, and an exit code that gates CI. */
export async function runCommand(argv: readonly string[], io: CliIo): Promise<number> {
  // The time budget counts from here: loading, the corpus, fuzzing and the reports all share it.
  const started = Date.now();
  const args = parseCommandArgs(argv, RUN_COMMAND, io.cwd);
  if (args.help) {
    io.stdout(formatCommandHelp(RUN_COMMAND));
    return EXIT.clean;
  }
  const options = await runOptionsWithConfig(args.given, io.cwd);
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
        onStarted: (outline) => io.stderr(header(io, options, outline)),
        ...(io.interactive ? { onProgress: (cases: number, found: number) => io.stderr(progressLine(cases, found, started, options.timeSeconds)) } : {}),
      },
    );
  } finally {
    if (io.interactive) io.stderr('\r\u001b[K');
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  try {
    emitReports(run.report, targets, io);
  } catch (error) {
    throw new UsageError(`could not write the reports: ${describeError(error)}`);
  }
  io.stdout(renderConsoleReport(run.report, { json: jsonShown, html: shown(io.cwd, targets.html) }, { color: io.color }, run.notes));
  if (run.report.interrupted) return EXIT.interrupted;
  return run.failing > 0 ? EXIT.findings : EXIT.clean;
}
