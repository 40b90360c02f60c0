// The campaign against hostile subjects (fixtures/hostile/): each one through the CLI, checking the
// finding kind, the exit code, that the campaign went on after the hostile case, and that the CLI
// ends by itself with its own output and report intact. The subjects that throw, return nonsense or
// cannot be imported run main() in this process (the subject lives in worker threads either way, its
// output piped to the pool); those that hang or crash, and those whose harm only the process can show
// (its own stdout and stderr under a flood, a late throw, an import that hangs or exits, both tsx
// loaders of bin/toolfuzz), spawn the real binary.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHATTER_BYTES } from '../../fixtures/hostile/validator-chatters.ts';
import { FLOOD_BYTES } from '../../fixtures/hostile/validator-floods-output.ts';
import type { JsonReport, ReportFinding } from '../report/jsonReport.ts';
import { loadSpecSources } from '../specs/loadSpecSources.ts';
import { type CliRun, runCli } from '../testing/runCli.ts';
import { runMainAsCli } from '../testing/runMain.ts';
import { runCampaign, type Quarantine } from './campaign.ts';
import { QUARANTINE_AFTER } from './campaign/campaignState.ts';
import { tempFolder } from '../testing/tempFolder.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const HOSTILE = join(ROOT, 'fixtures/hostile');
const SPECS = join(HOSTILE, 'specs.json');
/** Every CLI run must end by itself within this; past it the child is killed and the test fails. */
// Generous: on a loaded 2-core CI machine a campaign with hangs in it can take a while; this only catches a CLI that never exits.
const BOUND_MS = 90_000;
/** Cases per source per tool: enough for every trigger to fire a few times. */
const RUNS = 10;
/** Hangs cost a worker and a call timeout each: at --runs 10 the "" trigger fires 3 times (seed 1), enough to quarantine the tool. */
const HANG_RUNS = 10;
/** Per-call limit for the subjects that hang: roomy enough that a cold worker on a busy machine is not taken for one. */
const HANG_TIMEOUT_MS = 1000;
/** Per-call limit for the subjects that must not hang: the default. */
const CALM_TIMEOUT_MS = 3000;
/** Cases per tool: four case sources. */
const casesPerTool = (runs: number): number => 4 * runs;
const CASES_PER_TOOL = casesPerTool(RUNS);
/**
 * CLI campaigns at once: more than the cores only makes each one slower and the watchdog jumpier. One:
 * while vitest ran one test of a file at a time this limit never reached two, and at two (once the
 * config let a file's concurrent tests run side by side) a hanging subject's run overran its 90 s
 * bound on a loaded machine.
 */
const MAX_PARALLEL = 1;
const BYSTANDERS = ['bystander_mode', 'bystander_list'];
const REPORT_LINE = /\nreport: \S.*\n$/;

const temp = tempFolder('hostile');
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface FuzzRun extends CliRun {
  readonly jsonPath: string;
  readonly report: JsonReport | undefined;
  readonly reportBytes: number;
}

interface FuzzOptions {
  readonly workers?: number;
  readonly callTimeoutMs?: number;
  readonly runs?: number;
  readonly env?: Readonly<Record<string, string>>;
  readonly boundMs?: number;
  /** The spec file (default: fixtures/hostile/specs.json). */
  readonly specs?: string;
  /** Skip the concurrency limit (for a run that only waits). */
  readonly unlimited?: boolean;
  /** `bin`: spawn bin/toolfuzz, for what only a process shows; `main` (default): main() in this process. */
  readonly via?: 'bin' | 'main';
}

