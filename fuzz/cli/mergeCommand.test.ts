import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../errors/usageError.ts';
import type { JsonReport, ReportFinding, ReportTool } from '../report/jsonReport.ts';
import { parseXml } from '../testing/parseXml.ts';
import { exampleReport } from '../testing/exampleReport.ts';
import { reportSchemaErrors } from '../report/schema/reportSchema.ts';
import type { Mutable } from '../testing/mutable.ts';
import { readJsonReport as readReport } from '../testing/readJsonReport.ts';
import { REPO_ROOT as repo } from '../testing/repoRoot.ts';
import { runMain } from '../testing/runMain.ts';
import { tempFolder } from '../testing/tempFolder.ts';
import { mergeReports } from './mergeCommand.ts';

const temp = (): string => tempFolder('merge');
const reproduce = (id: string): string => `toolfuzz replay merged.json --id ${id}`;
const withoutReproduce = (report: JsonReport): unknown => ({ ...report, findings: report.findings.map(({ reproduce: _, ...f }) => f) });

/** The example report cut into two shards: create_event in one, the other tools in the other, F1 seen in both. */
function exampleShards(): [Mutable<JsonReport>, Mutable<JsonReport>] {
  const whole = exampleReport();
  const [f1, f2, f3] = whole.findings as [ReportFinding, ReportFinding, ReportFinding];
  const [createEvent, sendSms, search] = whole.tools as [ReportTool, ReportTool, ReportTool];
  const a: Mutable<JsonReport> = {
    ...whole,
    durationMs: 2000,
    startedAt: '2026-11-29T23:32:20.000Z',
    stats: {
      ...whole.stats,
      cases: 40,
      casesPerSecond: 20,
      tools: 1,
      casesBySource: { valid: 10, faker: 10, violator: 10, loose: 10 },
      casesByOperator: { wrongType: 8 },
      driftingCases: { nullForOptional: 2 },
      labelMismatches: 1,
    },
    tools: [createEvent],
    hiddenConstraints: [],
    findings: [{ ...f1, tools: ['create_event'], duplicates: 0, occurrences: 4 }, f2],
  };
  const b: Mutable<JsonReport> = {
    ...whole,
    durationMs: 2500,
    stats: {
      ...whole.stats,
      cases: 80,
      casesPerSecond: 32,
      tools: 2,
      casesBySource: { valid: 20, faker: 20, violator: 20, loose: 20 },
      casesByOperator: { wrongType: 16, nullForOptional: 6 },
      driftingCases: { nullForOptional: 2 },
      labelMismatches: 0,
    },
    tools: [sendSms, search],
    hiddenConstraints: [...whole.hiddenConstraints],
    findings: [
      { ...f3, id: 'F1' },
      { ...f1, id: 'F2', tool: 'send_sms', tools: ['send_sms'], duplicates: 0, occurrences: 3 },
    ],
  };
  return [a, b];
}

