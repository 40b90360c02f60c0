import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeError } from '../errors/describeError.ts';
import { DEFAULT_BASELINE_FILE } from '../baseline/baselineFile.ts';
import { describeEntry } from '../baseline/baselineNotes.ts';
import { formatBaseline } from '../baseline/formatBaseline.ts';
import { readBaseline } from '../baseline/readBaseline.ts';
import { updateBaseline } from '../baseline/updateBaseline.ts';
import { UsageError } from '../errors/usageError.ts';
import { writeFileAtomic } from '../errors/userPaths.ts';
import { type CliIo, EXIT } from './cliIo.ts';
import { type CommandSpec, parseCommand } from '../options/commandArgs.ts';
import { formatCommandHelp } from './commandHelp.ts';
import { shown } from './emitReports.ts';
import { readReportFile } from '../report/schema/readReportFile.ts';

/** What `toolfuzz baseline` was asked to do besides reading the report; paths absolute. */
export interface BaselineOptions {
  readonly out: string;
  readonly reason: string | undefined;
  readonly prune: boolean;
}

/** `toolfuzz baseline`'s arguments. */
export const BASELINE_COMMAND: CommandSpec<BaselineOptions> = {
  command: 'baseline',
  usage: 'toolfuzz baseline <report.json> [--out <file>] [--reason <text>] [--prune]',
  summary: 'Write a baseline of known findings from a JSON report, or update an existing one.',
  details: ['A run with --baseline <file> reports the findings it lists but fails only on new ones.'],
  flags: {
    out: {
      flag: '--out',
      kind: 'string',
      placeholder: '<file>',
      description: 'the baseline to write or update',
      isPath: true,
      defaultValue: (cwd) => resolve(cwd, DEFAULT_BASELINE_FILE),
      defaultText: DEFAULT_BASELINE_FILE,
    },
    reason: {
      flag: '--reason',
      kind: 'string',
      placeholder: '<text>',
      description: 'why the new entries are accepted',
      example: '"known, tracked in #123"',
      defaultValue: () => undefined,
      defaultText: '"added by toolfuzz baseline on <date>"',
    },
    prune: {
      flag: '--prune',
      kind: 'boolean',
      description: 'drop stale entries: their tool was fuzzed to the end and the finding is gone',
      defaultValue: () => false,
    },
  },
  positionals: { name: 'a JSON report', min: 1, max: 1 },
  epilogue: [
    'Existing entries keep their reasons; nothing is dropped without --prune. A baseline of version 1',
    "is rewritten as version 2: the entries of the report's findings get their current fingerprints.",
  ],
};

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `toolfuzz baseline <report.json> [--out toolfuzz.baseline.json]`: writes or updates a baseline from a report. */
export async function baselineCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommand(argv, BASELINE_COMMAND, io.cwd);
  if (parsed.kind === 'help') {
    io.stdout(formatCommandHelp(BASELINE_COMMAND));
    return EXIT.clean;
  }
  const args = parsed.options;
  const reportName = parsed.positionals[0] as string;
  const report = readReportFile(resolve(io.cwd, reportName), reportName);
  const out = shown(io.cwd, args.out);
  const existing = existsSync(args.out) ? readBaseline(args.out, out) : undefined;
  const reason = args.reason ?? `added by toolfuzz baseline on ${new Date().toISOString().slice(0, 10)}`;
  const update = updateBaseline(existing, report, reason, args.prune);
  // A version 1 file is rewritten in the current form even when no entry changes.
  const changed =
    existing === undefined ||
    existing.migratedFrom !== undefined ||
    update.added.length > 0 ||
    update.removed.length > 0 ||
    update.migrated.length > 0;
  if (changed) {
    try {
      writeFileAtomic(args.out, formatBaseline(update.file));
    } catch (error) {
      throw new UsageError(`could not write the baseline ${out}: ${describeError(error)}`);
    }
  }
  const lines: string[] = [];
  const counts = `${plural(update.file.entries.length, 'entry', 'entries')}: ${update.added.length} added, ${update.kept.length} kept, ${update.removed.length} removed`;
  if (!changed) lines.push(`toolfuzz: ${out} is up to date with ${reportName} (${counts})`);
  else lines.push(`toolfuzz: ${existing === undefined ? 'wrote' : 'updated'} ${out} from ${reportName} (${counts})`);
  for (const { finding, entry } of update.added) lines.push(`  + ${finding.id} ${describeEntry(entry)}: ${entry.reason}`);
  for (const entry of update.removed) lines.push(`  - ${describeEntry(entry)}: stale, removed`);
  if (update.migrated.length > 0) {
    const merged =
      update.merged === 0 ? '' : ` (${plural(update.merged, 'entry', 'entries')} merged into another for the same finding, reasons joined)`;
    const rewritten = new Set(update.migrated.map(({ from }) => from)).size;
    lines.push(`  ${plural(rewritten, 'version 1 entry', 'version 1 entries')} rewritten to current fingerprints${merged}`);
  }
  const legacy = update.file.entries.filter((entry) => entry.fingerprintVersion !== undefined).length;
  if (legacy > 0)
    lines.push(`  ${plural(legacy, 'entry keeps its', 'entries keep their')} version 1 fingerprint until a report shows the finding again`);
  if (update.stale.length > 0)
    lines.push(`  ${plural(update.stale.length, 'stale entry', 'stale entries')} kept (not seen again in this report; --prune drops them)`);
  if (update.unchecked.length > 0)
    lines.push(`  ${plural(update.unchecked.length, 'entry', 'entries')} kept unchecked (the report did not fuzz their tools to the end)`);
  if (report.findings.length === 0 && existing === undefined) lines.push('  the report has no findings: the baseline is empty');
  lines.push(`gate a run with it: toolfuzz run --baseline ${out}`);
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.clean;
}
