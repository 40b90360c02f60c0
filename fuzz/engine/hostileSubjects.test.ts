// The campaign against hostile subjects (fixtures/hostile/): each one through the real CLI, checking
// the finding kind, the exit code, that the campaign went on after the hostile case, and that the
// CLI exits by itself with its own output and report intact.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FLOOD_BYTES } from '../../fixtures/hostile/validator-floods-output.ts';
import type { JsonReport, ReportFinding } from '../report/jsonReport.ts';
import { loadSpecSources } from '../specs/loadSpecSources.ts';
import { runCampaign } from './campaign.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/toolfuzz');
const HOSTILE = join(ROOT, 'fixtures/hostile');
const SPECS = join(HOSTILE, 'specs.json');
/** Every CLI run must end by itself within this; past it the child is killed and the test fails. */
const BOUND_MS = 30_000;
const RUNS = 20;
/** Cases per tool at --runs 20: four case sources. */
const CASES_PER_TOOL = 4 * RUNS;
const BYSTANDERS = ['bystander_mode', 'bystander_list'];
const REPORT_LINE = /\nreport: \S.*\n$/;

const temp = mkdtempSync(join(tmpdir(), 'toolfuzz-hostile-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface CliRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** Killed at the bound: the CLI did not exit by itself. */
  readonly killed: boolean;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

interface FuzzRun extends CliRun {
  readonly jsonPath: string;
  readonly report: JsonReport | undefined;
  readonly reportBytes: number;
}

function runCli(args: readonly string[], env: Readonly<Record<string, string>> = {}, boundMs = BOUND_MS): Promise<CliRun> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    let killed = false;
    // Only this child, by its own handle: a CLI that outlives the bound is a failure, not something to wait for.
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, boundMs);
    child.on('error', fail);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, killed, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), ms: Date.now() - started });
    });
  });
}

interface FuzzOptions {
  readonly workers?: number;
  readonly callTimeoutMs?: number;
  readonly runs?: number;
  readonly env?: Readonly<Record<string, string>>;
  readonly boundMs?: number;
}

let runCounter = 0;

async function fuzz(subject: string, options: FuzzOptions = {}): Promise<FuzzRun> {
  const jsonPath = join(temp, `${subject.replace(/\W+/g, '_')}-${++runCounter}.json`);
  const subjectPath = subject.includes('/') ? subject : join(HOSTILE, `${subject}.ts`);
  const args = ['run', '--subject', subjectPath, '--specs', SPECS, '--runs', String(options.runs ?? RUNS), '--seed', '1'];
  args.push('--workers', String(options.workers ?? 1), '--call-timeout', String(options.callTimeoutMs ?? 500), '--json', jsonPath);
  const run = await runCli(args, options.env, options.boundMs);
  const exists = existsSync(jsonPath);
  return {
    ...run,
    jsonPath,
    report: exists ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as JsonReport) : undefined,
    reportBytes: exists ? statSync(jsonPath).size : 0,
  };
}

// One CLI run per subject, shared by every test that looks at it.
const memo = new Map<string, Promise<FuzzRun>>();
function fuzzOnce(subject: string, options: FuzzOptions = {}): Promise<FuzzRun> {
  const key = `${subject} ${JSON.stringify(options)}`;
  let run = memo.get(key);
  if (run === undefined) {
    run = fuzz(subject, options);
    memo.set(key, run);
  }
  return run;
}

function describeRun(run: FuzzRun): string {
  const findings = run.report?.findings.map((f) => `${f.kind}/${f.blame} on ${f.tool}: ${f.argsJson.slice(0, 120)}`) ?? [];
  return `exit ${run.code} in ${run.ms} ms${run.killed ? ' (KILLED at the bound)' : ''}\nstderr: ${run.stderr.slice(0, 2000)}\nfindings: ${findings.join('\n  ')}`;
}

