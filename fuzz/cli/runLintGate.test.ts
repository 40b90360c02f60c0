import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonReport } from '../testing/readJsonReport.ts';
import { REPO_ROOT as repo } from '../testing/repoRoot.ts';
import { runMain } from '../testing/runMain.ts';
import { tempFolder } from '../testing/tempFolder.ts';

// The faithful subject: no findings, but its converter leaves objects open, which Anthropic strict rejects (AS-1).
const args = [
  'run',
  '--subject',
  join(repo, 'fixtures/subjects/faithful/index.ts'),
  '--specs',
  join(repo, 'fixtures/as-sent/note.json'),
  '--runs',
  '10',
  '--seed',
  '3',
  '--workers',
  '1',
];

describe('toolfuzz run --lint-gate', () => {
  it('keeps the exit code of the findings without it, and exits 1 on a provider rejection with it', async () => {
    const cwd = tempFolder('lint-gate');
    const plain = await runMain([...args, '--provider', 'anthropic-strict', '--json', 'plain.json'], { cwd });
    expect(plain.code, plain.stdout + plain.stderr).toBe(0);
    const report = readJsonReport(join(cwd, 'plain.json'));
    expect(report.findings).toEqual([]);
    expect(report.lintProviders).toEqual(['anthropic-strict']);
    expect((report.lint ?? []).some((p) => p.rule === 'AS-1' && p.effect === 'rejected')).toBe(true);

    const gated = await runMain([...args, '--provider', 'anthropic-strict', '--lint-gate'], { cwd });
    expect(gated.code, gated.stderr).toBe(1);
    expect(gated.stdout).toContain('--lint-gate: a provider would reject a tool: save_note (anthropic-strict)');
  });

  it('passes the gate when the chosen providers reject nothing', async () => {
    const run = await runMain([...args, '--provider', 'gemini-json', '--lint-gate'], { cwd: tempFolder('lint-gate-ok') });
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  it('refuses an unknown provider with one line and exit 2', async () => {
    const run = await runMain([...args, '--provider', 'gpt'], { cwd: tempFolder('lint-gate-bad') });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/unknown provider "gpt"/);
  });
});
