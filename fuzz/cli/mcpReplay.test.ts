import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../api/replay.ts';
import type { JsonReport } from '../report/jsonReport.ts';
import { reportSchemaErrors } from '../report/schema/reportSchema.ts';
import { mcpFixturePath } from '../testing/mcpFixture.ts';
import { readJsonReport } from '../testing/readJsonReport.ts';
import { runMain } from '../testing/runMain.ts';
import { tempFolder } from '../testing/tempFolder.ts';

// The regression corpus and `toolfuzz replay` for MCP servers, end to end on drifting-lowlevel.mjs:
// a finding is saved, replayed first on the next run against the same server command, and a report's
// finding replays by starting the server the report names again. Through the CLI's main() in this
// process: spawning bin/toolfuzz (its loader and start-up) is cli.test.ts's subject, not this one's.
// The two tests run side by side on one first campaign: much of their time is spent waiting on servers.
const TIMEOUT_MS = 150_000;
const SERVER = ['--', process.execPath, mcpFixturePath('drifting-lowlevel.mjs')];

function mcp(cwd: string, flags: readonly string[]) {
  return runMain(['mcp', '--seed', '1', '--workers', '1', '--runs', '8', ...flags, ...SERVER], { cwd });
}

// The first campaign on drifting-lowlevel.mjs, in a folder of its own: the corpus test goes on in that
// folder, and the replay test replays findings of its report (a copy, in a folder of its own) rather
// than fuzzing the server a second time.
let firstRun: Promise<{ cwd: string; run: Awaited<ReturnType<typeof mcp>> }> | undefined;
function firstCampaign(): Promise<{ cwd: string; run: Awaited<ReturnType<typeof mcp>> }> {
  firstRun ??= (async () => {
    const cwd = tempFolder('mcp-corpus');
    return { cwd, run: await mcp(cwd, ['--json', 'first.json']) };
  })();
  return firstRun;
}

describe.concurrent('toolfuzz mcp: corpus and replay', { timeout: 2 * TIMEOUT_MS }, () => {
  it('saves findings to the corpus (on by default, as for run) and replays them first on the next run', async () => {
    const { cwd, run: first } = await firstCampaign();
    expect(first.code, first.stderr).toBe(1);
    const saved = readJsonReport(join(cwd, 'first.json'));
    expect(saved.corpus?.dir).toBe(join(cwd, '.toolfuzz', 'corpus'));
    expect(saved.corpus?.saved).toBeGreaterThanOrEqual(5);
    const second = await mcp(cwd, ['--json', 'second.json', '--runs', '1']);
    expect(second.code, second.stderr).toBe(1);
    const again = readJsonReport(join(cwd, 'second.json'));
    expect(reportSchemaErrors(again)).toEqual([]);
    const replayed = again.corpus?.replayed ?? [];
    expect(replayed.length).toBe(saved.corpus?.saved);
    // The server did not change: every past drift still fails.
    expect(replayed.filter((r) => r.status !== 'STILL FAILING')).toEqual([]);
    expect(replayed.map((r) => r.tool)).toContain('enum_not_enforced');
    expect(again.findings.some((f) => f.source === 'corpus')).toBe(true);
    // Another server command does not replay them: its tools are another server's.
    const other = await runMain(
      [
        'mcp',
        '--seed',
        '1',
        '--workers',
        '1',
        '--runs',
        '1',
        '--json',
        'other.json',
        '--',
        process.execPath,
        mcpFixturePath('faithful.mjs'),
      ],
      { cwd },
    );
    expect(other.code, other.stderr).toBe(0);
    const elsewhere = readJsonReport(join(cwd, 'other.json')).corpus;
    expect(elsewhere?.replayed).toEqual([]);
    expect(elsewhere?.skipped?.otherSubjects).toBe(saved.corpus?.saved);
  });

  it('toolfuzz replay restarts the server of the report: STILL FAILING exit 1, FIXED exit 0; replay() agrees', async () => {
    const cwd = tempFolder('mcp-replay');
    const first = await firstCampaign();
    expect(first.run.code, first.run.stderr).toBe(1);
    copyFileSync(join(first.cwd, 'first.json'), join(cwd, 'report.json'));
    const report = readJsonReport(join(cwd, 'report.json'));
    const accept = report.findings.find((f) => f.kind === 'FALSE_ACCEPT' && f.tool === 'enum_not_enforced');
    const reject = report.findings.find((f) => f.kind === 'FALSE_REJECT' && f.tool === 'null_optional_rejected');
    expect(accept && reject).toBeDefined();

    const still = await runMain(['replay', 'report.json', '--id', accept?.id ?? ''], { cwd });
    expect(still.stdout, still.stderr).toContain(`STILL FAILING: ${accept?.id}`);
    expect(still.code).toBe(1);

    // The same finding with a case the server handles as its schema says: the drift is gone.
    const fixed: JsonReport = {
      ...report,
      findings: report.findings.map((f) => (f.id === accept?.id ? { ...f, argsJson: '{"unit":"c"}' } : f)),
    };
    writeFileSync(join(cwd, 'fixed.json'), JSON.stringify(fixed));
    const gone = await runMain(['replay', 'fixed.json', '--id', accept?.id ?? ''], { cwd });
    expect(gone.stdout, gone.stderr).toContain(`FIXED: ${accept?.id}`);
    expect(gone.code).toBe(0);

    const api = await replay({ report: join(cwd, 'report.json'), ids: [reject?.id ?? ''], cwd });
    expect(api.findings.map((f) => [f.tool, f.kind, f.status])).toEqual([['null_optional_rejected', 'FALSE_REJECT', 'still-failing']]);

    const subject = await runMain(['replay', 'report.json', '--id', accept?.id ?? '', '--subject', 'other.ts'], { cwd });
    expect(subject.code).toBe(2);
    expect(subject.stderr).toMatch(/^toolfuzz: report\.json is a toolfuzz mcp report: .*not --subject\n$/);
  });

  // Alone, after the others: the replay's own limit on a case (the call timeout, a second of slack and the
  // server's start) is what this test holds, and a sibling campaign's load would eat into it.
  it.sequential('replays a HANG by calling the server again: the worker judges it after starting the server, within its own call timeout', async () => {
    const cwd = tempFolder('mcp-replay-hang');
    const run = await runMain(
      [
        'mcp',
        '--seed',
        '1',
        '--workers',
        '1',
        '--runs',
        '5',
        '--call-timeout',
        '1000',
        '--json',
        'report.json',
        '--',
        process.execPath,
        mcpFixturePath('hangs.mjs'),
      ],
      { cwd },
    );
    expect(run.code, run.stderr).toBe(1);
    const hang = readJsonReport(join(cwd, 'report.json')).findings.find((f) => f.kind === 'HANG');
    const again = await runMain(['replay', 'report.json', '--id', hang?.id ?? ''], { cwd });
    // The server's own answer, not the replay's outer limit (which allows for starting the server).
    expect(again.stdout, again.stderr).toMatch(/now: HANG \(validator\): the server gave no verdict within \d+ ms/);
    expect(again.code).toBe(1);
  });
});