describe('mergeReports', () => {
  it('merging a report with itself changes nothing but the reproduce commands', () => {
    const report = exampleReport();
    const {
      report: merged,
      runs,
      notes,
    } = mergeReports(
      [
        { report, name: 'a.json' },
        { report: structuredClone(report), name: 'copy.json' },
      ],
      { allowMixed: false, reproduce },
    );
    expect(runs).toBe(1);
    expect(notes).toEqual(['copy.json is the same run as a.json: counted once']);
    expect(withoutReproduce(merged)).toEqual(withoutReproduce(report));
    expect(merged.findings.map((f) => f.reproduce)).toEqual(['F1', 'F2', 'F3'].map(reproduce));
  });

  it('combines shards: findings deduplicated by fingerprint, stats summed, ids renumbered in kind order', () => {
    const [a, b] = exampleShards();
    const { report } = mergeReports(
      [
        { report: a, name: 'a.json' },
        { report: b, name: 'b.json' },
      ],
      { allowMixed: false, reproduce },
    );
    expect(report.findings.map((f) => [f.id, f.kind, f.tools, f.duplicates, f.occurrences])).toEqual([
      ['F1', 'FALSE_ACCEPT', ['create_event', 'send_sms'], 1, 7],
      ['F2', 'CONVERTER_INVALID', ['create_event'], 0, 1],
      ['F3', 'HANG', ['send_sms'], 0, 2],
    ]);
    expect(report.findings[0]?.tool).toBe('create_event');
    expect(report.findings.map((f) => f.reproduce)).toEqual(['F1', 'F2', 'F3'].map(reproduce));
    expect(report.tools.map((t) => t.name)).toEqual(['create_event', 'send_sms', 'search']);
    expect(report.stats).toEqual({
      cases: 120,
      // From the summed cases and the slowest shard, as the shards ran side by side.
      casesPerSecond: 48,
      tools: 3,
      casesBySource: { valid: 30, faker: 30, violator: 30, loose: 30 },
      casesByOperator: { wrongType: 24, nullForOptional: 6 },
      driftingCases: { nullForOptional: 4 },
      labelMismatches: 1,
    });
    expect(report.durationMs).toBe(2500);
    expect(report.startedAt).toBe('2026-11-29T23:32:19.197Z');
    expect(report.hiddenConstraints).toEqual(exampleReport().hiddenConstraints);
    expect(reportSchemaErrors(report)).toEqual([]);
  });

  it('unions the legacy fingerprints each shard lists for a finding, so version 1 baseline entries of any shard still match', () => {
    const [a, b] = exampleShards();
    a.findings[0] = { ...(a.findings[0] as ReportFinding), legacyFingerprints: ['2222222222222222', '1111111111111111'] };
    b.findings[1] = { ...(b.findings[1] as ReportFinding), legacyFingerprints: ['3333333333333333', '1111111111111111'] };
    const { report } = mergeReports(
      [
        { report: a, name: 'a.json' },
        { report: b, name: 'b.json' },
      ],
      { allowMixed: false, reproduce },
    );
    const merged = report.findings.find((f) => f.fingerprint === a.findings[0]?.fingerprint);
    expect(merged?.legacyFingerprints).toEqual(['1111111111111111', '2222222222222222', '3333333333333333']);
    expect(report.findings.filter((f) => f.legacyFingerprints !== undefined)).toHaveLength(1);
  });

  it('is partial, interrupted or timed out when any input was', () => {
    const [a, b] = exampleShards();
    b.partial = true;
    b.timedOut = true;
    const { report } = mergeReports(
      [
        { report: a, name: 'a.json' },
        { report: b, name: 'b.json' },
      ],
      { allowMixed: false, reproduce },
    );
    expect([report.partial, report.interrupted, report.timedOut]).toEqual([true, false, true]);
  });

  it('keeps the fuller run of a tool two reports share, and each hidden constraint once', () => {
    const [a, b] = exampleShards();
    const rerun: Mutable<JsonReport> = {
      ...a,
      startedAt: '2026-11-29T23:40:00.000Z',
      tools: a.tools.map((t) => ({ ...t, cases: 100 })),
      hiddenConstraints: [...b.hiddenConstraints],
    };
    const { report, notes } = mergeReports(
      [
        { report: a, name: 'a.json' },
        { report: b, name: 'b.json' },
        { report: rerun, name: 'rerun.json' },
      ],
      { allowMixed: false, reproduce },
    );
    expect(notes).toEqual([]);
    expect(report.tools.find((t) => t.name === 'create_event')?.cases).toBe(100);
    expect(report.tools).toHaveLength(3);
    expect(report.hiddenConstraints).toHaveLength(1);
    expect(report.findings.find((f) => f.kind === 'FALSE_ACCEPT')?.occurrences).toBe(11);
  });

  it('refuses reports of different subjects or seeds unless allowed', () => {
    const [a, b] = exampleShards();
    const other = { ...b, subject: '/repo/other.ts' };
    expect(() =>
      mergeReports(
        [
          { report: a, name: 'a.json' },
          { report: other, name: 'b.json' },
        ],
        { allowMixed: false, reproduce },
      ),
    ).toThrow(
      new UsageError(
        'cannot merge reports of different subjects: a.json fuzzed /repo/fixtures/subjects/example.ts, b.json fuzzed /repo/other.ts; pass --allow-mixed to merge them anyway',
      ),
    );
    expect(() =>
      mergeReports(
        [
          { report: a, name: 'a.json' },
          { report: { ...b, seed: 5 }, name: 'b.json' },
        ],
        { allowMixed: false, reproduce },
      ),
    ).toThrow(/different seeds: a\.json has seed 4, b\.json has seed 5/);
    expect(
      mergeReports(
        [
          { report: a, name: 'a.json' },
          { report: other, name: 'b.json' },
        ],
        { allowMixed: true, reproduce },
      ).report.findings,
    ).toHaveLength(3);
  });
});

