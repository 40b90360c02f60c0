import { describeTarget } from '../producers/mcp/describeTarget.ts';
import type { CampaignOutline, RunFuzzOptions } from '../run/runFuzz.ts';
import { type CliIo, EXIT } from './cliIo.ts';
import { parseCommand } from '../options/commandArgs.ts';
import { formatCommandHelp } from './commandHelp.ts';
import { MCP_COMMAND, type McpOptions } from './mcpFlags.ts';
import { mcpTarget } from './mcpTarget.ts';
import { runAndReport } from './runAndReport.ts';

// `run`'s options with the server in place of a subject module: the MCP producer loads its tools. The
// corpus keys entries by the server's command line (or URL): an entry replays (in a replay worker that
// starts the server again) only against the same command.
/** The run options of an MCP campaign: `run`'s, with the server in place of a subject module. */
export function runOptionsOf(options: McpOptions, mcp: NonNullable<RunFuzzOptions['mcp']>): RunFuzzOptions {
  const {
    seed,
    runs,
    timeSeconds,
    json,
    html,
    junit,
    workers,
    callTimeoutMs,
    baseline,
    failOnStale,
    providers,
    lintGate,
    gateEdges,
    corpus,
    tools,
    allTools,
  } = options;
  return {
    subject: describeTarget(mcp.target),
    specs: [],
    randomSpecs: false,
    seed,
    runs,
    timeSeconds,
    json,
    html,
    junit,
    workers,
    runBodies: false,
    providers,
    framework: undefined,
    lintGate,
    gateEdges,
    callTimeoutMs,
    baseline,
    failOnStale,
    corpus,
    shard: undefined,
    config: undefined,
    mcp: { ...mcp, tools, allTools },
  };
}

function header(options: McpOptions, outline: CampaignOutline): string {
  const subject = outline.subject ?? '';
  const serverInfo = outline.about?.server?.serverInfo;
  const skipped = outline.skipped ?? [];
  const name = [serverInfo?.name, serverInfo?.version].filter((part) => part !== undefined).join(' ');
  const budget = Number.isFinite(outline.runs) ? `${outline.runs} runs per source` : 'no cap on runs';
  const lines = [
    `toolfuzz: fuzzing MCP server ${name === '' ? subject : `${name} (${subject})`} with ${outline.tools.length} tools (${skipped.length} skipped) · seed ${options.seed} · ${budget}${options.timeSeconds === undefined ? '' : ` · ${options.timeSeconds}s`}`,
    ...skipped.map((skip) => `  skipped ${skip.tool}: ${skip.reason}`),
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
  const target = mcpTarget(argv, positionals, options, io.cwd);
  return runAndReport({ options: runOptionsOf(options, { target }), started, header: (outline) => header(options, outline) }, io);
}
