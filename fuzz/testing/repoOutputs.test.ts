import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoOutputs } from './repoOutputs.ts';
import { tempFolder } from './tempFolder.ts';

// On a folder of its own: writing into the repo's reports/ would trip the tests that guard it.
const root = tempFolder('repo-outputs');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('repoOutputs', () => {
  it('says which output folders are absent', () => {
    expect(repoOutputs(root)).toEqual({ reports: undefined, '.toolfuzz/corpus': undefined });
  });

  it('changes when a file is added, grows or is rewritten in place', () => {
    mkdirSync(join(root, 'reports'));
    mkdirSync(join(root, '.toolfuzz/corpus'), { recursive: true });
    writeFileSync(join(root, 'reports/a.png'), 'x');
    const before = repoOutputs(root);
    expect(before.reports).toHaveLength(1);
    expect(before['.toolfuzz/corpus']).toEqual([]);

    writeFileSync(join(root, '.toolfuzz/corpus/e.json'), '{}');
    expect(repoOutputs(root)['.toolfuzz/corpus']).toHaveLength(1);
    const withEntry = repoOutputs(root);
    writeFileSync(join(root, 'reports/a.png'), 'y');
    utimesSync(join(root, 'reports/a.png'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    // Same name, same size: only the mtime tells.
    expect(repoOutputs(root)).not.toEqual(withEntry);
    expect(repoOutputs(root)).toEqual(repoOutputs(root));
  });
});
