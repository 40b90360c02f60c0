import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../options/packageRoot.ts';
import { readJsonReport } from '../../testing/readJsonReport.ts';
import { runCli } from '../../testing/runCli.ts';
import { tempFolder } from '../../testing/tempFolder.ts';
import { loadMcpSdk } from './mcpSdk.ts';

const UNIT = fileURLToPath(new URL('../../../fixtures/mcp-unit/', import.meta.url));
const made: string[] = [];

afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

// A project holding the SDK as @modelcontextprotocol/server-github 2025.4.8 pulls it in (1.0.1: no
// Streamable HTTP client), every module of it throwing when imported: loading it at all shows.
function projectWithOldSdk(): string {
  const project = tempFolder('mcp-old-sdk');
  made.push(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'old-sdk-project', type: 'module', dependencies: { '@modelcontextprotocol/sdk': '1.0.1' } }),
  );
  const sdk = join(project, 'node_modules', '@modelcontextprotocol', 'sdk');
  mkdirSync(join(sdk, 'dist', 'client'), { recursive: true });
  writeFileSync(
    join(sdk, 'package.json'),
    JSON.stringify({ name: '@modelcontextprotocol/sdk', version: '1.0.1', type: 'module', exports: { './*': { import: './dist/*' } } }),
  );
  for (const file of ['index.js', 'stdio.js'])
    writeFileSync(join(sdk, 'dist', 'client', file), "throw new Error('the project\\'s SDK 1.0.1 was loaded');\n");
  return project;
}

describe('loadMcpSdk', () => {
  it("loads toolfuzz's own client, from toolfuzz's own dependency", async () => {
    const sdk = await loadMcpSdk();
    expect(sdk.from.startsWith(join(PACKAGE_ROOT, 'node_modules', '@modelcontextprotocol', 'sdk'))).toBe(true);
    expect(typeof sdk.Client).toBe('function');
    expect(typeof sdk.StreamableHTTPClientTransport).toBe('function');
  });

  it('toolfuzz mcp fuzzes a server from a project whose own SDK is 1.0.1 (and throws when loaded): exit 0, every tool fuzzed', async () => {
    const project = projectWithOldSdk();
    const run = await runCli(
      ['mcp', '--runs', '5', '--seed', '1', '--json', 'report.json', '--', process.execPath, join(UNIT, 'faithful.mjs')],
      { cwd: project, timeoutMs: 120_000 },
    );
    expect(run.stderr).not.toMatch(/1\.0\.1 was loaded|too old|needs @modelcontextprotocol/);
    expect(run.code, run.stderr).toBe(0);
    const report = readJsonReport(join(project, 'report.json'));
    expect(report.tools.length).toBeGreaterThan(0);
    expect(report.tools.every((tool) => tool.cases > 0)).toBe(true);
  });
});
