import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LintReport } from '../lint/lintReport.ts';
import { lintReportSchemaErrors } from '../testing/lintReportSchema.ts';
import { runCli } from '../testing/runCli.ts';
import { runMain } from '../testing/runMain.ts';
import { type CliIo, main } from './main.ts';
import { tempFolder } from '../testing/tempFolder.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));

function workdir(files: Record<string, unknown>): string {
  const dir = tempFolder('lint');
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

// Closed and fully required: what both strict dialects take as it is.
const closedTool = {
  name: 'search',
  inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'], additionalProperties: false },
};
const openTool = {
  name: 'open',
  inputSchema: { type: 'object', properties: { q: { type: 'string' }, n: { type: 'integer', minimum: 1 } } },
};

function expectOneLineUsageError(run: { code: number | null; stderr: string }, pattern: RegExp): void {
  expect(run.code, run.stderr).toBe(2);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^toolfuzz: /);
  expect(lines[0]).toMatch(pattern);
}

describe('toolfuzz lint, end to end', () => {
  it.concurrent('exits 0 when no provider would reject a tool, and says so', async () => {
    const cwd = workdir({ 'tools.json': { tools: [closedTool] } });
    const run = await runMain(['lint', '--tools-json', 'tools.json', '--provider', 'openai-strict,anthropic-strict,openai'], { cwd });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^toolfuzz lint: 1 tool for openai-strict, openai, anthropic-strict: 1 problem \(0 rejected, 1 ignored, 0 rewritten, 0 uncertain\)/,
    );
    expect(run.stdout).toMatch(/search \(tools\.json: \$\.tools\[0\]\)\n {2}openai\n {4}ignored +OA-20 +\(root\)/);
  });

  it.concurrent('exits 1 when a provider would reject a tool, and writes a JSON report its schema accepts', async () => {
    const cwd = workdir({ 'tools.json': { tools: [closedTool, openTool] } });
    const run = await runMain(['lint', '--tools-json', 'tools.json', '--json', 'out/lint.json', '--html', 'out/lint.html'], { cwd });
    expect(run.code, run.stderr).toBe(1);
    const report = JSON.parse(readFileSync(join(cwd, 'out/lint.json'), 'utf8')) as LintReport;
    expect(lintReportSchemaErrors(report)).toEqual([]);
    expect(report.version).toBe(1);
    expect(report.providers).toEqual(['openai-strict', 'openai', 'anthropic', 'anthropic-strict', 'gemini', 'gemini-json']);
    expect(report.tools.map((t) => t.name)).toEqual(['search', 'open']);
    expect(report.lint).toContainEqual({
      tool: 'open',
      provider: 'openai-strict',
      rule: 'OA-3',
      effect: 'rejected',
      path: '/properties/n',
      message: expect.any(String) as string,
      fix: expect.any(String) as string,
      certainty: 'sourced',
    });
    expect(report.lint).toContainEqual({
      tool: 'open',
      provider: 'anthropic-strict',
      rule: 'AS-3',
      effect: 'rejected',
      path: '/properties/n/minimum',
      message: expect.any(String) as string,
      fix: expect.any(String) as string,
      certainty: 'sourced',
    });
    expect(report.lint).toContainEqual({
      tool: 'search',
      provider: 'gemini',
      rule: 'GE-2',
      effect: 'rejected',
      path: '/additionalProperties',
      message: expect.any(String) as string,
      fix: expect.any(String) as string,
      certainty: 'sourced',
    });
    expect(report.counts.rejected).toBe(report.lint.filter((p) => p.effect === 'rejected' && p.certainty === 'sourced').length);
    // The page: one row per tool, a column per provider, no script (its CSP allows none).
    const page = readFileSync(join(cwd, 'out/lint.html'), 'utf8');
    expect(page.match(/<tr><th scope="row">/g)).toHaveLength(2);
    expect(page).toMatch(
      /<tr><th scope="row">open<\/th><td class="lint-cell"><details><summary><span class="status-tag tone-bad">rejected/,
    );
    expect(page).not.toContain('<script');
    expect(run.stdout).toContain('html: out/lint.html');
    // Console: grouped by tool, then provider, and the report's path named.
    expect(run.stdout.indexOf('\nopen (')).toBeGreaterThan(run.stdout.indexOf('\nsearch ('));
    expect(run.stdout).toContain('json: out/lint.json');
  });

  it.concurrent("lints SchemaSpec tools as the subject's converter advertises them", async () => {
    const cwd = workdir({});
    const specs = join(repo, 'fixtures/specs/calendar.json');
    // The binary, in cwd: a tool's origin is shown relative to the process's own folder, which main() in this process does not share.
    const base = await runCli(['lint', '--specs', specs, '--provider', 'anthropic-strict', '--json', 'a.json'], { cwd, timeoutMs: 15_000 });
    const _closing = await runCli(
      [
        'lint',
        '--specs',
        specs,
        '--provider',
        'anthropic-strict',
        '--json',
        'b.json',
        '--subject',
        join(repo, 'fixtures/subjects/converter-additional-properties.ts'),
      ],
      { cwd, timeoutMs: 15_000 },
    );
    const rules = (file: string): string[] => (JSON.parse(readFileSync(join(cwd, file), 'utf8')) as LintReport).lint.map((p) => p.rule);
    expect(base.code, base.stderr).toBe(1);
    expect(rules('a.json')).toContain('AS-1');
    // That subject closes every object, so AS-1 is gone; the tools are the same three.
    expect(rules('b.json')).not.toContain('AS-1');
    expect((JSON.parse(readFileSync(join(cwd, 'b.json'), 'utf8')) as LintReport).tools.map((t) => t.origin)).toEqual(
      [0, 1, 2].map((i) => `${specs}#${i}`),
    );
  });

  it.concurrent('exits 2 with one line on an unknown provider, with a did-you-mean', async () => {
    const run = await runMain(['lint', '--provider', 'openai,gemni'], { cwd: workdir({}) });
    expectOneLineUsageError(
      run,
      /unknown provider "gemni" \(did you mean gemini\?\); providers: openai-strict, openai, anthropic, anthropic-strict, gemini, gemini-json$/,
    );
  });

  it.concurrent('exits 2 with one line on malformed tools JSON, naming the file and the JSON path', async () => {
    const cwd = workdir({ 'tools.json': { tools: [closedTool, { name: 'b', inputSchema: 7 }] } });
    const run = await runMain(['lint', '--tools-json', 'tools.json'], { cwd });
    expectOneLineUsageError(run, /^toolfuzz: tools\.json: \$\.tools\[1\]\.inputSchema: expected a JSON Schema object, got number 7$/);
  });
});

