import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportSchemaErrors } from '../report/schema/reportSchema.ts';
import { mcpFixturePath } from '../testing/mcpFixture.ts';
import { readJsonReport } from '../testing/readJsonReport.ts';
import { runCli } from '../testing/runCli.ts';
import { tempFolder } from '../testing/tempFolder.ts';

// The fixture servers of fixtures/mcp/ (their ground truth is drifts.json), end to end through the CLI.
const TIMEOUT_MS = 150_000;

async function mcp(flags: readonly string[], server: string, env: Record<string, string> = {}) {
  const cwd = tempFolder('mcp-fixtures');
  const run = await runCli(
    ['mcp', '--seed', '1', '--workers', '1', '--json', 'report.json', ...flags, '--', process.execPath, mcpFixturePath(server)],
    { cwd, env, timeoutMs: TIMEOUT_MS },
  );
  return { ...run, report: () => readJsonReport(join(cwd, 'report.json')) };
}

// Side by side: each run has its own folder and server, and waits on the server's starts and restarts.
describe.concurrent('toolfuzz mcp on the fixture servers', { timeout: TIMEOUT_MS + 10_000 }, () => {
  it('calls only the read-only tool of the destructive server: the marker file stays absent', async () => {
    const marker = join(tempFolder('mcp-marker'), 'marker.txt');
    const run = await mcp(['--runs', '5'], 'destructive.mjs', { TOOLFUZZ_MARKER: marker });
    expect(existsSync(marker)).toBe(false);
    const report = run.report();
    expect(report.tools.map((tool) => tool.name)).toEqual(['count']);
    expect(report.skippedTools?.map((skip) => skip.tool).sort()).toEqual(['delete_everything', 'write_note']);
    expect(reportSchemaErrors(report)).toEqual([]);
  });

  // The paginated server (nextCursor) and the hanging one are run by fixtures/mcp/detection.test.ts and
  // fuzz/cli/mcpCommand.test.ts.
  it('reports the exiting call as a CRASH, restarting the server until the tool is quarantined', async () => {
    const run = await mcp(['--runs', '10'], 'exits.mjs');
    expect(run.code).toBe(1);
    const report = run.report();
    expect(report.findings.map((finding) => finding.kind)).toContain('CRASH');
    expect(report.findings.find((finding) => finding.kind === 'CRASH')?.explanation).toContain('exited with code 3');
    // Each crash restarts the server; the third takes the tool out, as run quarantines a tool.
    expect(report.tools[0]?.cases).toBeGreaterThanOrEqual(3);
    // ...and listed as quarantined, with its events, as run lists a tool that kept killing its worker.
    expect(report.quarantined).toEqual([
      { tool: 'parse', events: ['CRASH', 'CRASH', 'CRASH'], reason: expect.stringContaining('3 HANG or CRASH events') },
    ]);
    expect(report.tools[0]?.complete).toBe(false);
    expect(reportSchemaErrors(report)).toEqual([]);
    expect(run.stdout).toContain('quarantined: parse after CRASH, CRASH, CRASH');
  });
});
