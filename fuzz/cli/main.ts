import { describeError } from '../errors/describeError.ts';
import { UsageError } from '../errors/usageError.ts';
import { type CliIo, defaultIo, EXIT } from './cliIo.ts';
import type { CommandSpec } from '../options/commandArgs.ts';
import { formatToolfuzzHelp } from './commandHelp.ts';
import { BASELINE_COMMAND, baselineCommand } from './baselineCommand.ts';
import { corpusCommand } from './corpusCommand.ts';
import { LINT_COMMAND, lintCommand } from './lintCommand.ts';
import { CORPUS_LIST_COMMAND, CORPUS_PRUNE_COMMAND } from './corpusSpecs.ts';
import { MCP_COMMAND } from './mcpFlags.ts';
import { mcpCommand } from './mcpCommand.ts';
import { MERGE_COMMAND, mergeCommand } from './mergeCommand.ts';
import { REPLAY_COMMAND, replayCommand } from './replayCommand.ts';
import { runCommand } from './runCommand.ts';
import { RUN_COMMAND } from '../options/runFlags.ts';

export type { CliIo } from './cliIo.ts';

/** A command's handler: the arguments after its name in, the exit code out. */
type CommandHandler = (argv: readonly string[], io: CliIo) => Promise<number>;

const HANDLERS: Readonly<Record<string, CommandHandler>> = {
  run: runCommand,
  mcp: mcpCommand,
  replay: replayCommand,
  baseline: baselineCommand,
  merge: mergeCommand,
  lint: lintCommand,
  corpus: corpusCommand,
};

/** Every command line toolfuzz parses, by its table: `toolfuzz --help` lists them, the parser tests walk them. */
export const COMMAND_SPECS: readonly CommandSpec<unknown>[] = [
  RUN_COMMAND,
  MCP_COMMAND,
  REPLAY_COMMAND,
  BASELINE_COMMAND,
  MERGE_COMMAND,
  CORPUS_LIST_COMMAND,
  CORPUS_PRUNE_COMMAND,
  LINT_COMMAND,
];

/** The CLI entry point: returns the exit code instead of exiting, so tests can call it. */
export async function main(argv: readonly string[], io: CliIo = defaultIo()): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      io.stdout(formatToolfuzzHelp(COMMAND_SPECS));
      return command === undefined ? EXIT.usage : EXIT.clean;
    }
    const handler = HANDLERS[command];
    if (handler === undefined)
      throw new UsageError(
        `unknown command ${JSON.stringify(command)}; commands: ${Object.keys(HANDLERS).join(', ')} (see toolfuzz --help)`,
      );
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
