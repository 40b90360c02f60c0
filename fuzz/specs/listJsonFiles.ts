import { readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { firstLineOf } from '../errors/describeError.ts';
import { UsageError } from '../errors/usageError.ts';

async function walk(dir: string, where: (path: string) => string, seen: Set<string>, found: string[]): Promise<void> {
  // Symlinked folders are followed once: a link back up the tree must not loop forever.
  const real = await realpath(dir);
  if (seen.has(real)) return;
  seen.add(real);
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (thrown) {
    throw new UsageError(`${where(dir)}: cannot read folder: ${firstLineOf(thrown)}`);
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    let isDirectory = entry.isDirectory();
    let isFile = entry.isFile();
    if (entry.isSymbolicLink()) {
      const target = await stat(path).catch(() => undefined);
      isDirectory = target?.isDirectory() ?? false;
      isFile = target?.isFile() ?? false;
    }
    if (isDirectory) await walk(path, where, seen, found);
    else if (isFile && entry.name.toLowerCase().endsWith('.json')) found.push(path);
  }
}

/**
 * Every `.json` file below `dir`, recursively, sorted by code unit order (not locale) so a campaign
 * sees its tools in the same order on every machine. `where` renders paths for error messages.
 */
export async function listJsonFiles(dir: string, where: (path: string) => string): Promise<string[]> {
  const found: string[] = [];
  await walk(dir, where, new Set(), found);
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
