import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors/usageError.ts';
import { REPORT_VERSION } from '../report/jsonReport.ts';
import { fuzz } from './fuzz.ts';
import { repoPath, specProject } from '../testing/specProject.ts';

const SEEDED_BUG = repoPath('fixtures/subjects/null-as-absent.ts');
const FAITHFUL = repoPath('fixtures/subjects/faithful/index.ts');

const small = { specs: 'specs.json', runs: 25, seed: 4, workers: 1 } as const;

describe('fuzz', () => {
  it('resolves to the JSON report, writes nothing unless asked, and names where to save it to replay', async () => {
    const cwd = specProject();
    const report = await fuzz({ ...small, subject: SEEDED_BUG, corpus: false, cwd });
    expect(report.version).toBe(REPORT_VERSION);
    expect(report.subject).toBe(SEEDED_BUG);
    expect(report.budget.runs).toBe(25);
    expect(report.seed).toBe(4);
    const finding = report.findings.find((f) => f.kind === 'FALSE_ACCEPT');
    expect(finding?.tool).toBe('note_tool');
    expect(finding?.reproduce).toBe(`toolfuzz replay <report.json> --id ${finding?.id}`);
    expect(readdirSync(cwd)).toEqual(['specs.json']);
  });

  it('writes the reports asked for, relative to cwd, and keeps the corpus by default as the CLI does', async () => {
    const cwd = specProject();
    const report = await fuzz({ ...small, subject: SEEDED_BUG, cwd, json: 'out/report.json', html: 'out/index.html', junit: 'out/junit.xml' });
    expect(JSON.parse(readFileSync(join(cwd, 'out/report.json'), 'utf8'))).toEqual(report);
    expect(readFileSync(join(cwd, 'out/index.html'), 'utf8')).toContain('<html');
    expect(readFileSync(join(cwd, 'out/junit.xml'), 'utf8')).toContain('<testsuite');
    expect(report.findings[0]?.reproduce).toBe(`toolfuzz replay out/report.json --id ${report.findings[0]?.id}`);
    expect(report.corpus?.saved).toBe(report.findings.length);
    expect(existsSync(join(cwd, '.toolfuzz', 'corpus'))).toBe(true);
  });

  it('rejects a bad option with a one-line UsageError before anything runs', async () => {
    const cwd = specProject();
    await expect(fuzz({ runs: 0, cwd })).rejects.toThrow(new UsageError('fuzz(): runs must be a positive integer, got number 0'));
    await expect(fuzz({ ...small, subject: 'missing.ts', corpus: false, cwd })).rejects.toBeInstanceOf(UsageError);
    expect(readdirSync(cwd)).toEqual(['specs.json']);
  });

  it('reports progress, stops early on an aborted signal and still resolves to the report of what ran', async () => {
    const cwd = specProject();
    const progress: number[] = [];
    const report = await fuzz({ ...small, runs: 100_000, subject: FAITHFUL, corpus: false, cwd, signal: AbortSignal.timeout(1500), onProgress: (cases) => progress.push(cases) });
    expect(report.interrupted).toBe(true);
    expect(report.partial).toBe(true);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBeLessThanOrEqual(report.stats.cases);
  });
});
