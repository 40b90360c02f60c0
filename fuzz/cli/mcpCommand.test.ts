import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reportSchemaErrors } from '../report/schema/reportSchema.ts';
import { readJsonReport } from '../testing/readJsonReport.ts';
import { type CliRun, runCli } from '../testing/runCli.ts';
import { runMainAsCli } from '../testing/runMain.ts';
import { tempFolder } from '../testing/tempFolder.ts';

// The machine may be busy: every CLI run is bounded, but generously.
const TIMEOUT_MS = 150_000;
const UNIT = fileURLToPath(new URL('../../fixtures/mcp-unit/', import.meta.url));

interface McpRun extends CliRun {
  readonly cwd: string;
  readonly report: () => ReturnType<typeof readJsonReport>;
}

/**
 * `toolfuzz mcp` on a unit server: main() in this process, or the real binary (`via: 'bin'`) for the
 * few tests that hold what only a process shows. The server's environment goes on its command line
 * (env(1)): the tests here run side by side in one process, so none may set process.env for its server.
 */
async function mcp(
  flags: readonly string[],
  server: string,
  env: Record<string, string> = {},
  via: 'main' | 'bin' = 'main',
): Promise<McpRun> {
  const cwd = tempFolder('mcp-cli');
  const assignments = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  const command =
    assignments.length === 0 ? [process.execPath, join(UNIT, server)] : ['env', ...assignments, process.execPath, join(UNIT, server)];
  const argv = ['mcp', '--seed', '1', '--workers', '1', '--json', 'report.json', ...flags, '--', ...command];
  const run = via === 'bin' ? await runCli(argv, { cwd, timeoutMs: TIMEOUT_MS }) : await runMainAsCli(argv, { cwd });
  return { ...run, cwd, report: () => readJsonReport(join(cwd, 'report.json')) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// A killed server is gone at once, but its zombie lingers until something reaps it.
async function stillRunning(pids: readonly number[]): Promise<number[]> {
  for (let i = 0; i < 50; i++) {
    if (pids.every((pid) => !alive(pid))) return [];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids.filter(alive);
}

// Side by side: each test has its own folders and servers, and much of their time is servers starting
// and call timeouts running out.
describe.concurrent('toolfuzz mcp', { timeout: TIMEOUT_MS + 10_000 }, () => {
  it('finds nothing in a server that validates with the schema it advertises, and says what it fuzzed', async () => {
    // The real binary, end to end.
    const run = await mcp(['--runs', '10'], 'faithful.mjs', {}, 'bin');
    expect(run.stderr).toContain('toolfuzz: fuzzing MCP server faithful-unit 1.0.0 (');
    expect(run.stderr).toContain('with 3 tools (0 skipped)');
    expect(run.code).toBe(0);
    const report = run.report();
    expect(report.findings).toEqual([]);
    expect(reportSchemaErrors(report)).toEqual([]);
    expect(report.server).toMatchObject({
      target: { transport: 'stdio', command: process.execPath },
      serverInfo: { name: 'faithful-unit', version: '1.0.0' },
    });
    expect(report.subject).toContain('faithful.mjs');
    expect(report.tools.map((tool) => [tool.name, tool.producer, tool.cases > 0])).toEqual([
      ['echo', 'mcp', true],
      ['add', 'mcp', true],
      ['ping', 'mcp', true],
    ]);
  });

  it('reports drift both ways, in the model terms', async () => {
    const run = await mcp(['--runs', '20'], 'drifting.mjs');
    expect(run.code).toBe(1);
    const report = run.report();
    expect(reportSchemaErrors(report)).toEqual([]);
    const byTool = Object.fromEntries(report.findings.map((finding) => [finding.tool, finding]));
    expect(byTool['count']).toMatchObject({
      kind: 'FALSE_ACCEPT',
      blame: 'validator',
      explanation: expect.stringContaining('the server accepts what the schema forbids'),
    });
    expect(byTool['search']).toMatchObject({
      kind: 'FALSE_REJECT',
      blame: 'validator',
      explanation: expect.stringContaining('the model follows the schema and the call still fails'),
    });
    expect(JSON.parse(byTool['search']?.argsJson ?? 'null')).not.toHaveProperty('limit');
  });

  it('is exit 2 with one line and the stderr tail for a server that dies before initialising', async () => {
    // The real binary: its own stderr is the one line, the server's stderr only quoted in it.
    const run = await mcp([], 'fails.mjs', {}, 'bin');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^toolfuzz: MCP server .*fails\.mjs exited with code 1 before initialising; its stderr ended with: starting misconfigured-server \| Error: MISSING_API_KEY is not set\n$/,
    );
  });

  it('is exit 2 with one line for a server that writes garbage on stdout', async () => {
    const run = await mcp([], 'garbage.mjs');
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('wrote something other than JSON-RPC on stdout');
  });

  it('is exit 2 naming the tools when --tools names one the server lacks', async () => {
    const run = await mcp(['--tools', 'fine,nope'], 'misbehaving.mjs');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^toolfuzz: --tools names "nope", which .* does not list; its tools: hang, die, fine, sent, wipe\n$/);
  });

  it('needs the server command after --', async () => {
    const cwd = tempFolder('mcp-cli');
    const run = await runMainAsCli(['mcp', 'node', 'server.mjs'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('put the server command after --');
  });

  it('never calls a destructive tool unless --tools names it', async () => {
    const folder = tempFolder('mcp-marker');
    const marker = join(folder, 'wiped.marker');
    const skipped = await mcp(['--runs', '3', '--all-tools'], 'misbehaving.mjs', { TOOLS: 'wipe,fine', MARKER: marker });
    expect(skipped.code).toBe(0);
    expect(existsSync(marker)).toBe(false);
    expect(skipped.stderr).toContain('skipped wipe: annotated destructiveHint: true (called only when --tools names it)');
    expect(skipped.report().skippedTools).toEqual([
      {
        tool: 'wipe',
        reason: 'annotated destructiveHint: true (called only when --tools names it)',
        annotations: { destructiveHint: true },
      },
    ]);
    expect(reportSchemaErrors(skipped.report())).toEqual([]);

    const named = await mcp(['--runs', '3', '--tools', 'wipe'], 'misbehaving.mjs', { TOOLS: 'wipe,fine', MARKER: marker });
    expect(named.stderr).toContain('with 2 tools (0 skipped)');
    expect(existsSync(marker)).toBe(true);
  });

  it('reports a tool that exits its server as a CRASH, restarts it, fuzzes the others, and leaves no server running', async () => {
    const pids = tempFolder('mcp-pids');
    const run = await mcp(['--runs', '5', '--call-timeout', '2000'], 'misbehaving.mjs', { TOOLS: 'die,fine', PIDS: pids });
    expect(run.code).toBe(1);
    const report = run.report();
    expect(report.findings.map((finding) => [finding.kind, finding.tool])).toEqual([['CRASH', 'die']]);
    expect(report.findings[0]?.explanation).toContain('exited with code 3');
    expect(report.tools.find((tool) => tool.name === 'fine')).toMatchObject({ complete: true, cases: 20 });
    expect(await stillRunning(readdirSync(pids).map(Number))).toEqual([]);
  });

  // Alone: it holds a wall-clock bound (--time), and it fuzzes the other tool for all of it, so a sibling
  // run would only take cores from it.
  it.sequential('lists a tool that never answers, whatever its args, as not usable here (no HANG) within --time, and leaves no server running though it ignores stdin EOF and SIGTERM', async () => {
    const pids = tempFolder('mcp-pids');
    mkdirSync(pids, { recursive: true });
    // The real binary: what is left of a server that ignores SIGTERM is killed as the process exits.
    const run = await mcp(
      ['--time', '20', '--call-timeout', '500', '--workers', '2'],
      'misbehaving.mjs',
      { TOOLS: 'hang,fine', PIDS: pids },
      'bin',
    );
    expect(run.killed).toBe(false);
    // The budget, the call timeout and a few seconds, as for run.
    expect(run.ms).toBeLessThan(20_000 + 500 + 8000);
    // `hang` answers no args at all: the environment's, not a drift of these args (hangs.mjs keeps a HANG that other args escape).
    expect(run.report().findings.map((finding) => [finding.kind, finding.tool])).not.toContainEqual(['HANG', 'hang']);
    expect(run.report().unusableTools).toContainEqual(expect.objectContaining({ tool: 'hang', reason: 'hangs-for-any-args' }));
    const started = readdirSync(pids).map(Number);
    expect(started.length).toBeGreaterThan(1);
    expect(await stillRunning(started)).toEqual([]);
  });

  it('fuzzes a Streamable HTTP server given with --url', async () => {
    const server = spawn(process.execPath, [join(UNIT, 'http.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const [line] = (await once(server.stdout, 'data')) as [Buffer];
      const url = line.toString().trim().split(' ')[1] as string;
      const cwd = tempFolder('mcp-cli');
      // In this process: the HTTP transport is what it holds, not the binary.
      const run = await runMainAsCli(['mcp', '--seed', '1', '--workers', '1', '--runs', '10', '--json', 'report.json', '--url', url], {
        cwd,
      });
      expect(run.stderr).toContain(`toolfuzz: fuzzing MCP server http-unit 1.0.0 (${url}) with 1 tools`);
      expect(run.code).toBe(1);
      const report = readJsonReport(join(cwd, 'report.json'));
      expect(report.server?.target).toEqual({ transport: 'http', url });
      expect(report.findings.map((finding) => [finding.kind, finding.tool])).toEqual([['FALSE_ACCEPT', 'count']]);
    } finally {
      server.kill('SIGKILL');
    }
  });

  it('is exit 2 with one line for a --url nobody answers, or one that is not http(s)', async () => {
    const cwd = tempFolder('mcp-cli');
    const refused = await runMainAsCli(['mcp', '--url', 'http://127.0.0.1:39999/mcp'], { cwd });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^toolfuzz: MCP server http:\/\/127\.0\.0\.1:39999\/mcp could not be started or initialised: .*ECONNREFUSED.*\n$/,
    );
    const ftp = await runMainAsCli(['mcp', '--url', 'ftp://example.com/mcp'], { cwd });
    expect(ftp.code).toBe(2);
    expect(ftp.stderr).toBe('toolfuzz: --url needs an http(s) URL, got "ftp://example.com/mcp"\n');
  });
});
