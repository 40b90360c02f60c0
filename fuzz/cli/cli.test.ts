import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type JsonReport, REPORT_VERSION } from '../report/jsonReport.ts';
import { readJsonReport as readReport } from '../testing/readJsonReport.ts';
import { REPO_ROOT as repo } from '../testing/repoRoot.ts';
import { runCli, TOOLFUZZ_BIN } from '../testing/runCli.ts';
import { runMain } from '../testing/runMain.ts';
import { tempFolder } from '../testing/tempFolder.ts';

const bfcl = join(repo, '..', 'shared', 'corpora', 'bfcl');
/**
 * Two spec files of the fixtures (7 tools, null-as-absent drifts on them) for the tests whose subject
 * is the corpus or replay, not the fixtures: each run then compiles 7 tools, not the default 42.
 */
const SMALL_SPECS = ['--specs', join(repo, 'fixtures/specs/calendar.json'), '--specs', join(repo, 'fixtures/specs/messaging.json')];
const temp = (): string => tempFolder('cli');

/** Starts a long campaign and resolves once it is fuzzing (plus `afterMs`), for tests that interrupt it. */
async function startFuzzing(args: readonly string[], cwd: string, afterMs: number): Promise<ReturnType<typeof spawn>> {
  const child = spawn(process.execPath, [TOOLFUZZ_BIN, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (stderr.includes('fuzzing')) {
        clearInterval(check);
        resolve();
      }
    }, 50);
  });
  await new Promise((r) => setTimeout(r, afterMs));
  return child;
}

function expectOneLineUsageError(run: { code: number | null; stderr: string; stdout: string }, pattern: RegExp): void {
  expect(run.code).toBe(2);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^toolfuzz: /);
  expect(lines[0]).toMatch(pattern);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

