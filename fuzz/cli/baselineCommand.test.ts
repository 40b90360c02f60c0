import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BaselineFile } from '../baseline/baselineFile.ts';
import { fakeFinding, fakeReport, fakeTool } from '../testing/reportFixture.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { runMain, type MainRun } from '../testing/runMain.ts';
import { scratchFolder } from '../testing/scratchFolder.ts';

const { dir: root } = scratchFolder('baseline-command');

function toolfuzz(cwd: string, ...argv: string[]): Promise<MainRun> {
  return runMain(argv, { cwd });
}

let folders = 0;
function project(report: JsonReport): string {
  const dir = join(root, `p${++folders}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'report.json'), JSON.stringify(report));
  return dir;
}

function readBaselineAt(path: string): BaselineFile {
  return JSON.parse(readFileSync(path, 'utf8')) as BaselineFile;
}

const two = fakeReport([
  fakeFinding({ id: 'F1', fingerprint: 'aaaaaaaaaaaaaaaa' }),
  fakeFinding({ id: 'F2', fingerprint: 'bbbbbbbbbbbbbbbb', tool: 'send_email', tools: ['send_email'], paths: ['to'] }),
]);

describe('toolfuzz baseline', () => {
  it('writes toolfuzz.baseline.json in the cwd from a report, with a dated default reason, and says what it did', async () => {
    const dir = project(two);
    const run = await toolfuzz(dir, 'baseline', 'report.json');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const file = readBaselineAt(join(dir, 'toolfuzz.baseline.json'));
    expect(file.version).toBe(2);
    expect(file.entries.map((e) => [e.fingerprint, e.tool, e.path])).toEqual([
      ['aaaaaaaaaaaaaaaa', 'create_event', 'visibility'],
      ['bbbbbbbbbbbbbbbb', 'send_email', 'to'],
    ]);
    for (const entry of file.entries) expect(entry.reason).toMatch(/^added by toolfuzz baseline on \d{4}-\d{2}-\d{2}$/);
    expect(run.stdout).toContain('toolfuzz: wrote toolfuzz.baseline.json from report.json (2 entries: 2 added, 0 kept, 0 removed)');
    expect(run.stdout).toContain('  + F2 FALSE_ACCEPT (validator) on send_email at to [bbbbbbbbbbbbbbbb]: added by toolfuzz baseline on ');
    expect(run.stdout).toContain('gate a run with it: toolfuzz run --baseline toolfuzz.baseline.json');
  });

  it('updates an existing baseline: keeps reasons, adds new findings with --reason, drops nothing without --prune', async () => {
    const dir = project(two);
    const out = join(dir, 'ci', 'known.json');
    await toolfuzz(dir, 'baseline', 'report.json', '--out', 'ci/known.json', '--reason', 'tracked in #1');
    const edited = readBaselineAt(out);
    writeFileSync(
      out,
      JSON.stringify({
        version: 2,
        entries: [
          { ...edited.entries[0], reason: 'hand-written reason' },
          { fingerprint: 'old', tool: 'create_event', kind: 'HANG', blame: 'validator', reason: 'was slow' },
        ],
      }),
    );
    writeFileSync(
      join(dir, 'next.json'),
      JSON.stringify(fakeReport([...two.findings, fakeFinding({ id: 'F3', fingerprint: 'cccccccccccccccc' })])),
    );

    const update = await toolfuzz(dir, 'baseline', 'next.json', '--out', 'ci/known.json', '--reason', 'tracked in #2');
    expect(update.code).toBe(0);
    expect(update.stdout).toContain('toolfuzz: updated ci/known.json from next.json (4 entries: 2 added, 1 kept, 0 removed)');
    expect(update.stdout).toContain('  1 stale entry kept (not seen again in this report; --prune drops them)');
    expect(readBaselineAt(out).entries.map((e) => [e.fingerprint, e.reason])).toEqual([
      ['aaaaaaaaaaaaaaaa', 'hand-written reason'],
      ['old', 'was slow'],
      ['bbbbbbbbbbbbbbbb', 'tracked in #2'],
      ['cccccccccccccccc', 'tracked in #2'],
    ]);

    const pruned = await toolfuzz(dir, 'baseline', 'next.json', '--out', 'ci/known.json', '--prune');
    expect(pruned.stdout).toContain('(3 entries: 0 added, 3 kept, 1 removed)');
    expect(pruned.stdout).toContain('  - HANG (validator) on create_event [old]: stale, removed');
    expect(readBaselineAt(out).entries.map((e) => e.fingerprint)).toEqual(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc']);
  });

  it('rewrites a version 1 baseline in the current form: presence entries get the new fingerprint, the rest keep theirs', async () => {
    const merged = fakeFinding({ id: 'F1', fingerprint: 'dddddddddddddddd', legacyFingerprints: ['1111111111111111', '2222222222222222'] });
    const dir = project(fakeReport([merged, fakeFinding({ id: 'F2', fingerprint: 'bbbbbbbbbbbbbbbb', kind: 'THROWS' })]));
    const entry = (fingerprint: string, reason: string, kind = 'FALSE_ACCEPT') => ({
      fingerprint,
      tool: 'create_event',
      kind,
      blame: 'validator',
      reason,
    });
    const v1 = {
      version: 1,
      entries: [
        entry('1111111111111111', 'tracked in #1'),
        entry('2222222222222222', 'tracked in #2'),
        entry('bbbbbbbbbbbbbbbb', 'throws', 'THROWS'),
        entry('3333333333333333', 'not seen'),
      ],
    };
    writeFileSync(join(dir, 'toolfuzz.baseline.json'), JSON.stringify(v1));
    const run = await toolfuzz(dir, 'baseline', 'report.json');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('toolfuzz: updated toolfuzz.baseline.json from report.json (3 entries: 0 added, 3 kept, 0 removed)');
    expect(run.stdout).toContain(
      '  3 version 1 entries rewritten to current fingerprints (1 entry merged into another for the same finding, reasons joined)',
    );
    expect(run.stdout).toContain('  1 entry keeps its version 1 fingerprint until a report shows the finding again');
    const file = readBaselineAt(join(dir, 'toolfuzz.baseline.json'));
    expect(file.version).toBe(2);
    expect(file.entries.map((e) => [e.fingerprint, e.fingerprintVersion, e.reason])).toEqual([
      ['dddddddddddddddd', undefined, 'tracked in #1; tracked in #2'],
      ['bbbbbbbbbbbbbbbb', undefined, 'throws'],
      ['3333333333333333', 1, 'not seen'],
    ]);
    // Once in the current form, the same report changes nothing.
    const again = await toolfuzz(dir, 'baseline', 'report.json');
    expect(again.stdout).toContain('is up to date with report.json');
  });

  it('rewrites a version 1 baseline even when no entry changes', async () => {
    const dir = project(fakeReport([], [fakeTool('create_event')]));
    writeFileSync(join(dir, 'toolfuzz.baseline.json'), JSON.stringify({ version: 1, entries: [] }));
    const run = await toolfuzz(dir, 'baseline', 'report.json');
    expect(run.stdout).toContain('toolfuzz: updated toolfuzz.baseline.json');
    expect(readBaselineAt(join(dir, 'toolfuzz.baseline.json'))).toEqual({ version: 2, entries: [] });
  });

  it('leaves an up-to-date baseline alone', async () => {
    const dir = project(two);
    await toolfuzz(dir, 'baseline', 'report.json');
    const path = join(dir, 'toolfuzz.baseline.json');
    const before = statSync(path).mtimeMs;
    const again = await toolfuzz(dir, 'baseline', 'report.json');
    expect(again.stdout).toContain(
      'toolfuzz: toolfuzz.baseline.json is up to date with report.json (2 entries: 0 added, 2 kept, 0 removed)',
    );
    expect(statSync(path).mtimeMs).toBe(before);
  });

  it('writes an empty baseline from a clean report', async () => {
    const dir = project(fakeReport([], [fakeTool('create_event')]));
    const run = await toolfuzz(dir, 'baseline', 'report.json');
    expect(run.stdout).toContain('the report has no findings: the baseline is empty');
    expect(readBaselineAt(join(dir, 'toolfuzz.baseline.json'))).toEqual({ version: 2, entries: [] });
  });

  it('exits 2 with one line on a missing report, a non-report or a malformed existing baseline', async () => {
    const dir = project(two);
    expect(await toolfuzz(dir, 'baseline', 'missing.json')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'toolfuzz: report not found: missing.json\n',
    });
    writeFileSync(
      join(dir, 'toolfuzz.baseline.json'),
      '{"version":1,"entries":[{"fingerprint":"aaa","tool":"t","kind":"HANG","blame":"body"}]}',
    );
    expect(await toolfuzz(dir, 'baseline', 'report.json')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'toolfuzz: toolfuzz.baseline.json: $.entries[0]: missing "reason" (why the finding is accepted, e.g. "known, tracked in #123")\n',
    });
  });

  it('prints its usage for --help', async () => {
    const run = await toolfuzz(root, 'baseline', '--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^usage: toolfuzz baseline <report.json> \[--out <file>\] \[--reason <text>\] \[--prune\]\n/);
  });
});
