import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    const report = await fuzz({
      ...small,
      subject: SEEDED_BUG,
      cwd,
      json: 'out/report.json',
      html: 'out/index.html',
      junit: 'out/junit.xml',
    });
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

  it('stopWhenFound: ends the run at the first shrunk finding it awaits, or ends only the named tool', async () => {
    const cwd = specProject();
    // No other bound: without the stop, 100,000 runs per source would outlast the test's timeout.
    const stopped = await fuzz({
      ...small,
      runs: 100_000,
      subject: SEEDED_BUG,
      corpus: false,
      cwd,
      stopWhenFound: [{ kinds: ['FALSE_ACCEPT'], blame: 'validator' }],
    });
    const finding = stopped.findings.find((f) => f.kind === 'FALSE_ACCEPT' && f.blame === 'validator');
    expect(finding?.spec).toEqual({ note: { type: 'string' } });
    expect(finding?.argsJson).toBe('{"note":null}');
    expect(stopped.interrupted).toBe(false);
    expect(stopped.timedOut).toBe(false);
    expect(stopped.stats.cases).toBeLessThan(4 * 100_000);

    // Two tools: the one named stops at its finding, the faithful one runs its whole budget.
    writeFileSync(
      join(cwd, 'two.json'),
      JSON.stringify({
        tools: [
          { name: 'note_tool', schema: { note: { type: 'string' } } },
          { name: 'count_tool', schema: { count: { type: 'integer', required: true } } },
        ],
      }),
    );
    const runs = 60;
    const full = await fuzz({ ...small, runs, specs: 'two.json', subject: SEEDED_BUG, corpus: false, cwd });
    const one = await fuzz({
      ...small,
      runs,
      specs: 'two.json',
      subject: SEEDED_BUG,
      corpus: false,
      cwd,
      stopWhenFound: [{ tool: 'note_tool', kinds: ['FALSE_ACCEPT'] }],
    });
    const cases = (report: typeof full, tool: string): number | undefined => report.tools.find((t) => t.name === tool)?.cases;
    expect(cases(one, 'count_tool')).toBe(cases(full, 'count_tool'));
    expect(cases(one, 'note_tool')).toBeLessThan(cases(full, 'note_tool') ?? 0);
    expect(one.findings.some((f) => f.tool === 'note_tool' && f.kind === 'FALSE_ACCEPT')).toBe(true);
  });

  it('rejects a stopWhenFound that names no finding kind with a one-line UsageError', async () => {
    const cwd = specProject();
    await expect(fuzz({ cwd, stopWhenFound: [{ kinds: ['FALSE_ACCEPTS' as 'FALSE_ACCEPT'] }] })).rejects.toThrow(
      /^fuzz\(\): stopWhenFound kinds must list finding kinds \(FALSE_ACCEPT, .*\), got "FALSE_ACCEPTS"$/,
    );
    await expect(fuzz({ cwd, stopWhenFound: [{ blame: 'nobody' as 'validator' }] })).rejects.toBeInstanceOf(UsageError);
  });

  it('reports progress, stops early on an aborted signal and still resolves to the report of what ran', async () => {
    const cwd = specProject();
    const progress: number[] = [];
    const report = await fuzz({
      ...small,
      runs: 100_000,
      subject: FAITHFUL,
      corpus: false,
      cwd,
      signal: AbortSignal.timeout(1500),
      onProgress: (cases) => progress.push(cases),
    });
    expect(report.interrupted).toBe(true);
    expect(report.partial).toBe(true);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBeLessThanOrEqual(report.stats.cases);
  });
});