/** What every campaign against a hostile subject must do: finish by itself, keep its output and report sane. */
function expectSurvived(run: FuzzRun, code: 0 | 1): JsonReport {
  expect(run.killed, describeRun(run)).toBe(false);
  expect(run.code, describeRun(run)).toBe(code);
  expect(run.ms).toBeLessThan(BOUND_MS);
  // toolfuzz's own stdout: the console report, intact, ending with the report line.
  expect(run.stdout).toMatch(/^toolfuzz: /);
  expect(run.stdout).toMatch(REPORT_LINE);
  // Only toolfuzz's own lines on stderr: nothing of the subject's, no stack trace.
  for (const line of run.stderr.split('\n').filter((l) => l !== '')) expect(line).toMatch(/^toolfuzz: /);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.report, describeRun(run)).toBeDefined();
  expect(run.reportBytes).toBeLessThan(2_000_000);
  return run.report as JsonReport;
}

function findingOf(report: JsonReport, kind: string, blame?: string): ReportFinding {
  const finding = report.findings.find((f) => f.kind === kind && f.tool === 'hostile_target' && (blame === undefined || f.blame === blame));
  expect(finding, `no ${kind}${blame === undefined ? '' : ` (${blame})`} on hostile_target in ${JSON.stringify(report.findings.map((f) => [f.kind, f.blame, f.tool]))}`).toBeDefined();
  return finding as ReportFinding;
}

function parsedArgs(finding: ReportFinding): Record<string, unknown> {
  return JSON.parse(finding.argsJson) as Record<string, unknown>;
}

/** The bystander tools ran their whole budget, clean: the campaign went on around the hostile tool. */
function expectBystandersRan(report: JsonReport): void {
  for (const name of BYSTANDERS) {
    const tool = report.tools.find((t) => t.name === name);
    expect(tool, name).toMatchObject({ cases: CASES_PER_TOOL, complete: true, findings: 0 });
  }
  expect(report.stats.cases).toBeGreaterThanOrEqual(BYSTANDERS.length * CASES_PER_TOOL);
}

