import { describeError } from '../errors/describeError.ts';
import { readCorpus, saveToCorpus } from '../corpus/regressionCorpus.ts';
import { replayCorpus } from '../corpus/replayCorpus.ts';
import { runCampaign } from '../engine/campaign.ts';
import { UsageError } from '../errors/usageError.ts';
import { buildReport } from '../report/buildReport.ts';
import { renderConsoleReport } from '../report/consoleReport.ts';
import { loadSpecSources } from '../specs/loadSpecSources.ts';
import { randomSpecTools } from '../specs/randomSpecTools.ts';
import { parseShard, shardTools } from '../specs/shardTools.ts';
import type { CliIo } from './cliIo.ts';
import { emitReports, reportTargets, shown } from './emitReports.ts';
import { EXIT } from './exitCodes.ts';
import { formatRunHelp } from './formatRunHelp.ts';
import { gateReport } from './gateReport.ts';
import { parseRunFlagsWithConfig } from '../config/parseRunFlagsWithConfig.ts';
import { shellQuote } from './shellQuote.ts';


// One line, redrawn in place: only ever on an interactive terminal (never under CI or NO_COLOR, never piped).
function progressLine(cases: number, findings: number, startedAt: Date, timeSeconds: number | undefined): string {
  const elapsed = (Date.now() - startedAt.getTime()) / 1000;
  const rate = elapsed > 0 ? Math.round(cases / elapsed) : 0;
  const left = timeSeconds === undefined ? '' : ` · ${Math.max(0, Math.ceil(timeSeconds - elapsed))}s left`;
  return `\r\u001b[K${cases} cases · ${rate} cases/s · ${findings} findings so far${left}`;
}

/** `toolfuzz run`: a campaign, its reports, and an exit code that gates CI. */
export async function runCommand(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(formatRunHelp());
    return EXIT.clean;
  }
  const options = await parseRunFlagsWithConfig(argv, io.cwd);
  const sources = await loadSpecSources(options.specs);
  const allTools = options.randomSpecs ? [...sources.tools, ...randomSpecTools(options.seed)] : sources.tools;
  const shard = options.shard === undefined ? undefined : parseShard(options.shard);
  const tools = shard === undefined ? allTools : shardTools(allTools, shard);
  if (tools.length === 0) throw new UsageError(`--shard ${options.shard} holds no tools (the campaign has ${allTools.length})`);
  const startedAt = new Date();
  const targets = reportTargets(io.cwd, startedAt, options);
  const header = `toolfuzz: fuzzing ${shown(io.cwd, options.subject)} with ${tools.length} tools${shard === undefined ? '' : ` (shard ${shard.index}/${shard.count} of ${allTools.length})`} · seed ${options.seed} · ${options.runs} runs per source${options.timeSeconds === undefined ? '' : ` · ${options.timeSeconds}s`}\n`;

  // Past findings first: even a run with a tiny budget checks every bug the corpus remembers.
  const corpusContents = readCorpus(options.corpus);
  const corpusReplay = await replayCorpus(options.subject, corpusContents, options.callTimeoutMs, tools.length);

  const abort = new AbortController();
  const onSignal = (): void => abort.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let result;
  try {
    result = await runCampaign({
      subjectPath: options.subject,
      tools,
      seed: options.seed,
      runs: options.runs,
      timeSeconds: options.timeSeconds,
      workers: options.workers,
      callTimeoutMs: options.callTimeoutMs,
      runBodies: options.runBodies,
      signal: abort.signal,
      onStarted: () => io.stderr(header),
      ...(io.interactive ? { onProgress: (cases: number, found: number) => io.stderr(progressLine(cases, found, startedAt, options.timeSeconds)) } : {}),
    });
  } finally {
    if (io.interactive) io.stderr('\r\u001b[K');
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  if (result.fatal !== undefined) throw new UsageError(result.fatal);
  const jsonShown = shown(io.cwd, targets.json);
  const built = buildReport({ ...result, findings: [...result.findings, ...corpusReplay.findings] }, {
    subject: options.subject,
    seed: options.seed,
    runs: options.runs,
    timeSeconds: options.timeSeconds,
    workers: options.workers,
    callTimeoutMs: options.callTimeoutMs,
    startedAt,
    tools,
    reproduce: (id) => `toolfuzz replay ${shellQuote(jsonShown)} --id ${id}`,
  });
  let saved: string[];
  try {
    saved = saveToCorpus(options.corpus, built.findings, startedAt);
  } catch (error) {
    throw new UsageError(`could not write the regression corpus ${shown(io.cwd, options.corpus)}: ${describeError(error)}`);
  }
  const report = {
    ...built,
    corpus: { dir: options.corpus, replayed: corpusReplay.replayed, unreadable: corpusContents.unreadable, saved: saved.length },
  };
  const gate = gateReport(report, options);
  try {
    emitReports(gate.report, targets, io);
  } catch (error) {
    throw new UsageError(`could not write the reports: ${describeError(error)}`);
  }
  io.stdout(renderConsoleReport(gate.report, { json: jsonShown, html: shown(io.cwd, targets.html) }, { color: io.color }, gate.notes));
  if (result.interrupted) return EXIT.interrupted;
  return gate.failing > 0 ? EXIT.findings : EXIT.clean;
}