let runCounter = 0;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  while (running >= MAX_PARALLEL) await new Promise<void>((wake) => waiting.push(wake));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function fuzz(subject: string, options: FuzzOptions = {}): Promise<FuzzRun> {
  const jsonPath = join(temp, `${subject.replace(/\W+/g, '_')}-${++runCounter}.json`);
  const subjectPath = subject.includes('/') ? subject : join(HOSTILE, `${subject}.ts`);
  const args = ['run', '--subject', subjectPath, '--specs', options.specs ?? SPECS, '--runs', String(options.runs ?? RUNS), '--seed', '1'];
  args.push(
    '--workers',
    String(options.workers ?? 1),
    '--call-timeout',
    String(options.callTimeoutMs ?? CALM_TIMEOUT_MS),
    '--json',
    jsonPath,
  );
  // A folder of its own per run: its regression corpus and default reports must not meet another run's.
  const start = (): Promise<CliRun> =>
    options.via === 'bin'
      ? runCli(args, {
          cwd: tempFolder('hostile-run'),
          timeoutMs: options.boundMs ?? BOUND_MS,
          ...(options.env === undefined ? {} : { env: { ...options.env } }),
        })
      : runMainAsCli(args, { cwd: tempFolder('hostile-run'), ...(options.env === undefined ? {} : { workerEnv: options.env }) });
  const run = await (options.unlimited === true ? start() : limited(start));
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
  expect(
    finding,
    `no ${kind}${blame === undefined ? '' : ` (${blame})`} on hostile_target in ${JSON.stringify(report.findings.map((f) => [f.kind, f.blame, f.tool]))}`,
  ).toBeDefined();
  return finding as ReportFinding;
}

/** The target was taken out after QUARANTINE_AFTER events of `kind`, said so in the report, and its finding kept. */
function expectQuarantined(report: JsonReport, kind: Quarantine['events'][number]): void {
  expect(report.quarantined).toEqual([
    {
      tool: 'hostile_target',
      events: Array.from({ length: QUARANTINE_AFTER }, () => kind),
      reason: expect.stringMatching(/other tools get the time/),
    },
  ]);
  expect(report.tools.find((t) => t.name === 'hostile_target')?.complete).toBe(false);
  expect(report.partial).toBe(true);
}

function parsedArgs(finding: ReportFinding): Record<string, unknown> {
  return JSON.parse(finding.argsJson) as Record<string, unknown>;
}

/** The bystander tools ran their whole budget, clean: the campaign went on around the hostile tool. */
function expectBystandersRan(report: JsonReport, runs = RUNS): void {
  for (const name of BYSTANDERS) {
    const tool = report.tools.find((t) => t.name === name);
    expect(tool, name).toMatchObject({ cases: casesPerTool(runs), complete: true, findings: 0 });
  }
  expect(report.stats.cases).toBeGreaterThanOrEqual(BYSTANDERS.length * casesPerTool(runs));
}

// Shared runs (each test that looks at one awaits the same CLI run).
// Hangs and crashes through the real binary: in this process, under a loaded machine, the workers
// that replace a hung or crashed one missed their 20 s load deadline, and a 1000 ms call timeout
// took a long ToolArgsError check for a HANG (seen twice in two runs, never through the binary).
const hangy = { runs: HANG_RUNS, callTimeoutMs: HANG_TIMEOUT_MS, via: 'bin' } as const;
/** Crashes cost no waiting: a bigger budget, six triggers, past the quarantine after three. */
const crashy = { runs: 20, callTimeoutMs: HANG_TIMEOUT_MS, via: 'bin' } as const;
const outputTally = join(temp, 'output.tally');
const floodOutput = { env: { TOOLFUZZ_HOSTILE_OUTPUT_TALLY: outputTally }, via: 'bin' } as const;
const chatterTally = join(temp, 'chatter.tally');

const syntaxDir = join(temp, 'syntax');
mkdirSync(syntaxDir, { recursive: true });
// A folder of its own with "type": "module", as the TS subject of an ESM project would sit.
writeFileSync(join(syntaxDir, 'package.json'), '{ "type": "module" }\n');
writeFileSync(
  join(syntaxDir, 'broken.ts'),
  'export function validateArgs(spec: unknown): string[] {\n  return [;\n}\nexport const schemaSpecToJsonSchema = () => ({});\n',
);
const LOAD_ERRORS: [string, string, RegExp, FuzzOptions][] = [
  [
    'throws at import',
    'throws-at-import',
    /^toolfuzz: subject \S*fixtures\/hostile\/throws-at-import\.ts: cannot import: .*hostile subject refuses to load$/,
    {},
  ],
  ['lacks the exports', 'lacks-exports', /^toolfuzz: subject \S*fixtures\/hostile\/lacks-exports\.ts: does not export validateArgs/, {}],
  // The real binary: an exit at import must end the worker that loads the subject, never the process.
  ['calls process.exit(3) at import', 'exits-at-import', /^toolfuzz: .*(could not be loaded|exit).*3/, { via: 'bin' }],
  ['has a TypeScript syntax error', join(syntaxDir, 'broken.ts'), /^toolfuzz: subject .*broken\.ts: cannot import: .*Unexpected/, {}],
];