describe.concurrent('hostile subjects: hangs and crashes cost a worker, never the campaign', () => {
  it('validateArgs spinning in for(;;) is a HANG blamed on the validator, on the "" trigger; the other tools still run', async () => {
    const run = await fuzzOnce('validator-sync-loop');
    const report = expectSurvived(run, 1);
    const hang = findingOf(report, 'HANG', 'validator');
    expect(parsedArgs(hang)['text']).toBe('');
    expect(hang.explanation).toMatch(/within 500 ms \(validateArgs\)/);
    // The tool was resumed after its first hang (it hung again, up to the restart cap), and the rest of the campaign ran.
    expect(hang.occurrences).toBeGreaterThan(1);
    expect(hang.occurrences).toBeLessThanOrEqual(5);
    expectBystandersRan(report);
    expect(report.findings.every((f) => f.tool === 'hostile_target')).toBe(true);
  });

  // BUG: the cases a worker ran before the watchdog killed it are lost from the report: campaign.ts
  // only merges ToolRunStats from a worker's 'done' message, so a tool that hangs or crashes shows
  // `cases: 0` (and stats.cases undercounts) although it ran dozens of cases between its hangs.
  it.fails('BUG: a tool that hung still reports the cases it ran before and between its hangs', async () => {
    const run = await fuzzOnce('validator-sync-loop');
    const tool = run.report?.tools.find((t) => t.name === 'hostile_target');
    expect(tool?.cases).toBeGreaterThan(0);
  });

  // BUG: consoleReport.ts prints "partial: the time budget ran out" whenever report.partial is set,
  // but buildReport.ts also sets partial when a tool was dropped after hangs/crashes; no --time was given here.
  it.fails('BUG: the console does not claim a time budget ran out when no --time was given', async () => {
    const run = await fuzzOnce('validator-sync-loop');
    expect(run.stdout).toMatch(REPORT_LINE);
    expect(run.stdout).not.toMatch(/time budget ran out/);
  });

  it("defineTool's execute returning a promise that never settles is a HANG blamed on the boundary", async () => {
    const run = await fuzzOnce('execute-never-settles', { workers: 2 });
    const report = expectSurvived(run, 1);
    const hang = findingOf(report, 'HANG', 'boundary');
    expect(parsedArgs(hang)['text']).toBe('');
    expectBystandersRan(report);
  });

  it("defineTool's execute spinning in for(;;) is a HANG blamed on the boundary", async () => {
    const run = await fuzzOnce('execute-sync-loop', { workers: 2 });
    const report = expectSurvived(run, 1);
    const hang = findingOf(report, 'HANG', 'boundary');
    expect(parsedArgs(hang)['text']).toBe('');
    expect(hang.explanation).toMatch(/defineTool's execute/);
    expectBystandersRan(report);
  });

  it('validateArgs calling process.exit(3) is a CRASH on the "" trigger; the CLI itself lives on', async () => {
    const run = await fuzzOnce('validator-process-exit', { workers: 2 });
    const report = expectSurvived(run, 1);
    const crash = findingOf(report, 'CRASH', 'validator');
    expect(parsedArgs(crash)['text']).toBe('');
    expect(crash.explanation).toMatch(/code 3/);
    expect(crash.occurrences).toBeGreaterThan(1);
    expectBystandersRan(report);
  });
});

describe.concurrent('hostile subjects: what validateArgs throws or returns is described, never trusted', () => {
  // A generous call timeout: these runs must not hang, even on a loaded machine.
  const quick = { callTimeoutMs: 3000 } as const;

  it.each([
    ['validator-throws-string', 'count must not be negative'],
    ['validator-throws-null', 'null'],
    ['validator-throws-unreadable', 'an unreadable value was thrown'],
  ])('%s is THROWS, with the throw described as %j', async (subject, described) => {
    const run = await fuzzOnce(subject, quick);
    const report = expectSurvived(run, 1);
    const throws = findingOf(report, 'THROWS', 'validator');
    expect(parsedArgs(throws)['count']).toBeLessThan(0);
    expect(throws.verdicts?.validateArgs).toMatchObject({ kind: 'threw', error: described });
    expect(run.stdout).toContain(`validateArgs threw ${described}`);
    expect(report.tools.find((t) => t.name === 'hostile_target')).toMatchObject({ cases: CASES_PER_TOOL, complete: true });
    expectBystandersRan(report);
  });

  it.each([
    ['validator-returns-null', /returned null instead of an array of strings/],
    ['validator-returns-numbers', /element 0 is number/],
  ])('%s is BAD_RESULT', async (subject, described) => {
    const run = await fuzzOnce(subject, quick);
    const report = expectSurvived(run, 1);
    const bad = findingOf(report, 'BAD_RESULT', 'validator');
    expect(parsedArgs(bad)['count']).toBeLessThan(0);
    expect(bad.verdicts?.validateArgs.kind).toBe('bad-result');
    expect(bad.explanation).toMatch(described);
    expectBystandersRan(report);
  });

  it('100,000 violations: the campaign completes, the report stays small and its verdict arrays are cut', async () => {
    const run = await fuzzOnce('validator-floods-violations', quick);
    const report = expectSurvived(run, 1);
    const reject = findingOf(report, 'FALSE_REJECT', 'validator');
    expect(parsedArgs(reject)['count']).toBeLessThan(0);
    expect(report.findings.some((f) => f.kind === 'HANG')).toBe(false);
    for (const finding of report.findings) {
      const verdict = finding.verdicts?.validateArgs;
      if (verdict?.kind !== 'result') continue;
      expect(verdict.violations.length).toBeLessThanOrEqual(51);
      if (verdict.violations.length === 51) expect(verdict.violations[50]).toMatch(/more/);
    }
    expect(run.reportBytes).toBeLessThan(200_000);
    expect(run.stdout.length).toBeLessThan(50_000);
    expect(report.tools.find((t) => t.name === 'hostile_target')).toMatchObject({ cases: CASES_PER_TOOL, complete: true });
    expectBystandersRan(report);
  });

  // BUG: fuzz/findings/classifyCase.ts (classifyBoundary) checks that the ToolArgsError lists every
  // violation with `violations.filter((v) => !errorMessage.includes(v))`: quadratic, ~95 s for 100,000
  // violations in a 5.5 MB message. It runs inside the watchdog window (evaluateCase classifies before
  // runTool calls hooks.leave(), and the phase is still 2), so toolfuzz's own slowness is reported as
  // a HANG of "defineTool's execute", the worker is killed, and after 5 of them the tool is dropped.
  it.fails("BUG: a defineTool that lists 100,000 violations is not mistaken for a HANG of the subject", async () => {
    const run = await fuzzOnce('boundary-floods-violations', quick);
    const report = expectSurvived(run, 1);
    findingOf(report, 'FALSE_REJECT', 'validator');
    expect(report.findings.map((f) => f.kind)).not.toContain('HANG');
    expect(report.tools.find((t) => t.name === 'hostile_target')).toMatchObject({ cases: CASES_PER_TOOL, complete: true });
  });
});

describe.concurrent('hostile subjects: output, late throws and pollution stay inside the worker', () => {
  const outputTally = join(temp, 'output.tally');

  it("5 MB on the subject's stdout and stderr: captured and counted, toolfuzz's own output intact", async () => {
    const run = await fuzzOnce('validator-floods-output', { callTimeoutMs: 3000, env: { TOOLFUZZ_HOSTILE_OUTPUT_TALLY: outputTally } });
    const report = expectSurvived(run, 0);
    expect(readFileSync(outputTally, 'utf8').length).toBeGreaterThan(0);
    expect(run.stdout).not.toContain('subject-noise');
    expect(run.stderr).not.toContain('subject-noise');
    expect(run.stderr.trim().split('\n')).toHaveLength(1); // the banner only
    expect(run.stdout).toMatch(/the subject printed \d+ bytes/);
    expect(report.subjectOutput.bytes).toBeGreaterThan(5e6);
    expect(report.subjectOutput.sample.startsWith('subject-noise ~~~')).toBe(true);
    expect(report.subjectOutput.sample.length).toBeLessThanOrEqual(4096);
    expectBystandersRan(report);
  });

  // BUG (nondeterministic, so skipped rather than it.fails): subjectOutput.bytes undercounts. In about
  // half the runs it is 10,485,760 (the first flood only) although the subject wrote 12 floods (120 MB).
  // Worker stdio has backpressure that is only relieved when the worker's event loop turns, runTool is
  // one long microtask chain that never yields, and campaign.ts finish() terminates the workers without
  // letting them flush, so the buffered output is dropped and the report's byte count is wrong.
  it.skip('BUG: subjectOutput.bytes counts every byte the subject wrote', async () => {
    const run = await fuzzOnce('validator-floods-output', { callTimeoutMs: 3000, env: { TOOLFUZZ_HOSTILE_OUTPUT_TALLY: outputTally } });
    const floods = readFileSync(outputTally, 'utf8').length;
    expect(run.report?.subjectOutput.bytes).toBe(floods * 2 * FLOOD_BYTES);
  });

  it('a late, asynchronous throw does not take the CLI down: it exits by itself with its report', async () => {
    const run = await fuzzOnce('validator-async-throw', { callTimeoutMs: 3000 });
    expect(run.killed).toBe(false);
    expect([0, 1]).toContain(run.code);
    expect(run.stdout).toMatch(REPORT_LINE);
    expect(run.stderr).not.toContain('late');
    expect(run.report).toBeDefined();
    if (run.code === 1) findingOf(run.report as JsonReport, 'CRASH');
  });

  // BUG: the late throw is usually never seen (exit 0, no findings; ~7 runs in 9 here). The subject's
  // setTimeout callbacks only run when the worker's event loop turns, runTool awaits nothing but
  // microtasks, the next tool message is often picked up before the loop reaches its timers phase, and
  // campaign.ts finish() terminates the workers with the timers still pending. When it is seen, the
  // CRASH is pinned on whatever case was in flight. Three runs, so this stays failing until fixed.
  it.fails('BUG: a late, asynchronous throw is reported (exit 1, a CRASH on hostile_target), run after run', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => fuzz('validator-async-throw', { callTimeoutMs: 3000 })));
    for (const run of runs) {
      expect(run.code, describeRun(run)).toBe(1);
      findingOf(run.report as JsonReport, 'CRASH');
    }
  });

  const pollutionTally = join(temp, 'pollution.tally');
  const pollution = (async () => {
    const { tools } = await loadSpecSources([SPECS]);
    const before = {
      object: Object.getOwnPropertyNames(Object.prototype).sort(),
      array: Object.getOwnPropertyNames(Array.prototype).sort(),
      func: Object.getOwnPropertyNames(Function.prototype).sort(),
    };
    // Workers take a copy of process.env when they start: this is how the subject finds its tally file.
    process.env['TOOLFUZZ_HOSTILE_POLLUTION_TALLY'] = pollutionTally;
    try {
      const result = await runCampaign({
        subjectPath: join(HOSTILE, 'validator-pollutes-prototype.ts'),
        tools,
        seed: 1,
        runs: RUNS,
        timeSeconds: undefined,
        workers: 1,
        callTimeoutMs: 3000,
        runBodies: false,
      });
      return { result, before };
    } finally {
      delete process.env['TOOLFUZZ_HOSTILE_POLLUTION_TALLY'];
    }
  });
  let pollutionRun: ReturnType<typeof pollution> | undefined;
  const pollutionOnce = (): ReturnType<typeof pollution> => (pollutionRun ??= pollution());

  it("prototype pollution inside a worker never reaches toolfuzz's main process (runCampaign in-process)", async () => {
    const { result, before } = await pollutionOnce();
    expect(result.fatal).toBeUndefined();
    // The subject did pollute its worker...
    expect(readFileSync(pollutionTally, 'utf8').length).toBeGreaterThan(0);
    // ...and this process saw none of it.
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before.object);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(before.array);
    expect(Object.getOwnPropertyNames(Function.prototype).sort()).toEqual(before.func);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>)['pollutedArray']).toBeUndefined();
    const keys: string[] = [];
    for (const key in {}) keys.push(key);
    expect(keys).toEqual([]);
    expect(result.toolStats.find((s) => s.tool === 'hostile_target')?.cases).toMatchObject({ valid: RUNS, violator: RUNS, loose: RUNS });
  });

  // BUG: the polluted worker is reused for the next tool. Its enumerable Object.prototype.polluted breaks
  // ajv's code generation (ajv/dist/compile/codegen/scope.js `_reduceValues`: for-in, then
  // `vs.forEach is not a function`), the worker posts 'fatal', and campaign.ts failJob() records a CRASH
  // blamed on bystander_mode's *converter* ("schemaSpecToJsonSchema") and drops that innocent tool.
  it.fails('BUG: a worker polluted by one tool does not fail the next tool (no finding on a bystander)', async () => {
    const { result } = await pollutionOnce();
    expect(result.findings.filter((f) => f.tool !== 'hostile_target').map((f) => `${f.kind}/${f.blame} on ${f.tool}: ${f.explanation}`)).toEqual([]);
    for (const name of BYSTANDERS) {
      const cases = result.toolStats.find((s) => s.tool === name)?.cases;
      expect(cases === undefined ? 0 : Object.values(cases).reduce((a, b) => a + b, 0), name).toBe(CASES_PER_TOOL);
    }
  });
});

