import { resolve } from 'node:path';
import { replayFinding } from '../engine/replayFinding.ts';
import { UsageError } from '../errors/usageError.ts';
import { readReportFile } from '../report/schema/readReportFile.ts';
import type { CliIo } from './cliIo.ts';
import { EXIT } from './exitCodes.ts';

const USAGE = 'usage: toolfuzz replay <report.json> --id <F1> [--subject <module>] [--call-timeout <ms>]';
const VALUE_FLAGS = ['--id', '--subject', '--call-timeout'];

/** `toolfuzz replay`: one finding's minimal case again; exit 1 while it still fails, 0 once fixed. */
export async function replayCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (VALUE_FLAGS.includes(arg)) {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value; ${USAGE}`);
      flags.set(arg, value);
    } else if (arg.startsWith('-')) throw new UsageError(`unknown flag ${arg}; ${USAGE}`);
    else positional.push(arg);
  }
  if (positional.length !== 1) throw new UsageError(USAGE);
  const given = positional[0] as string;
  const report = readReportFile(resolve(io.cwd, given), given);
  const id = flags.get('--id');
  if (id === undefined) throw new UsageError(`toolfuzz replay needs --id <finding id>, e.g. --id F1; ${USAGE}`);
  const finding = report.findings.find((f) => f.id === id);
  if (finding === undefined) throw new UsageError(`${given}: no finding ${id} (it has ${report.findings.map((f) => f.id).join(', ') || 'none'})`);
  const subjectFlag = flags.get('--subject');
  const subject = subjectFlag === undefined ? report.subject : resolve(io.cwd, subjectFlag);
  const timeout = Number(flags.get('--call-timeout') ?? report.budget.callTimeoutMs);
  if (!Number.isInteger(timeout) || timeout < 1) throw new UsageError(`--call-timeout must be a positive integer; ${USAGE}`);
  const outcome = await replayFinding(subject, finding, timeout);
  if (outcome.status === 'error') {
    if (outcome.usage) throw new UsageError(outcome.message);
    throw new Error(outcome.message);
  }
  io.stdout(`${finding.id} ${finding.kind} (${finding.blame}) on ${finding.tool}\n  spec: ${JSON.stringify(finding.spec)}\n  args: ${finding.argsJson}\n`);
  for (const o of outcome.observations) io.stdout(`  now: ${o.kind} (${o.blame}): ${o.explanation}\n`);
  const still = outcome.status === 'still-failing';
  io.stdout(still ? `STILL FAILING: ${finding.id} reproduces against ${subject}\n` : `FIXED: ${finding.id} no longer reproduces against ${subject}\n`);
  return still ? EXIT.findings : EXIT.clean;
}
