import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
// fuzzTools({ mcp }): an MCP server's tools fuzzed from a vitest file, as `toolfuzz mcp` fuzzes them.
import { describe, expect, it, onTestFinished } from 'vitest';
import { mcpFixturePath } from '../testing/mcpFixture.ts';
import { repoPath } from '../testing/specProject.ts';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { fuzzTools } from './fuzzTools.ts';
import { mcpFuzzSettings } from './mcpFuzzSettings.ts';
import { resolveFuzzOptions } from './resolveFuzzOptions.ts';
import { runFuzzCampaign } from './runFuzzCampaign.ts';

const small = { runs: 10, seed: 1, workers: 1 } as const;
const faithful = { command: process.execPath, args: [mcpFixturePath('faithful.mjs')] };

// The public call, as a user writes it: a describe per tool the server lists, a test per property, all passing.
fuzzTools({ ...small, mcp: faithful, name: 'fuzzTools({ mcp }) on a faithful server' });

describe('fuzzTools({ mcp })', () => {
  it("lists the server's tools as MCP tools and names the server; a drifting server fails the property whose cases found it", {
    timeout: 120_000,
  }, async () => {
    const listed = await mcpFuzzSettings(resolveFuzzOptions({ ...small, mcp: faithful }));
    expect(listed.tools.length).toBeGreaterThan(0);
    expect(listed.tools.map((t) => t.producer)).toEqual(listed.tools.map(() => 'mcp'));
    expect(listed.name).toBe(`toolfuzz mcp ${process.execPath} ${mcpFixturePath('faithful.mjs')}`);

    const settings = await mcpFuzzSettings(
      resolveFuzzOptions({ ...small, mcp: { command: process.execPath, args: [repoPath('fixtures/mcp-unit/drifting.mjs')] } }),
    );
    const outcome = await runFuzzCampaign(settings);
    // A failing campaign writes its report to a temp folder for the reproduce command: this test removes it.
    onTestFinished(() => {
      if (outcome.reportPath !== undefined) rmSync(dirname(outcome.reportPath), { recursive: true, force: true });
    });
    expect(outcome.report.server).toBeDefined();
    const failures = ['valid', 'faker', 'violator', 'loose'].flatMap((source) => outcome.failure('count', source as 'valid') ?? []);
    expect(failures.join('\n')).toMatch(/FALSE_ACCEPT .*on tool count/);
  });

  it('refuses a subject, specs or tools beside mcp, and a call with neither, in one line', async () => {
    expect(
      (await usageErrorOf(() => resolveFuzzOptions({ mcp: faithful, subject: repoPath('fixtures/subjects/faithful/index.ts') }))).message,
    ).toBe("fuzzTools: subject cannot be used with mcp: an MCP server's tools are what it lists");
    expect((await usageErrorOf(() => resolveFuzzOptions({ mcp: faithful, tools: [] }))).message).toMatch(
      /^fuzzTools: tools cannot be used with mcp/,
    );
    expect((await usageErrorOf(() => resolveFuzzOptions({ mcp: { url: 'ftp://x' } }))).message).toMatch(
      /^fuzzTools: mcp\.url needs an http\(s\) URL/,
    );
    expect((await usageErrorOf(() => resolveFuzzOptions({}))).message).toMatch(/^fuzzTools needs a subject .* or an MCP server \(mcp\)$/);
  });
});
