import { UsageError } from '../errors/usageError.ts';
import type { CliIo } from './cliIo.ts';

/** `toolfuzz merge a.json b.json ... --json out.json --html out.html`: one report from several (e.g. CI shards). */
export async function mergeCommand(_argv: readonly string[], _io: CliIo): Promise<number> {
  throw new UsageError('toolfuzz merge is not available yet');
}
