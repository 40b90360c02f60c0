import { resolve } from 'node:path';
import { replayFinding } from '../engine/replayFinding.ts';
import { UsageError } from '../errors/usageError.ts';
import { withLibraryTools } from '../run/libraryReplayTargets.ts';
import { withMcpTools } from '../run/mcpReplayTargets.ts';
import { readReportFile } from '../report/schema/readReportFile.ts';
import { type CommandSpec, parseCommand } from './commandArgs.ts';
import type { CliIo } from './cliIo.ts';
import { formatCommandHelp } from './commandHelp.ts';
import { EXIT } from './exitCodes.ts';

/** What `toolfuzz replay` reads besides the report; undefined means "as the report says". */
export interface ReplayOptions {
  readonly id: string;
  readonly subject: string | undefined;
  readonly callTimeoutMs: number | undefined;
}

/** `toolfuzz replay`'s arguments. */
export const REPLAY_COMMAND: CommandSpec<ReplayOptions> = {
  command: 'replay',
  usage: 'toolfuzz replay <report.json> --id <F1> [--subject <module>] [--call-timeout <ms>]',
  summary: "Run one finding's minimal case again: exit 1 while it still fails, 0 once it is fixed.",
  flags: {
    id: { flag: '--id', kind: 'string', placeholder: '<F1>', description: 'the finding, by its id in the report', example: 'F1', required: true },
    subject: {
      flag: '--subject',
      kind: 'string',
      placeholder: '<module>',
      description: 'replay against this module instead (e.g. the fixed one)',
      isPath: true,
      defaultValue: () => undefined,
      defaultText: "the report's subject",
    },
    callTimeoutMs: {
      flag: '--call-timeout',
      kind: 'int',
      placeholder: '<ms>',
      description: 'per-call limit before a call counts as a HANG',
      minimum: 1,
      defaultValue: () => undefined,
      defaultText: "the report's",
    },
  },
  positionals: { name: 'a JSON report', min: 1, max: 1 },
  epilogue: ['exit codes: 0 fixed, 1 still failing, 2 usage or load error'],
};

/** `toolfuzz replay`: one finding's minimal case again; exit 1 while it still fails, 0 once fixed. */
export async function replayCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommand(argv, REPLAY_COMMAND, io.cwd);
  if (parsed.kind === 'help') {
    io.stdout(formatCommandHelp(REPLAY_COMMAND));
    return EXIT.clean;
  }
  const { id, subject: subjectFlag, callTimeoutMs } = parsed.options;
  const given = parsed.positionals[0] as string;
  const report = readReportFile(resolve(io.cwd, given), given);
  const finding = report.findings.find((f) => f.id === id);
  if (finding === undefined) throw new UsageError(`${given}: no finding ${id} (it has ${report.findings.map((f) => f.id).join(', ') || 'none'})`);
  const subject = subjectFlag ?? report.subject;
  const timeout = callTimeoutMs ?? report.budget.callTimeoutMs;
  // An MCP finding replays against the server the report names: started again, and called again.
  if (report.server !== undefined && subjectFlag !== undefined) throw new UsageError(`${given} is a toolfuzz mcp report: its finding replays against the server it names, not --subject`);
  const [target = finding] = report.server === undefined ? await withLibraryTools(subject, [finding], io.cwd, report.framework) : await withMcpTools(report.server, [finding], { cwd: io.cwd, callTimeoutMs: timeout });
  const outcome = await replayFinding(subject, target, timeout);
  if (outcome.status === 'error') {
    if (outcome.usage) throw new UsageError(outcome.message);
    throw new Error(outcome.message);
  }
  io.stdout(`${finding.id} ${finding.kind} (${finding.blame}) on ${finding.tool}\n  ${finding.spec === undefined ? `advertised schema: ${JSON.stringify(finding.schema)}` : `spec: ${JSON.stringify(finding.spec)}`}\n  args: ${finding.argsJson}\n`);
  for (const o of outcome.observations) io.stdout(`  now: ${o.kind} (${o.blame}): ${o.explanation}\n`);
  const still = outcome.status === 'still-failing';
  io.stdout(still ? `STILL FAILING: ${finding.id} reproduces against ${subject}\n` : `FIXED: ${finding.id} no longer reproduces against ${subject}\n`);
  return still ? EXIT.findings : EXIT.clean;
}
