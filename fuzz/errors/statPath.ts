import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { displayPath } from './userPaths.ts';
import { firstLineOf } from './describeError.ts';
import { UsageError } from './usageError.ts';

/**
 * `stat` for a user-given path: undefined when nothing is there (so the caller can say "not found"
 * in its own words); any other failure (permissions, a loop of links) is a UsageError naming the path
 * (relative to `cwd`, default process.cwd()).
 */
export async function statPath(absolutePath: string, cwd?: string): Promise<Stats | undefined> {
  try {
    return await stat(absolutePath);
  } catch (thrown) {
    const code = (thrown as { code?: unknown } | null)?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new UsageError(`cannot access ${displayPath(absolutePath, cwd)}: ${firstLineOf(thrown)}`);
  }
}
