import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repoRoot.ts';

/** Where a CLI run in the repository would write: reports and the default regression corpus. */
const OUTPUT_FOLDERS = ['reports', '.toolfuzz/corpus'] as const;

/** Every entry below each output folder, files with their size and mtime; undefined where the folder is absent. */
export type RepoOutputs = Record<(typeof OUTPUT_FOLDERS)[number], string[] | undefined>;

function listing(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = statSync(join(folder, name));
      // Size and mtime, so that a file rewritten under the same name changes the listing too.
      return stat.isDirectory() ? `${name}/` : `${name} ${stat.size} ${stat.mtimeMs}`;
    });
}

/** A snapshot of the output folders of `root` (the repo's by default), to show that a test left them as they were. */
export function repoOutputs(root: string = REPO_ROOT): RepoOutputs {
  const snapshot = (path: string): string[] | undefined => {
    const folder = join(root, path);
    return existsSync(folder) ? listing(folder) : undefined;
  };
  return Object.fromEntries(OUTPUT_FOLDERS.map((path) => [path, snapshot(path)])) as RepoOutputs;
}
