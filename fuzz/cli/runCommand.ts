import { frameworkDescription, frameworkLabel } from '../model/frameworkLabel.ts';
import { libraryLabel } from '../model/libraryLabel.ts';
import type { CampaignOutline } from '../run/runFuzz.ts';
import { runOptionsWithConfig } from '../config/parseRunFlagsWithConfig.ts';
import { parseCommandArgs } from '../options/commandArgs.ts';
import { formatCommandHelp } from './commandHelp.ts';
import { type CliIo, EXIT } from './cliIo.ts';
import { shown } from './emitReports.ts';
import { RUN_COMMAND } from '../options/runFlags.ts';
import type { RunOptions } from '../options/runOptions.ts';
import { runAndReport } from './runAndReport.ts';

// A library subject says what made the schemas it is fuzzed against: `(zod 4.6.7 via z.toJSONSchema)`.
function librariesOf(tools: CampaignOutline['tools']): string {
  const labels = [
    ...new Set(
      tools.flatMap((tool) =>
        tool.producer === 'library' ? [libraryLabel(tool.library)] : tool.producer === 'framework' ? [frameworkLabel(tool.framework)] : [],
      ),
    ),
  ];
  if (labels.length === 0) return '';
  return ` (${labels.length > 3 ? `${labels.slice(0, 3).join('; ')}; …` : labels.join('; ')})`;
}

// Framework tools say how their framework shows and checks them, one line per distinct way (at most 4).
function frameworksOf(tools: CampaignOutline['tools']): string {
  const lines = [...new Set(tools.flatMap((tool) => (tool.producer === 'framework' ? [frameworkDescription(tool.framework)] : [])))];
  return (
    lines
      .slice(0, 4)
      .map((line) => `  through ${line}\n`)
      .join('') + (lines.length > 4 ? `  … and ${lines.length - 4} more\n` : '')
  );
}

function header(io: CliIo, options: RunOptions, outline: CampaignOutline): string {
  const { tools, shard, allTools, runs } = outline;
  const budget = Number.isFinite(runs) ? `${runs} runs per source` : 'no cap on runs';
  return `toolfuzz: fuzzing ${shown(io.cwd, options.subject)}${librariesOf(tools)} with ${tools.length} tools${shard === undefined ? '' : ` (shard ${shard.index}/${shard.count} of ${allTools})`} · seed ${options.seed} · ${budget}${options.timeSeconds === undefined ? '' : ` · ${options.timeSeconds}s`}\n${frameworksOf(tools)}`;
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
  return runAndReport({ options, started, header: (outline) => header(io, options, outline) }, io);
}
