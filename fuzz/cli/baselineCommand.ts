import { UsageError } from '../errors/usageError.ts';
import type { CliIo } from './cliIo.ts';

/** `toolfuzz baseline <report.json> [--out toolfuzz.baseline.json]`: writes or updates a baseline from a report. */
export async function baselineCommand(_argv: readonly string[], _io: CliIo): Promise<number> {
  throw new UsageError('toolfuzz baseline is not available yet');
}