describe('toolfuzz merge (in process)', () => {
  const write = (dir: string, name: string, value: unknown): string => {
    writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
    return name;
  };

  async function mergeRun(
    args: readonly string[],
    cwd: string,
    env: Record<string, string> = {},
  ): Promise<{ code: number; out: string; err: string }> {
    const { code, stdout, stderr } = await runMain(['merge', ...args], { cwd, env });
    return { code, out: stdout, err: stderr };
  }

  it('writes the JSON, JUnit and HTML reports and exits 1 when there are findings', async () => {
    const cwd = temp();
    const [a, b] = exampleShards();
    const run = await mergeRun(
      [
        write(cwd, 'a.json', a),
        write(cwd, 'b.json', b),
        '--json',
        'out/merged.json',
        '--junit',
        'out/merged.xml',
        '--html=out/merged.html',
      ],
      cwd,
    );
    expect(run.code, run.err).toBe(1);
    expect(run.err).toBe('');
    expect(run.out).toMatch(
      /^toolfuzz: merged 2 reports of \/repo\/fixtures\/subjects\/example\.ts \(seed 4\): 120 cases on 3 tools\n3 findings\n/,
    );
    expect(run.out).toMatch(/json: out\/merged\.json\njunit: out\/merged\.xml\nreport: out\/merged\.html\n$/);
    const merged = readReport(join(cwd, 'out/merged.json'));
    expect(reportSchemaErrors(merged)).toEqual([]);
    expect(merged.findings.map((f) => f.reproduce)).toEqual(['F1', 'F2', 'F3'].map((id) => `toolfuzz replay out/merged.json --id ${id}`));
    expect(parseXml(readFileSync(join(cwd, 'out/merged.xml'), 'utf8')).attributes['failures']).toBe('4');
    expect(existsSync(join(cwd, 'out/merged.html'))).toBe(true);
  });

  it('exits 0 when the merged report has no findings', async () => {
    const cwd = temp();
    const [a, b] = exampleShards();
    const run = await mergeRun(
      [write(cwd, 'a.json', { ...a, findings: [] }), write(cwd, 'b.json', { ...b, findings: [] }), '--json', 'm.json'],
      cwd,
    );
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('no findings');
  });

  it('under GitHub Actions, annotates and writes the step summary', async () => {
    const cwd = temp();
    const summary = join(cwd, 'summary.md');
    const run = await mergeRun([write(cwd, 'a.json', exampleReport()), '--json', 'm.json'], cwd, {
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summary,
    });
    expect(run.code).toBe(1);
    expect(run.out.split('\n').filter((l) => l.startsWith('::error '))).toHaveLength(3);
    expect(readFileSync(summary, 'utf8')).toMatch(/^## toolfuzz: 3 findings/);
  });

  describe('bad input is one line and exit 2', () => {
    let cwd: string;
    beforeAll(() => {
      cwd = temp();
      const [a, b] = exampleShards();
      write(cwd, 'a.json', a);
      write(cwd, 'b.json', b);
      write(cwd, 'other-subject.json', { ...b, subject: '/repo/other.ts' });
      write(cwd, 'other-seed.json', { ...b, seed: 9 });
      write(cwd, 'truncated.json', JSON.stringify(a).slice(0, 200));
      const noKind = structuredClone(a) as unknown as { findings: Record<string, unknown>[] };
      delete noKind.findings[0]!['kind'];
      write(cwd, 'no-kind.json', noKind);
      write(cwd, 'bad-kind.json', { ...a, findings: [{ ...a.findings[0], kind: 'FALSE_ALARM' }] });
    });

    it.each([
      [['--json', 'm.json'], /^toolfuzz: toolfuzz merge needs the reports to merge; usage: toolfuzz merge/],
      [['a.json', 'b.json'], /needs --json <out\.json>/],
      [['a.json', '--json'], /^toolfuzz: --json needs a value: --json <out\.json>$/],
      [['a.json', '--json', '--html', 'x.html'], /^toolfuzz: --json needs a value: --json <out\.json>$/],
      [['a.json', '--json='], /^toolfuzz: --json <out\.json> needs a non-empty value$/],
      [['a.json', '--jsno', 'm.json'], /^toolfuzz: unknown flag --jsno \(did you mean --json\?\); see toolfuzz merge --help$/],
      [['a.json', '--json', 'm.json', '--allow-mixed=yes'], /^toolfuzz: --allow-mixed takes no value/],
      [['missing.json', '--json', 'm.json'], /^toolfuzz: report not found: missing\.json$/],
      [['a.json', 'truncated.json', '--json', 'm.json'], /^toolfuzz: truncated\.json: not a toolfuzz JSON report \(invalid JSON: /],
      [
        ['a.json', 'no-kind.json', '--json', 'm.json'],
        /^toolfuzz: no-kind\.json: not a valid toolfuzz JSON report: findings\[0\]: must have required property 'kind'$/,
      ],
      [
        ['bad-kind.json', '--json', 'm.json'],
        /^toolfuzz: bad-kind\.json: not a valid toolfuzz JSON report: findings\[0\]\.kind: must be equal to one of the allowed values/,
      ],
      [
        ['a.json', 'other-subject.json', '--json', 'm.json'],
        /^toolfuzz: cannot merge reports of different subjects: a\.json fuzzed \S+, other-subject\.json fuzzed \/repo\/other\.ts; pass --allow-mixed/,
      ],
      [
        ['a.json', 'other-seed.json', '--json', 'm.json'],
        /^toolfuzz: cannot merge reports of different seeds: a\.json has seed 4, other-seed\.json has seed 9; pass --allow-mixed/,
      ],
    ])('toolfuzz merge %j', async (args, pattern) => {
      const run = await mergeRun(args, cwd);
      expect(run.code).toBe(2);
      expect(run.err.split('\n')).toHaveLength(2);
      expect(run.err.endsWith('\n')).toBe(true);
      expect(run.err.trimEnd()).toMatch(pattern);
      expect(existsSync(join(cwd, 'm.json'))).toBe(false);
    });

    it('--allow-mixed merges other subjects and seeds anyway', async () => {
      const run = await mergeRun(['a.json', 'other-subject.json', 'other-seed.json', '--allow-mixed', '--json', 'mixed.json'], cwd);
      expect(run.code, run.err).toBe(1);
      expect(readReport(join(cwd, 'mixed.json')).stats.cases).toBe(200);
    });
  });
});

// Campaigns and merges through the CLI's main() in this process, as bin/toolfuzz runs it once tsx is
// loaded: what these tests hold is the merge of real reports, not the process (cli.test.ts spawns the
// binary for that), and eight spawns cost a loader start each.
describe('toolfuzz merge on real runs', () => {
  const subject = join(repo, 'fixtures/subjects/null-as-absent.ts');
  const specA = join(repo, 'fixtures/specs/calendar.json');
  const specB = join(repo, 'fixtures/specs/messaging.json');
  const base = ['run', '--subject', subject, '--runs', '5', '--seed', '4', '--json', 'r.json', '--html', 'r.html'];
  // Each in its own folder, so no run replays another's regression corpus.
  const runIn = async (args: readonly string[]): Promise<{ cwd: string; report: JsonReport }> => {
    const cwd = temp();
    const run = await runMain([...base, ...args], { cwd });
    expect(run.code, run.stderr).toBe(1);
    return { cwd, report: readReport(join(cwd, 'r.json')) };
  };
  let full: { cwd: string; report: JsonReport };
  let partA: { cwd: string; report: JsonReport };
  let partB: { cwd: string; report: JsonReport };
  let shard1: { cwd: string; report: JsonReport };
  let shard2: { cwd: string; report: JsonReport };

  beforeAll(async () => {
    [full, partA, partB] = await Promise.all([
      runIn(['--specs', specA, '--specs', specB]),
      runIn(['--specs', specA]),
      runIn(['--specs', specB]),
    ]);
    [shard1, shard2] = await Promise.all([
      runIn(['--specs', specA, '--specs', specB, '--shard', '1/2']),
      runIn(['--specs', specA, '--specs', specB, '--shard', '2/2']),
    ]);
  }, 120_000);

  /** What a report says about each drift, independent of ids, order and which tool it was shrunk on. */
  const drifts = (report: JsonReport): Record<string, unknown> =>
    Object.fromEntries(
      report.findings.map((f) => [f.fingerprint, { kind: f.kind, blame: f.blame, tools: [...f.tools].sort(), occurrences: f.occurrences }]),
    );

  it.each([
    ['runs over different --specs', () => [partA, partB]],
    ['--shard 1/2 and 2/2', () => [shard1, shard2]],
  ])('merging %s gives the findings and cases of the whole campaign', async (_name, parts) => {
    const [a, b] = parts() as [{ cwd: string; report: JsonReport }, { cwd: string; report: JsonReport }];
    const cwd = temp();
    const run = await runMain(['merge', join(a.cwd, 'r.json'), join(b.cwd, 'r.json'), '--json', 'merged.json', '--junit', 'merged.xml'], {
      cwd,
    });
    expect(run.code, run.stderr).toBe(1);
    const merged = readReport(join(cwd, 'merged.json'));
    expect(reportSchemaErrors(merged)).toEqual([]);
    const union = new Set([...a.report.findings, ...b.report.findings].map((f) => f.fingerprint));
    expect(new Set(merged.findings.map((f) => f.fingerprint))).toEqual(union);
    expect(drifts(merged)).toEqual(drifts(full.report));
    expect(merged.stats.cases).toBe(full.report.stats.cases);
    expect(merged.stats.casesBySource).toEqual(full.report.stats.casesBySource);
    expect(merged.tools.map((t) => t.name).sort()).toEqual(full.report.tools.map((t) => t.name).sort());
    expect(merged.findings.map((f) => f.id)).toEqual(merged.findings.map((_, i) => `F${i + 1}`));
    for (const f of merged.findings) expect(f.reproduce).toBe(`toolfuzz replay merged.json --id ${f.id}`);
    const junit = parseXml(readFileSync(join(cwd, 'merged.xml'), 'utf8'));
    // Five case properties and one lint case per provider for every tool.
    expect(Number(junit.attributes['tests'])).toBe(merged.tools.length * (5 + 6));
  });

  it('merging a real report with itself changes nothing but reproduce', async () => {
    const cwd = temp();
    const source = join(full.cwd, 'r.json');
    const run = await runMain(['merge', source, source, '--json', 'self.json'], { cwd });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('counted once');
    const merged = readReport(join(cwd, 'self.json'));
    expect(withoutReproduce(merged)).toEqual(withoutReproduce(full.report));
  });
});
