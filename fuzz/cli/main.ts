import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describeError } from '../../src/describeError.ts';
import { runCampaign } from '../engine/campaign.ts';
import { replayFinding } from '../engine/replayFinding.ts';
import { UsageError } from '../errors/usageError.ts';
import { buildReport } from '../report/buildReport.ts';
import { renderConsoleReport } from '../report/consoleReport.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { writeFileAtomic } from '../report/writeFileAtomic.ts';
import { loadSpecSources } from '../specs/loadSpecSources.ts';
import { randomSpecTools } from '../specs/randomSpecTools.ts';
import { formatRunHelp } from './formatRunHelp.ts';
import { parseRunFlags } from './parseRunFlags.ts';

/** Where the CLI writes; tests hand in their own. */
export interface CliIo {
  readonly cwd: string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly color: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
}

const HELP = `usage: toolfuzz <command>

commands:
  run [flags]                       fuzz a subject against spec sources (toolfuzz run --help)
  replay <report.json> --id <F1>    run one finding's minimal case again; exit 1 while it still fails
`;

const EXIT = { clean: 0, findings: 1, usage: 2, interrupted: 130 } as const;

function defaultIo(): CliIo {
  const color = process.stdout.isTTY === true && process.env['NO_COLOR'] === undefined && process.env['CI'] === undefined;
  return {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color,
    env: process.env,
  };
}

function shellQuote(arg: string): string {
  return /^[\w./:=@-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
}

function timestamp(date: Date): string {
  return date.toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(formatRunHelp());
    return EXIT.clean;
  }
  const options = parseRunFlags(argv, io.cwd);
  const sources = await loadSpecSources(options.specs);
  const tools = options.randomSpecs ? [...sources.tools, ...randomSpecTools(options.seed)] : sources.tools;
  const startedAt = new Date();
  const reportPath = options.json ?? resolve(io.cwd, 'reports', timestamp(startedAt), 'report.json');
  const shownReport = relative(io.cwd, reportPath) || reportPath;
  const header = `toolfuzz: fuzzing ${relative(io.cwd, options.subject) || options.subject} with ${tools.length} tools · seed ${options.seed} · ${options.runs} runs per source${options.timeSeconds === undefined ? '' : ` · ${options.timeSeconds}s`}\n`;

  const abort = new AbortController();
  const onSignal = (): void => abort.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let result;
  try {
    result = await runCampaign({
      subjectPath: options.subject,
      tools,
      seed: options.seed,
      runs: options.runs,
      timeSeconds: options.timeSeconds,
      workers: options.workers,
      callTimeoutMs: options.callTimeoutMs,
      runBodies: options.runBodies,
      signal: abort.signal,
      onStarted: () => io.stderr(header),
    });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  if (result.fatal !== undefined) throw new UsageError(result.fatal);
  const report = buildReport(result, {
    subject: options.subject,
    seed: options.seed,
    runs: options.runs,
    timeSeconds: options.timeSeconds,
    workers: options.workers,
    callTimeoutMs: options.callTimeoutMs,
    startedAt,
    tools,
    reproduce: (id) => `toolfuzz replay ${shellQuote(shownReport)} --id ${id}`,
  });
  writeFileAtomic(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  io.stdout(renderConsoleReport(report, shownReport, { color: io.color }));
  if (result.interrupted) return EXIT.interrupted;
  return report.findings.length > 0 ? EXIT.findings : EXIT.clean;
}

function readReport(path: string): JsonReport {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`report not found: ${path}`);
  }
  try {
    const report = JSON.parse(text) as JsonReport;
    if (!Array.isArray(report.findings) || typeof report.subject !== 'string') throw new Error('no findings array');
    return report;
  } catch (error) {
    throw new UsageError(`${path}: not a toolfuzz JSON report (${describeError(error)})`);
  }
}

async function replay(argv: readonly string[], io: CliIo): Promise<number> {
  const positional = argv.filter((arg, i) => !arg.startsWith('--') && !['--id', '--subject', '--call-timeout'].includes(argv[i - 1] ?? ''));
  const flag = (name: string): string | undefined => {
    const at = argv.indexOf(name);
    return at === -1 ? undefined : argv[at + 1];
  };
  const unknown = argv.find((arg) => arg.startsWith('--') && !['--id', '--subject', '--call-timeout'].includes(arg));
  if (unknown !== undefined) throw new UsageError(`unknown flag ${unknown}; usage: toolfuzz replay <report.json> --id <F1> [--subject <module>]`);
  if (positional.length !== 1) throw new UsageError('usage: toolfuzz replay <report.json> --id <F1> [--subject <module>]');
  const reportPath = resolve(io.cwd, positional[0] as string);
  const report = readReport(reportPath);
  const id = flag('--id');
  if (id === undefined) throw new UsageError('toolfuzz replay needs --id <finding id>, e.g. --id F1');
  const finding = report.findings.find((f) => f.id === id);
  if (finding === undefined) throw new UsageError(`${positional[0]}: no finding ${id} (it has ${report.findings.map((f) => f.id).join(', ') || 'none'})`);
  const subjectFlag = flag('--subject');
  const subject = subjectFlag === undefined ? report.subject : resolve(io.cwd, subjectFlag);
  const outcome = await replayFinding(subject, finding, Number(flag('--call-timeout') ?? report.budget.callTimeoutMs));
  if (outcome.status === 'error') {
    if (outcome.usage) throw new UsageError(outcome.message);
    throw new Error(outcome.message);
  }
  io.stdout(`${finding.id} ${finding.kind} (${finding.blame}) on ${finding.tool}\n  spec: ${JSON.stringify(finding.spec)}\n  args: ${finding.argsJson}\n`);
  for (const o of outcome.observations) io.stdout(`  now: ${o.kind} (${o.blame}): ${o.explanation}\n`);
  io.stdout(outcome.status === 'still-failing' ? `STILL FAILING: ${finding.id} reproduces against ${subject}\n` : `FIXED: ${finding.id} no longer reproduces against ${subject}\n`);
  return outcome.status === 'still-failing' ? EXIT.findings : EXIT.clean;
}

/** The CLI entry point: returns the exit code instead of exiting, so tests can call it. */
export async function main(argv: readonly string[], io: CliIo = defaultIo()): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'run':
        return await run(rest, io);
      case 'replay':
        return await replay(rest, io);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.stdout(HELP);
        return command === undefined ? EXIT.usage : EXIT.clean;
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}; commands: run, replay (see toolfuzz --help)`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`toolfuzz: ${error.message.split('\n')[0]}\n`);
      return EXIT.usage;
    }
    io.stderr(`toolfuzz: internal error: ${describeError(error)}\n`);
    return EXIT.usage;
  }
}
