import { describeError } from '../errors/describeError.ts';
import { UsageError } from '../errors/usageError.ts';
import { type CliIo, defaultIo } from './cliIo.ts';
import { EXIT } from './exitCodes.ts';
import { baselineCommand } from './baselineCommand.ts';
import { lintCommand } from './lintCommand.ts';
import { mergeCommand } from './mergeCommand.ts';
import { replayCommand } from './replayCommand.ts';
import { runCommand } from './runCommand.ts';

export type { CliIo } from './cliIo.ts';

const COMMANDS: Record<string, (argv: readonly string[], io: CliIo) => Promise<number>> = {
  run: runCommand,
  replay: replayCommand,
  baseline: baselineCommand,
  merge: mergeCommand,
  lint: lintCommand,
};

const HELP = `usage: toolfuzz <command>

commands:
  run [flags]                       fuzz a subject against spec sources (toolfuzz run --help)
  replay <report.json> --id <F1>    run one finding's minimal case again; exit 1 while it still fails
  baseline <report.json>            write or update a baseline of known findings from a report
  merge <a.json> <b.json> ...       combine reports (e.g. of CI shards) into one, deduplicating findings
  lint [flags]                      check tool schemas against each LLM provider's dialect (toolfuzz lint --help)
`;

/** The CLI entry point: returns the exit code instead of exiting, so tests can call it. */
export async function main(argv: readonly string[], io: CliIo = defaultIo()): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      io.stdout(HELP);
      return command === undefined ? EXIT.usage : EXIT.clean;
    }
    const handler = COMMANDS[command];
    if (handler === undefined) throw new UsageError(`unknown command ${JSON.stringify(command)}; commands: ${Object.keys(COMMANDS).join(', ')} (see toolfuzz --help)`);
    return await handler(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`toolfuzz: ${error.message.split('\n')[0]}\n`);
      return EXIT.usage;
    }
    io.stderr(`toolfuzz: internal error: ${describeError(error)}\n`);
    return EXIT.usage;
  }
}