function captureIo(cwd: string): { io: CliIo; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    io: { cwd, stdout: (t) => (out += t), stderr: (t) => (err += t), color: false, interactive: false, env: {} },
    out: () => out,
    err: () => err,
  };
}

describe('toolfuzz lint usage errors (in process)', () => {
  it.each([
    [
      'an unknown flag',
      ['--provders', 'openai'],
      /^toolfuzz: unknown flag --provders \(did you mean --provider\?\); see toolfuzz lint --help$/,
    ],
    [
      'a positional argument',
      ['tools.json'],
      /^toolfuzz: unexpected argument "tools\.json": spec sources go after --specs, saved tool lists after --tools-json$/,
    ],
    ['a missing tools file', ['--tools-json', 'nope.json'], /^toolfuzz: nope\.json: cannot read: /],
    ['invalid JSON', ['--tools-json', 'bad.json'], /^toolfuzz: bad\.json: invalid JSON: /],
    ['a missing spec source', ['--specs', 'nowhere'], /^toolfuzz: spec source not found: /],
    ['an empty provider list', ['--provider', ','], /^toolfuzz: --provider needs one of: openai-strict, /],
  ])('%s', async (_name, argv, message) => {
    const cwd = workdir({ 'bad.json': '{"tools": [' });
    const { io, out, err } = captureIo(cwd);
    expect(await main(['lint', ...argv], io)).toBe(2);
    expect(err().trimEnd().split('\n')).toHaveLength(1);
    expect(err().trimEnd()).toMatch(message);
    expect(out()).toBe('');
  });

  it('lists lint in the top-level help', async () => {
    const { io, out } = captureIo(repo);
    expect(await main(['--help'], io)).toBe(0);
    expect(out()).toMatch(/^ {2}lint +Check every tool's advertised JSON Schema against each LLM provider's tool API dialect\.$/m);
  });
});
