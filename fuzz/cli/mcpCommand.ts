import { UsageError } from '../errors/usageError.ts';
import { describeTarget } from '../producers/mcp/describeTarget.ts';
import { loadMcpTools, type LoadedMcpTools } from '../producers/mcp/loadMcpTools.ts';
import { connectTimeoutMs } from '../producers/mcp/connectTimeout.ts';
import type { CliIo } from './cliIo.ts';
import { parseCommand } from './commandArgs.ts';
import { formatCommandHelp } from './commandHelp.ts';
import { EXIT } from './exitCodes.ts';
import { MCP_COMMAND, type McpOptions } from './mcpFlags.ts';
import { mcpTarget } from './mcpTarget.ts';
import { runAndReport } from './runAndReport.ts';
import type { RunOptions } from './runOptions.ts';

// What `run` would need of a SchemaSpec campaign, emptied: the tools come ready-made from the server.
// The corpus keys entries by `subject`, the server's command line: an entry replays (in a replay
// worker that starts the server again) only against the same command.
/** The RunOptions of an MCP campaign (a SchemaSpec campaign emptied): `subject` is the server, as describeTarget names it. */
export function runOptionsOf(options: McpOptions, subject: string): RunOptions {
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
  return runAndReport(
    {
      options: runOptionsOf(options, subject),
      started,
      header: (outline) => header(options, loaded, subject, outline.runs),
      given: { tools: loaded.tools, allTools: loaded.tools.length, shard: undefined },
      annotate: (report) => ({ ...report, server: loaded.server, skippedTools: loaded.skipped }),
    },
    io,
  );
}
