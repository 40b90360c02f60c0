import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors/usageError.ts';
import { repoPath, specProject } from '../testing/specProject.ts';
import { fuzz } from './fuzz.ts';
import { replay } from './replay.ts';

const SEEDED_BUG = repoPath('fixtures/subjects/null-as-absent.ts');
const FAITHFUL = repoPath('fixtures/subjects/faithful/index.ts');
const small = { specs: 'specs.json', runs: 25, seed: 4, workers: 1, corpus: false } as const;

describe('replay', () => {
  it('says of each finding whether it still fails: against its own subject, then against a fixed one', async () => {
    const cwd = specProject();
    const report = await fuzz({ ...small, subject: SEEDED_BUG, cwd });
    expect(report.findings.length).toBeGreaterThan(0);

    const again = await replay({ report, cwd });
    expect(again.subject).toBe(SEEDED_BUG);
    expect(again.findings.map((f) => [f.id, f.status])).toEqual(report.findings.map((f) => [f.id, 'still-failing']));
    expect(again.stillFailing).toBe(report.findings.length);

    const fixed = await replay({ report, subject: FAITHFUL, ids: [report.findings[0]?.id ?? ''] });
    expect(fixed.findings).toMatchObject([{ id: report.findings[0]?.id, status: 'fixed' }]);
    expect(fixed.stillFailing).toBe(0);
  });

  it('rejects an unknown id, a missing report and a bad call timeout with one-line UsageErrors', async () => {
    const cwd = specProject();
    const report = await fuzz({ ...small, subject: FAITHFUL, cwd });
    expect(report.findings).toEqual([]);
    await expect(replay({ report, ids: ['F9'], cwd })).rejects.toThrow(new UsageError('the report: no finding F9 (it has none)'));
    await expect(replay({ report: 'gone.json', cwd })).rejects.toThrow(new UsageError('report not found: gone.json'));
    await expect(replay({ report, callTimeoutMs: 0 })).rejects.toThrow(
      new UsageError('--call-timeout <ms> must be a positive integer, got "0"'),
    );
    await expect(replay({ report: { findings: [] } as never })).rejects.toBeInstanceOf(UsageError);
  });
});