// This one only waits (until the bound, while the bug stands), so it starts at once, outside the limit.
const hangsAtImport = fuzz('hangs-at-import', { boundMs: 60_000, callTimeoutMs: 500, unlimited: true, via: 'bin' });
hangsAtImport.catch(() => {}); // awaited by its test; this only keeps an early spawn error from going unhandled

const pollutionTally = join(temp, 'pollution.tally');
type PollutionRun = { result: Awaited<ReturnType<typeof runCampaign>>; before: Record<string, string[]> };
let pollutionRun: Promise<PollutionRun> | undefined;
/** The polluting subject through runCampaign in this very process, with its prototypes as they were before. */
function pollutionOnce(): Promise<PollutionRun> {
  pollutionRun ??= limited(async () => {
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
        workers: 1,
        callTimeoutMs: CALM_TIMEOUT_MS,
        runBodies: false,
      });
      return { result, before };
    } finally {
      delete process.env['TOOLFUZZ_HOSTILE_POLLUTION_TALLY'];
    }
  });
  return pollutionRun;
}

// Every test in one concurrent suite (vitest's concurrency limit counts nested suites too); the CLI runs
// themselves are throttled by `limited`.
describe.concurrent('hostile subjects', () => {
  it('every hostile subject opens with its `// toolfuzz-hostile: <KIND> — <what it does>` line', () => {
    const subjects = readdirSync(HOSTILE).filter((f) => f.endsWith('.ts') && f !== 'hostileSubject.ts');
    expect(subjects.length).toBeGreaterThanOrEqual(18);
    for (const file of subjects) {
      expect(readFileSync(join(HOSTILE, file), 'utf8').split('\n')[0], file).toMatch(
        /^\/\/ toolfuzz-hostile: (NONE|LOAD|[A-Z_]+(\|[A-Z_]+)*) — .+$/,
      );
    }
  });

  // --- Hangs and crashes cost a worker, never the campaign.
  it('validateArgs spinning in for(;;) is a HANG blamed on the validator, on the "" trigger; quarantined after three, the campaign goes on', async () => {
    const run = await fuzzOnce('validator-sync-loop', hangy);
    const report = expectSurvived(run, 1);
    const hang = findingOf(report, 'HANG', 'validator');
    expect(parsedArgs(hang)['text']).toBe('');
    expect(hang.explanation).toMatch(/within 1000 ms \(validateArgs\)/);
    // A fresh worker resumed the tool after each hung case, until the third hang took it out.
    expect(hang.occurrences).toBe(QUARANTINE_AFTER);
    expectQuarantined(report, 'HANG');
    expect(run.stdout).toContain('quarantined: hostile_target after HANG, HANG, HANG');
    expectBystandersRan(report, HANG_RUNS);
    expect(report.findings.map((f) => `${f.kind} on ${f.tool}`)).toEqual(['HANG on hostile_target']);
  });

  it("defineTool's execute returning a promise that never settles is a HANG blamed on the boundary", async () => {
    const run = await fuzzOnce('execute-never-settles', hangy);
    const report = expectSurvived(run, 1);
    const hang = findingOf(report, 'HANG', 'boundary');
    expect(parsedArgs(hang)['text']).toBe('');
    expectBystandersRan(report, HANG_RUNS);
  });

  it("defineTool's execute spinning in for(;;) is a HANG blamed on the boundary", async () => {
    const run = await fuzzOnce('execute-sync-loop', hangy);
    const report = expectSurvived(run, 1);
    const hang = findingOf(report, 'HANG', 'boundary');
    expect(parsedArgs(hang)['text']).toBe('');
    expect(hang.explanation).toMatch(/defineTool's execute/);
    expectBystandersRan(report, HANG_RUNS);
  });

  it('validateArgs calling process.exit(3) is a CRASH on the "" trigger; after three crashes the tool is quarantined, the CLI lives on', async () => {
    const run = await fuzzOnce('validator-process-exit', crashy);
    const report = expectSurvived(run, 1);
    const crash = findingOf(report, 'CRASH', 'validator');
    expect(parsedArgs(crash)['text']).toBe('');
    expect(crash.explanation).toMatch(/code 3/);
    expect(crash.occurrences).toBe(QUARANTINE_AFTER);
    expectQuarantined(report, 'CRASH');
    expectBystandersRan(report, crashy.runs);
  });

  // --- What validateArgs throws or returns is described, never trusted.
  it.each([
    ['validator-throws-string', 'count must not be negative'],
    ['validator-throws-null', 'null'],
    ['validator-throws-unreadable', 'an unreadable value was thrown'],
  ])('%s is THROWS, with the throw described as %j', async (subject, described) => {
    const run = await fuzzOnce(subject);
    const report = expectSurvived(run, 1);
    const throws = findingOf(report, 'THROWS', 'validator');
    expect(parsedArgs(throws)['count']).toBeLessThan(0);
    expect(throws.verdicts?.runtime).toMatchObject({ kind: 'threw', error: described });
    expect(run.stdout).toContain(`validateArgs threw ${described}`);
    expect(report.tools.find((t) => t.name === 'hostile_target')).toMatchObject({ cases: CASES_PER_TOOL, complete: true });
    expectBystandersRan(report);
  });

  it.each([
    ['validator-returns-null', /returned null instead of an array of strings/],
    ['validator-returns-numbers', /element 0 is number/],
  ])('%s is BAD_RESULT', async (subject, described) => {
    const run = await fuzzOnce(subject);
    const report = expectSurvived(run, 1);
    const bad = findingOf(report, 'BAD_RESULT', 'validator');
    expect(parsedArgs(bad)['count']).toBeLessThan(0);
    expect(bad.verdicts?.runtime.kind).toBe('bad-result');
    expect(bad.explanation).toMatch(described);
    expectBystandersRan(report);
  });

  it('100,000 violations: the campaign completes, the report stays small and its verdict arrays are cut', async () => {
    const run = await fuzzOnce('validator-floods-violations');
    const report = expectSurvived(run, 1);
    const reject = findingOf(report, 'FALSE_REJECT', 'validator');
    expect(parsedArgs(reject)['count']).toBeLessThan(0);
    expect(report.findings.some((f) => f.kind === 'HANG')).toBe(false);
    let cut = 0;
    for (const finding of report.findings) {
      const verdict = finding.verdicts?.runtime;
      if (verdict?.kind !== 'rejected') continue;
      expect(verdict.issues.length).toBeLessThanOrEqual(51);
      if (verdict.issues.length === 51) {
        // The report ends a cut issue list with a note, as an issue, in place of the issues it left out.
        expect(verdict.issues[50]?.message).toMatch(/more/);
        cut++;
      }
    }
    expect(cut).toBeGreaterThan(0);
    expect(run.reportBytes).toBeLessThan(200_000);
    expect(run.stdout.length).toBeLessThan(50_000);
    expect(report.tools.find((t) => t.name === 'hostile_target')).toMatchObject({ cases: CASES_PER_TOOL, complete: true });
    expectBystandersRan(report);
  });

  // --- Output, late throws and pollution stay inside the worker.
  it("5 MB on the subject's stdout and stderr: captured and counted, toolfuzz's own output intact", async () => {
    const run = await fuzzOnce('validator-floods-output', floodOutput);
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

  // A slice waits for the subject's pending timers before it reports done, so the throw lands while
  // the tool that scheduled it still holds the worker. It lands a few cases after the trigger (when the
  // event loop next turns), so the CRASH names the tool, not the exact case.
  it('a late, asynchronous throw is a CRASH of the tool that scheduled it; the CLI exits by itself with its report', async () => {
    // The real binary: a throw that escaped the worker would end the process, or print on its stderr.
    const run = await fuzzOnce('validator-async-throw', { via: 'bin' });
    const report = expectSurvived(run, 1);
    expect(run.stderr).not.toMatch(/Error: late/);
    const crash = findingOf(report, 'CRASH');
    expect(crash.explanation).toMatch(/late/);
    expect(report.findings.filter((f) => f.tool !== 'hostile_target')).toEqual([]);
    expectBystandersRan(report);
  });

  it("prototype pollution inside a worker never reaches toolfuzz's main process (runCampaign in-process)", async () => {
    const { result, before } = await pollutionOnce();
    expect(result.fatal).toBeUndefined();
    // The subject did pollute its worker...
    expect(readFileSync(pollutionTally, 'utf8').length).toBeGreaterThan(0);
    // ...and this process saw none of it.
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before['object']);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(before['array']);
    expect(Object.getOwnPropertyNames(Function.prototype).sort()).toEqual(before['func']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>)['pollutedArray']).toBeUndefined();
    const keys: string[] = [];
    for (const key in {}) keys.push(key);
    expect(keys).toEqual([]);
    // ...and the worker it poisoned was replaced, the pollution reported as a CRASH of that tool.
    const crash = result.findings.find((f) => f.kind === 'CRASH' && f.tool === 'hostile_target');
    expect(crash?.explanation).toMatch(/changed Object\.prototype/);
    expect(result.findings.filter((f) => f.tool !== 'hostile_target')).toEqual([]);
  });

  // --- Subjects that cannot be loaded: exit 2 with one clear line.
  it.each(LOAD_ERRORS)('a subject that %s: exit 2, one line on stderr, no stack, no report', async (_what, subject, line, options) => {
    const run = await fuzzOnce(subject, options);
    expect(run.killed, describeRun(run)).toBe(false);
    expect(run.code, describeRun(run)).toBe(2);
    // One line: not even the "fuzzing … with N tools" banner, which waits for a loaded subject.
    const lines = run.stderr.split('\n').filter((l) => l !== '');
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toContain('second line that must not be printed');
    expect(run.stdout).toBe('');
    expect(run.report).toBeUndefined();
  });

  // --- Regressions: engine bugs the hostile subjects once exposed. Most reuse a run from above, so they come last.
  // The cases a killed worker ran are counted from shared memory, not lost with its 'done' message.
  it('a tool that hung still counts the cases it ran before and between its hangs', async () => {
    const run = await fuzzOnce('validator-sync-loop', hangy);
    const report = run.report as JsonReport;
    const target = report.tools.find((t) => t.name === 'hostile_target');
    // It was quarantined on its third hang: every case before that counts, from every worker it ran in.
    expect(target?.cases).toBeGreaterThan(QUARANTINE_AFTER);
    expect(report.stats.cases).toBe(report.tools.reduce((n, t) => n + t.cases, 0));
  });

  // A run that is partial because a tool was taken out does not blame a time budget it never had.
  it('the console does not claim a time budget ran out when no --time was given', async () => {
    const run = await fuzzOnce('validator-process-exit', crashy);
    expect(run.stdout).toMatch(REPORT_LINE);
    expect(run.stdout).not.toMatch(/time budget ran out/);
  });

  // The watchdog times only the subject's own calls, never ajv compiling its schemas in a cold worker.
  it("the watchdog times only the subject's calls: a faithful subject never HANGs", async () => {
    const specs = join(temp, 'one-tool.json');
    writeFileSync(specs, JSON.stringify({ mode: { type: 'string', enum: ['fast', 'slow'], required: true } }));
    const run = await fuzz(join(ROOT, 'fixtures/subjects/faithful/index.ts'), { runs: 2, callTimeoutMs: 50, specs });
    expect(run.report?.findings.map((f) => `${f.kind} (${f.blame}) on ${f.tool}`)).toEqual([]);
    expect(run.code).toBe(0);
  });

  // Checking that a ToolArgsError lists every violation is linear, and runs outside the watchdog's window.
  it('a defineTool that lists 100,000 violations is not mistaken for a HANG of the subject', async () => {
    const run = await fuzzOnce('boundary-floods-violations', hangy);
    const report = expectSurvived(run, 1);
    findingOf(report, 'FALSE_REJECT', 'validator');
    expect(report.findings.map((f) => f.kind)).not.toContain('HANG');
  });

  // Idle workers end by themselves once their stdout and stderr are drained (terminating them
  // dropped whatever was still buffered: about half the runs counted only the first flood).
  it('subjectOutput.bytes counts output still in flight when the campaign ends, on two workers', async () => {
    // Measured before the fix on a subject like this one: 2 runs in 3 lost 2.6 MB of 31 MB.
    // The target alone, so its last slice (and its output) is the campaign's last work.
    const targetOnly = join(temp, 'target-only.json');
    const specs = JSON.parse(readFileSync(SPECS, 'utf8')) as { tools: { name: string }[] };
    writeFileSync(targetOnly, JSON.stringify({ tools: specs.tools.filter((tool) => tool.name === 'hostile_target') }));
    const run = await fuzz('validator-chatters', {
      workers: 2,
      runs: 60,
      specs: targetOnly,
      env: { TOOLFUZZ_HOSTILE_CHATTER_TALLY: chatterTally },
    });
    const report = expectSurvived(run, 0);
    const writes = readFileSync(chatterTally, 'utf8').length;
    expect(writes).toBeGreaterThan(10);
    expect(report.subjectOutput.bytes).toBe(writes * CHATTER_BYTES);
  });

  it('subjectOutput.bytes counts every byte the subject wrote', async () => {
    const run = await fuzzOnce('validator-floods-output', floodOutput);
    const floods = readFileSync(outputTally, 'utf8').length;
    expect(run.report?.subjectOutput.bytes).toBe(floods * 2 * FLOOD_BYTES);
  });

  // A worker whose prototypes the subject changed is replaced before its next tool.
  it('a worker polluted by one tool does not fail the next tool (no finding on a bystander)', async () => {
    const { result } = await pollutionOnce();
    expect(
      result.findings.filter((f) => f.tool !== 'hostile_target').map((f) => `${f.kind}/${f.blame} on ${f.tool}: ${f.explanation}`),
    ).toEqual([]);
    for (const name of BYSTANDERS) {
      const cases = result.toolStats.find((s) => s.tool === name)?.cases;
      expect(cases === undefined ? 0 : Object.values(cases).reduce((a, b) => a + b, 0), name).toBe(CASES_PER_TOOL);
    }
  });

  // A worker that never becomes ready has a load deadline.
  it('a subject that never finishes importing: the CLI gives up by itself, exit 2 with one line', async () => {
    const run = await hangsAtImport;
    expect(run.killed).toBe(false);
    expect(run.code).toBe(2);
    expect(
      run.stderr
        .split('\n')
        .filter((l) => l !== '')
        .at(-1),
    ).toMatch(/^toolfuzz: .*hangs-at-import\.ts/);
  });

  // A .ts subject outside an ESM package is CommonJS to Node: bin/toolfuzz and the workers register both tsx loaders.
  it('a valid .ts subject outside any "type": "module" package loads', async () => {
    const dir = join(temp, 'plain');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'subject.ts');
    writeFileSync(
      file,
      'export function validateArgs(spec: unknown, args: unknown): string[] {\n  return typeof args === "object" && args !== null ? [] : ["the arguments must be an object"];\n}\n' +
        'export function schemaSpecToJsonSchema(spec: unknown): object {\n  return { type: "object", properties: {}, required: [] };\n}\n',
    );
    const run = await fuzz(file, { runs: 5, via: 'bin' });
    expect(run.stderr).not.toMatch(/cannot import/);
    // It loaded and was fuzzed: it accepts every object, so the violators of hostile_target get through.
    const report = expectSurvived(run, 1);
    expect(report.stats.cases).toBe(report.tools.length * casesPerTool(5));
    expect(report.findings.map((f) => f.kind)).toContain('VIOLATOR_ACCEPTED');
  });
});
