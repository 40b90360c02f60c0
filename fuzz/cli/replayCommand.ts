import { resolve } from 'node:path';
import { replayFinding } from '../engine/replayFinding.ts';
import { UsageError } from '../errors/usageError.ts';
import { findAgain } from '../producers/producerRegistry.ts';
import { readReportFile } from '../report/schema/readReportFile.ts';
import { emitRegressionTests } from '../report/vitest/emitRegressionTests.ts';
import { displayPath } from '../errors/userPaths.ts';
import { type CommandSpec, parseCommand } from '../options/commandArgs.ts';
import { type CliIo, EXIT } from './cliIo.ts';
import { formatCommandHelp } from './commandHelp.ts';

/** What `toolfuzz replay` reads besides the report; undefined means "as the report says". */
export interface ReplayOptions {
  readonly id: string | undefined;
  readonly emitVitest: string | undefined;
  readonly subject: string | undefined;
  readonly callTimeoutMs: number | undefined;
}

/** `toolfuzz replay`'s arguments. */
export const REPLAY_COMMAND: CommandSpec<ReplayOptions> = {
  command: 'replay',
  usage: 'toolfuzz replay <report.json> (--id <F1> | --emit-vitest <dir> [--id <F1>]) [--subject <module>] [--call-timeout <ms>]',
  summary:
    "Run one finding's minimal case again: exit 1 while it still fails, 0 once it is fixed; or write each finding as a vitest regression test.",
  flags: {
    id: {
      flag: '--id',
      kind: 'string',
      placeholder: '<F1>',
      description: 'the finding, by its id in the report (required unless --emit-vitest, which then writes every finding)',
      example: 'F1',
      defaultValue: () => undefined,
      defaultText: 'every finding, with --emit-vitest',
    },
    emitVitest: {
      flag: '--emit-vitest',
      kind: 'string',
      placeholder: '<dir>',
      description:
        'write one self-contained vitest file per finding into <dir> (it fails while the drift exists, passes once fixed) instead of replaying',
      isPath: true,
      defaultValue: () => undefined,
      defaultText: 'off',
    },
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
  const { id, emitVitest, subject: subjectFlag, callTimeoutMs } = parsed.options;
  const given = parsed.positionals[0] as string;
  const report = readReportFile(resolve(io.cwd, given), given);
  if (emitVitest !== undefined) {
    if (report.server !== undefined && subjectFlag !== undefined)
      throw new UsageError(`${given} is a toolfuzz mcp report: its tests target the server it names, not --subject`);
    const written = emitRegressionTests(report, {
      ids: id === undefined ? undefined : [id],
      dir: emitVitest,
      subject: subjectFlag,
      shownAs: given,
    });
    for (const file of written) io.stdout(`wrote ${displayPath(file, io.cwd)}\n`);
    io.stdout(
      `${written.length} regression test${written.length === 1 ? '' : 's'}: run them with vitest; each fails while its drift exists\n`,
    );
    return EXIT.clean;
  }
  if (id === undefined)
    throw new UsageError(`toolfuzz replay needs --id <F1> (the finding to replay) or --emit-vitest <dir>; usage: ${REPLAY_COMMAND.usage}`);
  const finding = report.findings.find((f) => f.id === id);
  if (finding === undefined)
    throw new UsageError(`${given}: no finding ${id} (it has ${report.findings.map((f) => f.id).join(', ') || 'none'})`);
  const subject = subjectFlag ?? report.subject;
  const timeout = callTimeoutMs ?? report.budget.callTimeoutMs;
  // An MCP finding replays against the server the report names: started again, and called again.
  if (report.server !== undefined && subjectFlag !== undefined)
    throw new UsageError(`${given} is a toolfuzz mcp report: its finding replays against the server it names, not --subject`);
  const [target = finding] = await findAgain([finding], {
    subject,
    server: report.server,
    cwd: io.cwd,
    callTimeoutMs: timeout,
    framework: report.framework,
    provider: report.provider,
  });
  const outcome = await replayFinding(target, { subjectPath: subject, cwd: io.cwd, callTimeoutMs: timeout });
  if (outcome.status === 'error') {
    if (outcome.usage) throw new UsageError(outcome.message);
    throw new Error(outcome.message);
  }
  io.stdout(
    `${finding.id} ${finding.kind} (${finding.blame}) on ${finding.tool}\n  ${finding.spec === undefined ? `advertised schema: ${JSON.stringify(finding.schema)}` : `spec: ${JSON.stringify(finding.spec)}`}\n  args: ${finding.argsJson}\n`,
  );
  for (const o of outcome.observations) io.stdout(`  now: ${o.kind} (${o.blame}): ${o.explanation}\n`);
  const still = outcome.status === 'still-failing';
  io.stdout(
    still
      ? `STILL FAILING: ${finding.id} reproduces against ${subject}\n`
      : `FIXED: ${finding.id} no longer reproduces against ${subject}\n`,
  );
  return still ? EXIT.findings : EXIT.clean;
}
