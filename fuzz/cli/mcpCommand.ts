import { describeError } from '../errors/describeError.ts';
import { UsageError } from '../errors/usageError.ts';
import { describeTarget } from '../producers/mcp/describeTarget.ts';
import { loadMcpTools, type LoadedMcpTools } from '../producers/mcp/loadMcpTools.ts';
import { connectTimeoutMs } from '../producers/mcp/connectTimeout.ts';
import { renderConsoleReport } from '../report/consoleReport.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { runFuzz } from '../run/runFuzz.ts';
import type { CliIo } from './cliIo.ts';
import { parseCommand } from './commandArgs.ts';
import { formatCommandHelp } from './commandHelp.ts';
import { emitReports, reportTargets, shown } from './emitReports.ts';
import { EXIT } from './exitCodes.ts';
import { MCP_COMMAND, type McpOptions } from './mcpFlags.ts';
import { mcpTarget } from './mcpTarget.ts';
import { progressLine } from './runCommand.ts';
import type { RunOptions } from './runOptions.ts';
import { shellQuote } from './shellQuote.ts';

// What `run` would need of a SchemaSpec campaign, emptied: the tools come ready-made from the server.
// The corpus keys entries by `subject`, the server's command line: an entry replays (in a replay
// worker that starts the server again) only against the same command.
function runOptionsOf(options: McpOptions, subject: string): RunOptions {
  const { seed, runs, timeSeconds, json, html, junit, workers, callTimeoutMs, baseline, failOnStale, providers, lintGate, corpus } = options;
  return { subject, specs: [], randomSpecs: false, seed, runs, timeSeconds, json, html, junit, workers, runBodies: false, providers, lintGate, callTimeoutMs, baseline, failOnStale, corpus, shard: undefined, config: undefined };
}

function header(options: McpOptions, loaded: LoadedMcpTools, subject: string, runs: number): string {
  const { serverInfo } = loaded.server;
  const name = [serverInfo?.name, serverInfo?.version].filter((part) => part !== undefined).join(' ');
  const budget = Number.isFinite(runs) ? `${runs} runs per source` : 'no cap on runs';
  const lines = [
    `toolfuzz: fuzzing MCP server ${name === '' ? subject : `${name} (${subject})`} with ${loaded.tools.length} tools (${loaded.skipped.length} skipped) · seed ${options.seed} · ${budget}${options.timeSeconds === undefined ? '' : ` · ${options.timeSeconds}s`}`,
    ...loaded.skipped.map((skip) => `  skipped ${skip.tool}: ${skip.reason}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** `toolfuzz mcp`: lists an MCP server's tools, fuzzes the ones opted in over tools/call, and writes run's reports. */
export async function mcpCommand(argv: readonly string[], io: CliIo): Promise<number> {
  // The time budget counts from here: starting the server and listing its tools share it.
  const started = Date.now();
  const parsed = parseCommand(argv, MCP_COMMAND, io.cwd);
  if (parsed.kind === 'help') {
    io.stdout(formatCommandHelp(MCP_COMMAND));
    return EXIT.clean;
  }
  const { options, positionals } = parsed;
  const target = mcpTarget(argv, positionals, options.url, io.cwd);
  const subject = describeTarget(target);
  const budgetLeft = options.timeSeconds === undefined ? Number.POSITIVE_INFINITY : options.timeSeconds * 1000 - (Date.now() - started);
  const loaded = await loadMcpTools(
    target,
    { ...(options.tools === undefined ? {} : { tools: options.tools }), allTools: options.allTools },
    { cwd: io.cwd, timeoutMs: Math.max(1000, Math.min(connectTimeoutMs(options.callTimeoutMs), budgetLeft)) },
  );
  if (loaded.tools.length === 0) {
    const why = loaded.listed === 0 ? 'lists no tools' : `lists ${loaded.listed} tools, none of them opted in (${loaded.skipped.map((skip) => skip.tool).join(', ')}: not annotated readOnlyHint: true); opt in with --tools <name>,... or --all-tools`;
    throw new UsageError(`MCP server ${subject} ${why}`);
  }
  const runOptions = runOptionsOf(options, subject);
  const targets = reportTargets(io.cwd, new Date(started), options);
  const jsonShown = shown(io.cwd, targets.json);
  const abort = new AbortController();
  const onSignal = (): void => abort.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let run;
  try {
    run = await runFuzz(
      runOptions,
      { cwd: io.cwd, started, reproduce: (id) => `toolfuzz replay ${shellQuote(jsonShown)} --id ${id}` },
      {
        signal: abort.signal,
        onStarted: (outline) => io.stderr(header(options, loaded, subject, outline.runs)),
        ...(io.interactive ? { onProgress: (cases: number, found: number) => io.stderr(progressLine(cases, found, started, options.timeSeconds)) } : {}),
      },
      { tools: loaded.tools, allTools: loaded.tools.length, shard: undefined },
    );
  } finally {
    if (io.interactive) io.stderr('\r\u001b[K');
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  const report: JsonReport = { ...run.report, server: loaded.server, skippedTools: loaded.skipped };
  try {
    emitReports(report, targets, io);
  } catch (error) {
    throw new UsageError(`could not write the reports: ${describeError(error)}`);
  }
  io.stdout(renderConsoleReport(report, { json: jsonShown, html: shown(io.cwd, targets.html) }, { color: io.color }, run.notes));
  if (report.interrupted) return EXIT.interrupted;
  return run.failing > 0 ? EXIT.findings : EXIT.clean;
}
