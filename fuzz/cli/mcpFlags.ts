import type { CommandSpec } from '../options/commandArgs.ts';
import type { FlagTable } from '../options/flagRow.ts';
import { RUN_FLAGS } from '../options/runFlags.ts';

/** The settings of one `toolfuzz mcp`, every path absolute; filled from MCP_FLAGS. */
export interface McpOptions {
  seed: number;
  runs: number | undefined;
  timeSeconds: number | undefined;
  json: string | undefined;
  html: string | undefined;
  junit: string | undefined;
  workers: number;
  callTimeoutMs: number;
  baseline: string | undefined;
  failOnStale: boolean;
  /** `--provider`: lint for these (default: every provider), and add their as-sent cases. */
  providers: string[];
  /** `--lint-gate`: a provider rejecting a tool's advertised schema fails the run. */
  lintGate: boolean;
  /** `--gate-edges`: edge findings fail the run too. */
  gateEdges: boolean;
  /** `--tools a,b`: call these too, whatever their annotations say. */
  tools: string[] | undefined;
  /** `--all-tools`: call every tool not annotated destructive. */
  allTools: boolean;
  /** A Streamable HTTP endpoint, instead of a command after `--`. */
  url: string | undefined;
  /** A module exporting the server (absolute), connected in-process in each worker, instead of a command. */
  module: string | undefined;
  /** The regression corpus folder (absolute): entries are kept per server command (or URL). */
  corpus: string | undefined;
}

/** Every flag of `toolfuzz mcp`: run's where they mean the same, then the server's own. */
export const MCP_FLAGS: FlagTable<McpOptions> = {
  seed: RUN_FLAGS.seed,
  runs: RUN_FLAGS.runs,
  timeSeconds: {
    ...RUN_FLAGS.timeSeconds,
    description:
      'wall-clock budget of the whole run (starting the server, fuzzing, shrinking, reports); alone, it means fuzz for that long',
  },
  json: RUN_FLAGS.json,
  html: RUN_FLAGS.html,
  junit: RUN_FLAGS.junit,
  workers: { ...RUN_FLAGS.workers, description: 'worker threads; each starts its own server process (or imports the --module)' },
  callTimeoutMs: {
    ...RUN_FLAGS.callTimeoutMs,
    description: 'per-call limit before a tools/call counts as a HANG (the server is then killed and restarted)',
  },
  baseline: RUN_FLAGS.baseline,
  failOnStale: RUN_FLAGS.failOnStale,
  providers: RUN_FLAGS.providers,
  lintGate: RUN_FLAGS.lintGate,
  gateEdges: RUN_FLAGS.gateEdges,
  corpus: {
    ...RUN_FLAGS.corpus,
    description: 'regression corpus: every finding is saved there and replayed first on every later run against the same server command',
  },
  tools: {
    flag: '--tools',
    kind: 'list',
    placeholder: '<name>,...',
    description: 'also call these tools, whatever their annotations say (the only way to call a destructiveHint: true tool)',
    defaultValue: () => undefined,
    defaultText: 'only tools annotated readOnlyHint: true',
  },
  allTools: {
    flag: '--all-tools',
    kind: 'boolean',
    description: 'call every tool except those annotated destructiveHint: true',
    defaultValue: () => false,
  },
  url: {
    flag: '--url',
    kind: 'string',
    placeholder: '<http(s) url>',
    description: 'fuzz the server at this Streamable HTTP endpoint instead of starting a command',
    defaultValue: () => undefined,
  },
  module: {
    flag: '--module',
    kind: 'string',
    placeholder: '<file>',
    isPath: true,
    description:
      'fuzz the McpServer, low-level Server or FastMCP server this module exports, in-process (no server process) instead of starting a command',
    defaultValue: () => undefined,
  },
};

/** `toolfuzz mcp`: its table is MCP_FLAGS; the server command follows `--`. */
export const MCP_COMMAND: CommandSpec<McpOptions> = {
  command: 'mcp',
  usage: 'toolfuzz mcp [flags] -- <command> [args...]   or   --url <http(s) url>   or   --module <file>',
  summary: "Fuzz an MCP server's tools: each advertised inputSchema against what tools/call does with it.",
  details: [
    'A schema-valid call the server refuses (-32602, an SDK validation error, or a failure other calls show to be a refusal)',
    'and a schema-invalid call that reaches the handler are findings, as are calls that hang or take the server down.',
    'A tool whose schema-valid calls all fail alike (no credentials, network or data) is listed once as not usable here.',
    'Calling a tool can act on the world: only tools annotated readOnlyHint: true are called unless --tools or',
    '--all-tools opts others in, and every tool skipped is listed with why, on the console and in the report.',
  ],
  flags: MCP_FLAGS,
  positionals: { name: 'the server command after --, --url or --module', min: 0, max: Number.POSITIVE_INFINITY },
  positionalHint: 'put the server command after --: toolfuzz mcp [flags] -- node server.mjs',
  epilogue: [
    'exit codes: 0 no findings, 1 findings, 2 usage error or a server that cannot start, initialise or list its tools, 130 interrupted',
    'example: toolfuzz mcp --time 60 --json report.json -- npx -y @modelcontextprotocol/server-everything',
  ],
};
