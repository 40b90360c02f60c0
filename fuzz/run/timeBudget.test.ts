// `--time` is a wall-clock promise: the whole run (corpus replay, fuzzing, shrinking, reports) ends by
// itself within the budget plus the call timeout plus a few seconds, whatever the subject does, and a
// second run in the same folder (its regression corpus full of HANG or CRASH entries) holds it too.
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JsonReport } from '../report/jsonReport.ts';
import { readJsonReport } from '../testing/readJsonReport.ts';
import { runCli } from '../testing/runCli.ts';
import { runMainAsCli } from '../testing/runMain.ts';
import { tempFolder } from '../testing/tempFolder.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const HOSTILE = join(ROOT, 'fixtures/hostile');
// Long enough that a busy machine's slow worker start-up still leaves time to see the first HANG.
const TIME_S = 10;
const CALL_TIMEOUT_MS = 1000;
/** The promise: --time, plus the call timeout, plus a few seconds (process start and teardown included). */
const BOUND_MS = (TIME_S + CALL_TIMEOUT_MS / 1000 + 5) * 1000;

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
function folder(): string {
  const dir = tempFolder('time');
  folders.push(dir);
  return dir;
}
const report = (cwd: string, file: string): JsonReport => readJsonReport(join(cwd, file));

describe('--time holds whatever the subject does', () => {
  // Side by side: a run here lasts its --time whatever it does, and much of that is waiting (on a
  // call timeout, or on a promise that never settles), so three clocks can run at once.
  it.concurrent.each([
    ['validator-loops-on-undeclared-key', 'HANG', 'validator'],
    ['validator-exits-on-undeclared-key', 'CRASH', 'validator'],
    ['execute-never-settles-on-undeclared-key', 'HANG', 'boundary'],
  ])(
    '%s: a fresh folder, then the same folder replaying its corpus, each within --time + call timeout + 5 s, as %s',
    async (subject, kind, blame) => {
      const cwd = folder();
      for (const seed of ['1', '2']) {
        const json = `seed${seed}.json`;
        const args = [
          'run',
          '--subject',
          join(HOSTILE, `${subject}.ts`),
          '--random-specs',
          '--seed',
          seed,
          '--time',
          String(TIME_S),
          '--call-timeout',
          String(CALL_TIMEOUT_MS),
          '--json',
          json,
        ];
        const run = await runCli(args, { cwd, timeoutMs: 3 * BOUND_MS });
        expect(run.killed, run.stderr).toBe(false);
        expect(run.ms, `seed ${seed}: ${run.ms} ms`).toBeLessThan(BOUND_MS);
        expect(run.code, run.stderr).toBe(1);
        const written = report(cwd, json);
        expect(
          written.findings.some((f) => f.kind === kind && f.blame === blame),
          JSON.stringify(written.findings.map((f) => [f.kind, f.blame])),
        ).toBe(true);
        expect(written.stats.timeToFirstFindingMs).toBeLessThan(TIME_S * 1000);
        // The second run replayed what the first one saved before it fuzzed (and still within the budget).
        if (seed === '2') expect(written.corpus?.replayed.length).toBeGreaterThan(0);
      }
    },
  );

  // The budget's meaning, not the process's bound: main() in this process (the hostile runs above hold the bound with the binary).
  it('--time alone means "fuzz for that long": no cap on runs', async () => {
    const cwd = folder();
    // One small tool: its 100 runs per source (400 cases) take a fraction of a second, even on a busy machine.
    writeFileSync(join(cwd, 'ping.json'), JSON.stringify({ host: { type: 'string', required: true }, count: { type: 'integer' } }));
    const run = await runMainAsCli(['run', '--specs', 'ping.json', '--seed', '3', '--time', '6', '--json', 'r.json'], { cwd });
    expect(run.code, run.stderr).toBe(0);
    // The promise: --time + the call timeout (3 s by default) + a few seconds.
    expect(run.ms).toBeLessThan(6000 + 3000 + 5000);
    const written = report(cwd, 'r.json');
    expect(written.budget).toMatchObject({ runs: null, timeSeconds: 6 });
    // The campaign ends a little before --time so the reports are written within it.
    expect(written.durationMs).toBeGreaterThan(4000);
    // Past what the default 100 runs per source would have given it.
    expect(written.stats.cases).toBeGreaterThan(4 * 100);
    expect(written).toMatchObject({ partial: false, timedOut: false });
    expect(run.stderr).toContain('no cap on runs');
  });

  it('with --runs and --time, whichever comes first: a small --runs ends long before the time', async () => {
    const cwd = folder();
    const run = await runMainAsCli(
      ['run', '--specs', join(ROOT, 'fixtures/specs/calendar.json'), '--seed', '3', '--runs', '2', '--time', '60', '--json', 'r.json'],
      { cwd },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.ms).toBeLessThan(20_000);
    const written = report(cwd, 'r.json');
    expect(written.budget).toMatchObject({ runs: 2, timeSeconds: 60 });
    expect(written.stats.cases).toBe(3 * 4 * 2);
  });
});
