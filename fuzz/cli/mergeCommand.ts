import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeError } from '../errors/describeError.ts';
import { UsageError } from '../errors/usageError.ts';
import { githubAnnotations, githubStepSummary } from '../report/github/githubActions.ts';
import { renderHtmlReport } from '../report/html/renderHtmlReport.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { renderJunit } from '../report/junit/renderJunit.ts';
import { readReportFile } from '../report/schema/readReportFile.ts';
import { writeFileAtomic, shellQuote } from '../errors/userPaths.ts';
import { type CliIo, EXIT } from './cliIo.ts';
import { type CommandSpec, parseCommand } from '../options/commandArgs.ts';
import { formatCommandHelp } from './commandHelp.ts';
import { shown } from './emitReports.ts';
import { MERGE_USAGE, mergeReports } from './mergeReports.ts';

export { type MergeInput, type MergeResult, mergeReports } from './mergeReports.ts';

/** What `toolfuzz merge` writes; paths absolute. */
export interface MergeOptions {
  readonly json: string;
  readonly html: string | undefined;
  readonly junit: string | undefined;
  readonly allowMixed: boolean;
}

const outputFlag = (flag: '--html' | '--junit', placeholder: string, what: string) =>
  ({
    flag,
    kind: 'string',
    placeholder,
    description: `also write the merged ${what} report`,
    isPath: true,
    defaultValue: () => undefined,
  }) as const;

/** `toolfuzz merge`'s arguments: the reports are positional, the merged outputs are flags. */
export const MERGE_COMMAND: CommandSpec<MergeOptions> = {
  command: 'merge',
  usage: MERGE_USAGE,
  summary: 'Combine JSON reports (e.g. of CI shards: toolfuzz run --shard i/n) into one.',
  details: ['Findings are deduplicated by fingerprint and renumbered, stats summed; a report passed twice counts once.'],
  flags: {
    json: {
      flag: '--json',
      kind: 'string',
      placeholder: '<out.json>',
      description: 'write the merged JSON report',
      isPath: true,
      required: true,
    },
    html: outputFlag('--html', '<out.html>', 'HTML'),
    junit: outputFlag('--junit', '<out.xml>', 'JUnit XML'),
    allowMixed: {
      flag: '--allow-mixed',
      kind: 'boolean',
      description: 'merge reports of different subjects or seeds anyway',
      defaultValue: () => false,
    },
  },
  positionals: { name: 'the reports to merge', min: 1, max: Infinity },
  epilogue: ['exit codes: 0 no findings in the merged report, 1 findings, 2 bad input'],
};

function writeOutputs(report: JsonReport, flags: MergeOptions, io: CliIo): void {
  writeFileAtomic(flags.json, `${JSON.stringify(report, null, 2)}\n`);
  if (flags.html !== undefined) writeFileAtomic(flags.html, renderHtmlReport(report));
  if (flags.junit !== undefined) writeFileAtomic(flags.junit, renderJunit(report));
  if (io.env['GITHUB_ACTIONS'] === 'true') {
    const summary = io.env['GITHUB_STEP_SUMMARY'];
    if (summary !== undefined && summary !== '') appendFileSync(summary, githubStepSummary(report));
    for (const line of githubAnnotations(report)) io.stdout(`${line}\n`);
  }
}

function summary(report: JsonReport, merged: number, flags: MergeOptions, io: CliIo, notes: readonly string[]): string {
  const out = [
    `toolfuzz: merged ${merged} report${merged === 1 ? '' : 's'} of ${shown(io.cwd, report.subject)} (seed ${report.seed}): ${report.stats.cases} cases on ${report.stats.tools} tools${report.partial ? ' · partial' : ''}`,
  ];
  if (report.findings.length === 0) out.push('no findings');
  else {
    out.push(`${report.findings.length} findings`);
    const counts = new Map<string, string[]>();
    for (const f of report.findings) counts.set(`${f.kind} (${f.blame})`, [...(counts.get(`${f.kind} (${f.blame})`) ?? []), f.id]);
    for (const [key, ids] of counts) out.push(`  ${String(ids.length).padStart(3)}  ${key}: ${ids.join(', ')}`);
  }
  out.push(...notes, '', `json: ${shown(io.cwd, flags.json)}`);
  if (flags.junit !== undefined) out.push(`junit: ${shown(io.cwd, flags.junit)}`);
  if (flags.html !== undefined) out.push(`report: ${shown(io.cwd, flags.html)}`);
  return `${out.join('\n')}\n`;
}

/** `toolfuzz merge a.json b.json ... --json out.json --html out.html`: one report from several (e.g. CI shards). */
export async function mergeCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommand(argv, MERGE_COMMAND, io.cwd);
  if (parsed.kind === 'help') {
    io.stdout(formatCommandHelp(MERGE_COMMAND));
    return EXIT.clean;
  }
  const flags = parsed.options;
  const inputs = parsed.positionals.map((name) => ({ name, report: readReportFile(resolve(io.cwd, name), name) }));
  const jsonShown = shown(io.cwd, flags.json);
  const { report, runs, notes } = mergeReports(inputs, {
    allowMixed: flags.allowMixed,
    reproduce: (id) => `toolfuzz replay ${shellQuote(jsonShown)} --id ${id}`,
  });
  try {
    writeOutputs(report, flags, io);
  } catch (error) {
    throw new UsageError(`could not write the merged reports: ${describeError(error)}`);
  }
  io.stdout(summary(report, runs, flags, io, notes));
  return report.findings.length > 0 ? EXIT.findings : EXIT.clean;
}