// Most of these run main() in this process, as bin/toolfuzz does after loading tsx; the tests that
// need the binary itself (its exit code, its stderr, signals, a kill) spawn it.
describe('toolfuzz usage errors: one line, exit 2', () => {
  it.each([
    [['run', '--bogus'], /unknown flag --bogus/],
    [['run', '--subject', join(repo, 'fixtures/bad/subjects/syntaxError.mjs')], /cannot import: SyntaxError/],
  ])('bin/toolfuzz %j', async (args, pattern) => {
    // A folder of its own: a run that got past its usage error would write its corpus there, not in the repo.
    expectOneLineUsageError(await runCli(args, { cwd: temp() }), pattern);
  });

  it.each([
    [['run', '--bogus'], /unknown flag --bogus/],
    [['run', '--runs', 'many'], /--runs/],
    [['run', '--seed', '-1'], /--seed/],
    [['run', 'stray'], /unexpected argument "stray"/],
    // As the user typed it, relative to the run's cwd (the worker that loads the subject is told it).
    [['run', '--subject', 'missing.ts'], /subject not found: missing\.ts$/],
    [['run', '--subject', join(repo, 'fixtures/bad/subjects/missingValidateArgs.ts')], /does not export validateArgs/],
    [['run', '--subject', join(repo, 'fixtures/bad/subjects/syntaxError.mjs')], /cannot import: SyntaxError/],
    [['run', '--subject', join(repo, 'fixtures/bad/subjects/throwsOnLoad.ts')], /cannot import/],
    [
      ['run', '--specs', join(repo, 'fixtures/bad/specs/unknownNestedType.json')],
      /unknownNestedType\.json: \$\.tools\[2\]\.schema\.opts\.properties\.mode\.type: unknown type "date"/,
    ],
    [['run', '--specs', join(repo, 'fixtures/bad/specs/invalidJson.json')], /invalidJson\.json/],
    [['run', '--specs', 'no/such/folder'], /spec source not found: no\/such\/folder$/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [['replay', 'missing-report.json', '--id', 'F1'], /report not found/],
  ])('toolfuzz %j', async (args, pattern) => {
    expectOneLineUsageError(await runMain(args, { cwd: temp() }), pattern);
  });

  it('prints usage and exits 2 without a command, and 0 for --help', async () => {
    const cwd = temp();
    const bare = await runMain([], { cwd });
    expect(bare.code).toBe(2);
    expect(bare.stdout).toMatch(/usage: toolfuzz <command>/);
    const help = await runMain(['run', '--help'], { cwd });
    expect(help.code).toBe(0);
    for (const flag of [
      '--subject',
      '--specs',
      '--random-specs',
      '--seed',
      '--runs',
      '--time',
      '--json',
      '--html',
      '--junit',
      '--workers',
      '--run-bodies',
    ]) {
      expect(help.stdout).toContain(flag);
    }
  });
});

describe('toolfuzz run', () => {
  it('on the default subject and fixtures exits 0 and ends with the path of a report it wrote', async () => {
    const cwd = temp();
    const run = await runMain(['run', '--runs', '10', '--seed', '1', '--workers', '1'], { cwd });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/seed 1\b/);
    const lines = run.stdout.trimEnd().split('\n');
    const last = lines.at(-1) ?? '';
    expect(last).toMatch(/^report: reports\/[^/]+\/index\.html$/);
    expect(existsSync(join(cwd, last.slice('report: '.length)))).toBe(true);
    expect(existsSync(join(cwd, 'reports/latest/index.html'))).toBe(true);
    const jsonLine = lines.at(-2) ?? '';
    expect(jsonLine).toMatch(/^json: reports\/[^/]+\/report\.json$/);
    const report = readReport(join(cwd, jsonLine.slice('json: '.length)));
    expect(report).toMatchObject({ version: REPORT_VERSION, seed: 1, findings: [], partial: false });
    expect(report.subject).toBe(join(repo, 'src/index.ts'));
    expect(report.stats.cases).toBeGreaterThan(1000);
    expect(report.stats.casesPerSecond).toBeGreaterThan(0);
  });

  it('exits 1 on a seeded bug, prints the minimal counterexample, and replay says STILL FAILING until the subject is fixed', async () => {
    const cwd = temp();
    const json = join(cwd, 'bug.json');
    const run = await runMain(
      [
        'run',
        '--subject',
        join(repo, 'fixtures/subjects/null-as-absent.ts'),
        ...SMALL_SPECS,
        '--runs',
        '25',
        '--seed',
        '4',
        '--workers',
        '1',
        '--json',
        json,
      ],
      { cwd },
    );
    expect(run.code, run.stderr).toBe(1);
    const report = readReport(json);
    const finding = report.findings.find((f) => f.kind === 'FALSE_ACCEPT');
    expect(finding).toBeDefined();
    expect(Object.keys(finding!.spec ?? {})).toHaveLength(1);
    expect(finding!.argsJson).toMatch(/null/);
    expect(run.stdout).toContain(`args: ${finding!.argsJson}`);
    expect(finding!.reproduce).toBe(`toolfuzz replay bug.json --id ${finding!.id}`);
    expect(finding!.verdicts?.runtime).toMatchObject({ kind: 'accepted' });
    expect(finding!.verdicts?.reference?.valid).toBe(false);

    const replay = await runMain(['replay', 'bug.json', '--id', finding!.id], { cwd });
    expect(replay.code, replay.stderr).toBe(1);
    expect(replay.stdout).toMatch(/STILL FAILING/);
    const fixed = await runMain(['replay', 'bug.json', '--id', finding!.id, '--subject', join(repo, 'src/index.ts')], { cwd });
    expect(fixed.code, fixed.stderr).toBe(0);
    expect(fixed.stdout).toMatch(/FIXED/);
  });

  it('gives the same findings for the same seed and run budget', async () => {
    const cwd = temp();
    const args = [
      'run',
      '--subject',
      join(repo, 'fixtures/subjects/first-error-only.ts'),
      '--runs',
      '30',
      '--seed',
      '99',
      '--random-specs',
      // A third of the 66 generated tools: still two slices a tool (30 runs > 25), so the slices of one
      // tool land on different workers, and a dozen findings to compare, at a third of the cost.
      '--shard',
      '1/3',
    ];
    const [a, b] = await Promise.all([
      runMain([...args, '--json', 'a.json', '--workers', '1'], { cwd }),
      runMain([...args, '--json', 'b.json', '--workers', '2'], { cwd }),
    ]);
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    // firstSeenMs is wall-clock time, like durationMs: everything else must match.
    const strip = (r: JsonReport) => r.findings.map(({ reproduce: _r, firstSeenMs: _t, ...f }) => f);
    expect(strip(readReport(join(cwd, 'b.json')))).toEqual(strip(readReport(join(cwd, 'a.json'))));
  });

  it('runs real tool bodies only in their fuzzContext and lists the constraints that live only in the body', async () => {
    const cwd = temp();
    const run = await runMain(
      ['run', '--specs', join(repo, 'fixtures/tools/bashTools.ts'), '--runs', '40', '--seed', '5', '--workers', '1', '--json', 'bash.json'],
      { cwd },
    );
    expect(run.code, run.stderr).toBe(0);
    const report = readReport(join(cwd, 'bash.json'));
    expect(report.hiddenConstraints.map((h) => h.message).sort()).toEqual([
      'command: must be a non-empty command',
      'timeout: must be a positive number of milliseconds',
    ]);
    expect(run.stdout).toContain('constraints that live only in tool bodies');
  });

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'stops on %s within 2 s, writes every requested report marked partial, and exits 130',
    async (signal) => {
      const cwd = temp();
      // One worker, the suite's default: the pool stops every worker by the same path, and a second one
      // only costs a start and a busy core (on a loaded machine, time the 2 s bound can least spare).
      const child = await startFuzzing(
        [
          'run',
          '--workers',
          '1',
          '--runs',
          '100000',
          '--seed',
          '3',
          '--json',
          'partial.json',
          '--junit',
          'partial.xml',
          '--html',
          'partial.html',
        ],
        cwd,
        1500,
      );
      const sent = Date.now();
      child.kill(signal);
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).toBe(130);
      expect(Date.now() - sent).toBeLessThan(2000);
      const report = readReport(join(cwd, 'partial.json'));
      expect(report.partial).toBe(true);
      expect(report.interrupted).toBe(true);
      expect(report.stats.cases).toBeGreaterThan(0);
      expect(readFileSync(join(cwd, 'partial.xml'), 'utf8')).toContain('(interrupted)');
      expect(readFileSync(join(cwd, 'partial.html'), 'utf8')).toContain('data-partial="interrupted"');
    },
  );

  it('replays the regression corpus of its own subject first, and a killed run leaves it intact', async () => {
    const cwd = temp();
    // The user's harness module, at one path in the project: first buggy, then fixed in place.
    const subject = join(cwd, 'harness.ts');
    const harness = (module: string): void => writeFileSync(subject, `export * from ${JSON.stringify(join(repo, module))};\n`);
    harness('fixtures/subjects/null-as-absent.ts');
    const first = await runMain(
      ['run', '--subject', subject, ...SMALL_SPECS, '--runs', '12', '--seed', '2', '--workers', '1', '--json', 'first.json'],
      { cwd },
    );
    expect(first.code).toBe(1);
    const corpus = join(cwd, '.toolfuzz', 'corpus');
    const files = readdirSync(corpus).sort();
    expect(files.length).toBe(readReport(join(cwd, 'first.json')).findings.length);
    const contents = files.map((f) => readFileSync(join(corpus, f), 'utf8'));

    // A run killed outright (no chance to clean up) must not lose or damage a single entry.
    const child = await startFuzzing(
      ['run', '--subject', subject, ...SMALL_SPECS, '--workers', '1', '--runs', '100000', '--seed', '3'],
      cwd,
      1000,
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('close', resolve));
    expect(readdirSync(corpus).sort()).toEqual(files);
    expect(files.map((f) => readFileSync(join(corpus, f), 'utf8'))).toEqual(contents);

    // Another subject in the same project leaves these entries alone, and says so.
    const other = await runMain(
      [
        'run',
        '--subject',
        join(repo, 'src/index.ts'),
        ...SMALL_SPECS,
        '--runs',
        '2',
        '--seed',
        '4',
        '--workers',
        '1',
        '--json',
        'other.json',
      ],
      { cwd },
    );
    expect(other.code, other.stdout).toBe(0);
    expect(other.stdout).toContain(`regression corpus: skipped ${files.length} of other subjects`);
    expect(readReport(join(cwd, 'other.json')).corpus).toMatchObject({
      replayed: [],
      subject: join(repo, 'src/index.ts'),
      skipped: { otherSubjects: files.length, legacy: 0, outOfTime: 0 },
    });

    // The same module, fixed: the next run replays every entry first, and each is FIXED.
    harness('src/index.ts');
    const fixed = await runMain(
      ['run', '--subject', subject, ...SMALL_SPECS, '--runs', '2', '--seed', '4', '--workers', '1', '--json', 'fixed.json'],
      { cwd },
    );
    expect(fixed.code, fixed.stdout).toBe(0);
    expect(fixed.stdout).toContain(`regression corpus: ${files.length} past findings replayed: ${files.length} FIXED, 0 STILL FAILING`);
    expect(readReport(join(cwd, 'fixed.json')).corpus?.subject).toBe('harness.ts');
    harness('fixtures/subjects/null-as-absent.ts');
    const again = await runMain(
      ['run', '--subject', subject, ...SMALL_SPECS, '--runs', '1', '--seed', '5', '--workers', '1', '--json', 'again.json'],
      { cwd },
    );
    expect(again.code).toBe(1);
    const replayed = readReport(join(cwd, 'again.json')).corpus?.replayed ?? [];
    expect(replayed.map((r) => r.status)).toEqual(files.map(() => 'STILL FAILING'));
  });

  if (!existsSync(bfcl))
    console.warn(`skipping the BFCL campaign test: ${bfcl} is absent (it lives in the shared folder, never in this repo)`);
  it.skipIf(!existsSync(bfcl))(
    'exits 0 on the BFCL corpus of 998 real tools',
    async () => {
      const cwd = temp();
      // In this process: what it holds is the silence on real tools, not the binary.
      const run = await runMain(['run', '--specs', bfcl, '--runs', '4', '--seed', '8', '--json', 'bfcl.json'], { cwd });
      expect(run.code, run.stdout.slice(-3000)).toBe(0);
      const report = readReport(join(cwd, 'bfcl.json'));
      expect(report.stats.tools).toBe(998);
      expect(report.findings).toEqual([]);
    },
    300_000,
  );
});
