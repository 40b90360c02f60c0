import { readdirSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../errors/usageError.ts';
import { mcpFixturePath } from '../testing/mcpFixture.ts';
import { repoPath } from '../testing/specProject.ts';
import { tempFolder } from '../testing/tempFolder.ts';
import { reportSchemaErrors } from '../report/schema/reportSchema.ts';
import { fuzz } from './fuzz.ts';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
function folder(): string {
  const dir = tempFolder('fuzz-mcp');
  folders.push(dir);
  return dir;
}

const small = { runs: 20, seed: 1, workers: 1, corpus: false } as const;

describe('fuzz({ mcp })', () => {
  it('fuzzes a faithful server in-process: no findings, and the report names the server and what it fuzzed', async () => {
    const cwd = folder();
    const server = mcpFixturePath('faithful.mjs');
    const report = await fuzz({ ...small, cwd, mcp: { command: process.execPath, args: [server] } });
    expect(reportSchemaErrors(report)).toEqual([]);
    expect(report.findings).toEqual([]);
    expect(report.subject).toBe(`${process.execPath} ${server}`);
    expect(report.server?.target).toEqual({ transport: 'stdio', command: process.execPath, args: [server], cwd });
    expect(report.server?.serverInfo?.name).toBeDefined();
    expect(report.tools.length).toBeGreaterThan(0);
    expect(report.tools.every((tool) => tool.producer === 'mcp' && tool.cases > 0)).toBe(true);
    // Nothing written: no corpus, no reports.
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("finds a drifting server's drift both ways, each finding with its replay command", async () => {
    const cwd = folder();
    const report = await fuzz({ ...small, cwd, mcp: { command: process.execPath, args: [repoPath('fixtures/mcp-unit/drifting.mjs')] } });
    expect(reportSchemaErrors(report)).toEqual([]);
    const byTool = Object.fromEntries(report.findings.map((finding) => [finding.tool, finding]));
    expect(byTool['count']).toMatchObject({ kind: 'FALSE_ACCEPT', blame: 'validator' });
    expect(byTool['search']).toMatchObject({ kind: 'FALSE_REJECT', blame: 'validator' });
    expect(byTool['count']?.reproduce).toBe(`toolfuzz replay <report.json> --id ${byTool['count']?.id}`);
  });

  it('rejects a server given wrongly, or beside a subject, with a one-line UsageError before anything starts', async () => {
    const cwd = folder();
    const cases: [unknown, RegExp][] = [
      [{ command: process.execPath, url: 'http://localhost:1/mcp' }, /^fuzz\(\): give mcp either a command or a url, not both$/],
      [{ url: 'ftp://example.com' }, /^fuzz\(\): mcp\.url needs an http\(s\) URL/],
      [{ args: ['x'] }, /^fuzz\(\): mcp needs the server: \{ command, args \}, \{ url \} or \{ module \}$/],
      [{ command: 'node', tool: ['a'] }, /^fuzz\(\): mcp has no option tool/],
    ];
    for (const [mcp, message] of cases) {
      await expect(fuzz({ ...small, cwd, mcp: mcp as never })).rejects.toThrow(message);
    }
    const beside = fuzz({ ...small, cwd, subject: repoPath('fixtures/subjects/faithful/index.ts'), mcp: { command: 'node' } });
    await expect(beside).rejects.toBeInstanceOf(UsageError);
    await expect(beside).rejects.toThrow('fuzz(): subject cannot be used with mcp');
    expect(readdirSync(cwd)).toEqual([]);
  });
});
