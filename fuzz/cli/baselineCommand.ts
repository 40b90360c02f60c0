import { existsSync } from 'node:fs';
import { describeError } from '../errors/describeError.ts';
import { BASELINE_USAGE, parseBaselineArgs } from '../baseline/baselineArgs.ts';
import { describeEntry } from '../baseline/describeEntry.ts';
import { formatBaseline } from '../baseline/formatBaseline.ts';
import { readBaseline } from '../baseline/readBaseline.ts';
import { updateBaseline } from '../baseline/updateBaseline.ts';
import { UsageError } from '../errors/usageError.ts';
import { writeFileAtomic } from '../report/writeFileAtomic.ts';
import type { CliIo } from './cliIo.ts';
import { shown } from './emitReports.ts';
import { EXIT } from './exitCodes.ts';
import { readReportFile } from '../report/schema/readReportFile.ts';

const HELP = `${BASELINE_USAGE}

Writes a baseline of known findings from a JSON report, or updates an existing one. A run with
--baseline <file> reports the findings it lists but fails only on new ones.

  --out <file>      the baseline to write or update (default: toolfuzz.baseline.json)
  --reason <text>   why the new entries are accepted (default: "added by toolfuzz baseline on <date>")
  --prune           drop stale entries: their tool was fuzzed to the end and the finding is gone

Existing entries keep their reasons; nothing is dropped without --prune. A baseline of version 1
is rewritten as version 2: the entries of the report's findings get their current fingerprints.
`;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `toolfuzz baseline <report.json> [--out toolfuzz.baseline.json]`: writes or updates a baseline from a report. */
export async function baselineCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseBaselineArgs(argv, io.cwd);
  if (args.help) {
    io.stdout(HELP);
    return EXIT.clean;
  }
  const report = readReportFile(args.report.path, args.report.given);
  const out = shown(io.cwd, args.out);
  const existing = existsSync(args.out) ? readBaseline(args.out, out) : undefined;
  const reason = args.reason ?? `added by toolfuzz baseline on ${new Date().toISOString().slice(0, 10)}`;
  const update = updateBaseline(existing, report, reason, args.prune);
  // A version 1 file is rewritten in the current form even when no entry changes.
  const changed = existing === undefined || existing.migratedFrom !== undefined || update.added.length > 0 || update.removed.length > 0 || update.migrated.length > 0;
  if (changed) {
    try {
      writeFileAtomic(args.out, formatBaseline(update.file));
    } catch (error) {
      throw new UsageError(`could not write the baseline ${out}: ${describeError(error)}`);
    }
  }
  const lines: string[] = [];
  const counts = `${plural(update.file.entries.length, 'entry', 'entries')}: ${update.added.length} added, ${update.kept.length} kept, ${update.removed.length} removed`;
  if (!changed) lines.push(`toolfuzz: ${out} is up to date with ${args.report.given} (${counts})`);
  else lines.push(`toolfuzz: ${existing === undefined ? 'wrote' : 'updated'} ${out} from ${args.report.given} (${counts})`);
  for (const { finding, entry } of update.added) lines.push(`  + ${finding.id} ${describeEntry(entry)}: ${entry.reason}`);
  for (const entry of update.removed) lines.push(`  - ${describeEntry(entry)}: stale, removed`);
  if (update.migrated.length > 0) {
    const merged = update.merged === 0 ? '' : ` (${plural(update.merged, 'entry', 'entries')} merged into another for the same finding, reasons joined)`;
    const rewritten = new Set(update.migrated.map(({ from }) => from)).size;
    lines.push(`  ${plural(rewritten, 'version 1 entry', 'version 1 entries')} rewritten to current fingerprints${merged}`);
  }
  const legacy = update.file.entries.filter((entry) => entry.fingerprintVersion !== undefined).length;
  if (legacy > 0) lines.push(`  ${plural(legacy, 'entry keeps its', 'entries keep their')} version 1 fingerprint until a report shows the finding again`);
  if (update.stale.length > 0) lines.push(`  ${plural(update.stale.length, 'stale entry', 'stale entries')} kept (not seen again in this report; --prune drops them)`);
  if (update.unchecked.length > 0) lines.push(`  ${plural(update.unchecked.length, 'entry', 'entries')} kept unchecked (the report did not fuzz their tools to the end)`);
  if (report.findings.length === 0 && existing === undefined) lines.push('  the report has no findings: the baseline is empty');
  lines.push(`gate a run with it: toolfuzz run --baseline ${out}`);
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.clean;
}
