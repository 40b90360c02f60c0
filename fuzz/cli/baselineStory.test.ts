// The baseline story end to end, through bin/toolfuzz as CI runs it: a seeded bug is found, baselined,
// then tolerated; a new bug still fails the run; a fixed one leaves a stale entry behind.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonReport } from '../report/jsonReport.ts';
import { runMain } from '../testing/runMain.ts';
import { scratchFolder } from '../testing/scratchFolder.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const { dir: cwd } = scratchFolder('baseline-story');

let runs = 0;
// A small, seeded campaign; each run its own regression corpus, so runs cannot see each other's findings.
function fuzz(subject: string, ...extra: string[]): ReturnType<typeof runMain> {
  runs++;
  return runMain(
    [
      'run',
      '--subject',
      join(ROOT, subject),
      '--specs',
      join(ROOT, 'fixtures/specs/calendar.json'),
      '--runs',
      '25',
      '--seed',
      '4',
      '--workers',
      '1',
      '--corpus',
      `corpus-${runs}`,
      ...extra,
    ],
    { cwd },
  );
}

function report(name: string): JsonReport {
  return JSON.parse(readFileSync(join(cwd, name), 'utf8')) as JsonReport;
}

describe('toolfuzz baseline, end to end', () => {
  it('known findings pass, new ones fail, stale entries fail only with --fail-on-stale', async () => {
    const first = await fuzz('fixtures/subjects/null-as-absent.ts', '--json', 'first.json');
    expect(first.code, first.stderr).toBe(1);
    const found = report('first.json').findings.map((f) => f.id);
    expect(found.length).toBeGreaterThan(0);

    const written = await runMain(['baseline', 'first.json', '--reason', 'known, tracked in #123'], { cwd });
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toContain(`toolfuzz: wrote toolfuzz.baseline.json from first.json (${found.length} entr`);
    expect(existsSync(join(cwd, 'toolfuzz.baseline.json'))).toBe(true);

    const again = await fuzz(
      'fixtures/subjects/null-as-absent.ts',
      '--json',
      'again.json',
      '--junit',
      'again.xml',
      '--baseline',
      'toolfuzz.baseline.json',
    );
    expect(again.code, again.stdout + again.stderr).toBe(0);
    // The JUnit report agrees with the exit code: known findings pass, noted with their reason.
    const junit = readFileSync(join(cwd, 'again.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="toolfuzz" tests="\d+" failures="0"/);
    expect(junit).toContain('(reason: known, tracked in #123)');
    expect(again.stdout).toContain(`baseline toolfuzz.baseline.json: ${found.length} known finding`);
    expect(again.stdout).toContain('no new findings');
    expect(again.stdout).toMatch(/ {2}known: F1 \S+ \(\w+\) on \S+: known, tracked in #123/);
    expect(report('again.json').baseline).toMatchObject({ file: 'toolfuzz.baseline.json', known: found, fresh: [], stale: [] });

    const [otherBug, fixedStrict, fixed] = await Promise.all([
      fuzz('fixtures/subjects/numeric-strings.ts', '--json', 'other.json', '--baseline', 'toolfuzz.baseline.json'),
      fuzz('src/index.ts', '--json', 'strict.json', '--baseline', 'toolfuzz.baseline.json', '--fail-on-stale'),
      fuzz('src/index.ts', '--json', 'fixed.json', '--baseline', 'toolfuzz.baseline.json'),
    ]);
    expect(otherBug.code, otherBug.stderr).toBe(1);
    expect(report('other.json').baseline?.fresh.length).toBeGreaterThan(0);
    expect(otherBug.stdout).toMatch(/new findings? fails? it \(F1/);

    expect(fixedStrict.code, fixedStrict.stderr).toBe(1);
    expect(fixedStrict.stdout).toContain('failing the run (--fail-on-stale)');
    expect(fixed.code, fixed.stderr).toBe(0);
    expect(fixed.stdout).toMatch(new RegExp(`${found.length} stale baseline entr(y|ies) \\(not seen again`));
    expect(fixed.stdout).toContain('not failing the run (--fail-on-stale would)');
    expect(report('fixed.json').baseline?.stale).toHaveLength(found.length);
  });

  it('a malformed baseline exits 2 with one line naming the file and the fault', async () => {
    writeFileSync(
      join(cwd, 'broken.json'),
      JSON.stringify({ version: 1, entries: [{ fingerprint: 'x', tool: 't', kind: 'HANG', blame: 'body' }] }),
    );
    const run = await fuzz('src/index.ts', '--runs', '1', '--baseline', 'broken.json');
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n').at(-1)).toBe(
      'toolfuzz: broken.json: $.entries[0]: missing "reason" (why the finding is accepted, e.g. "known, tracked in #123")',
    );
  });
});