describe.concurrent('hostile subjects that cannot be loaded: exit 2 with one clear line', () => {
  const syntaxDir = join(temp, 'syntax');
  mkdirSync(syntaxDir, { recursive: true });
  // A folder of its own with "type": "module", as the TS subject of an ESM project would sit.
  writeFileSync(join(syntaxDir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(syntaxDir, 'broken.ts'), 'export function validateArgs(spec: unknown): string[] {\n  return [;\n}\nexport const schemaSpecToJsonSchema = () => ({});\n');
  const brokenTs = join(syntaxDir, 'broken.ts');

  const cases: [string, string, RegExp][] = [
    ['throws at import', 'throws-at-import', /^toolfuzz: subject fixtures\/hostile\/throws-at-import\.ts: cannot import: .*hostile subject refuses to load$/],
    ['lacks the exports', 'lacks-exports', /^toolfuzz: subject fixtures\/hostile\/lacks-exports\.ts: does not export validateArgs/],
    ['calls process.exit(3) at import', 'exits-at-import', /^toolfuzz: .*(could not be loaded|exit).*3/],
    ['has a TypeScript syntax error', brokenTs, /^toolfuzz: subject .*broken\.ts: cannot import: .*Unexpected/],
  ];

  it.each(cases)('a subject that %s: exit 2, the error as the last stderr line, no stack, no report', async (_what, subject, line) => {
    const run = await fuzzOnce(subject);
    expect(run.killed, describeRun(run)).toBe(false);
    expect(run.code, describeRun(run)).toBe(2);
    const lines = run.stderr.split('\n').filter((l) => l !== '');
    for (const l of lines) expect(l).toMatch(/^toolfuzz: /);
    expect(lines.at(-1)).toMatch(line);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toContain('second line that must not be printed');
    expect(run.stdout).toBe('');
    expect(run.report).toBeUndefined();
  });

  // BUG: fuzz/cli/main.ts prints its "toolfuzz: fuzzing <subject> with N tools · seed …" banner to
  // stderr before runCampaign, and the subject is first loaded inside a worker, so a load error is
  // the SECOND stderr line. Fix: print the banner once the first worker reports 'ready' (an onReady
  // callback in CampaignSettings), or buffer it and drop it when the campaign ends with `fatal`.
  it.fails.each(cases)('BUG: a subject that %s: stderr is exactly one line', async (_what, subject, line) => {
    const run = await fuzzOnce(subject);
    expect(run.code).toBe(2);
    const lines = run.stderr.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  // BUG: fuzz/engine/campaign.ts only watches slots that hold a job (the poll skips `slot.job ===
  // undefined`), and a worker whose subject never finishes importing never becomes ready, so the CLI
  // waits forever: no load timeout. Fix: give `ready` a deadline (e.g. 5 s + callTimeoutMs) and end
  // with fatal "the subject did not finish loading within … s" (exit 2).
  it.fails('BUG: a subject that spins at import: the CLI gives up by itself, exit 2 with one line', async () => {
    const run = await fuzz('hangs-at-import', { boundMs: 12_000 });
    expect(run.killed).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n').filter((l) => l !== '').at(-1)).toMatch(/^toolfuzz: .*hangs-at-import\.ts/);
  });

  // BUG: a valid ESM .ts subject in a folder whose package.json is not "type": "module" (or has none)
  // fails with "Cannot require() ES Module … in a cycle": workerEntry.mjs registers only tsx's ESM
  // hooks (tsx/esm/api), tsx classifies such a .ts as CommonJS, and Node's own require() then loads it
  // untransformed. Fix: also register tsx's CommonJS hooks (tsx/cjs/api) in workerEntry.mjs and bin/toolfuzz.
  it.fails('BUG: a valid .ts subject outside any "type": "module" package loads', async () => {
    const dir = join(temp, 'plain');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'subject.ts');
    writeFileSync(
      file,
      'export function validateArgs(spec: unknown, args: unknown): string[] {\n  return typeof args === "object" && args !== null ? [] : ["the arguments must be an object"];\n}\n' +
        'export function schemaSpecToJsonSchema(spec: unknown): object {\n  return { type: "object", properties: {}, required: [] };\n}\n',
    );
    const run = await fuzz(file, { runs: 5 });
    expect(run.stderr).not.toMatch(/cannot import/);
    expect([0, 1]).toContain(run.code);
  });
});
