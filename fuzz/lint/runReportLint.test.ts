import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonReport } from '../report/jsonReport.ts';
import { REPO_ROOT } from '../testing/repoRoot.ts';
import { runMain } from '../testing/runMain.ts';
import { tempFolder } from '../testing/tempFolder.ts';
import type { LintReport } from './lintReport.ts';

const SPECS = join(REPO_ROOT, 'fixtures/specs/calendar.json');

describe('toolfuzz run lints what it fuzzes', () => {
  it('lists in its report the same provider problems toolfuzz lint finds, and sums them up on the console', async () => {
    const cwd = tempFolder('run-lint');
    const [run, lint] = await Promise.all([
      runMain(['run', '--specs', SPECS, '--runs', '2', '--seed', '1', '--json', 'run.json', '--html', 'run.html'], { cwd }),
      runMain(['lint', '--specs', SPECS, '--json', 'lint.json'], { cwd }),
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(lint.code, lint.stderr).toBe(1);
    const fuzzed = JSON.parse(readFileSync(join(cwd, 'run.json'), 'utf8')) as JsonReport;
    const linted = JSON.parse(readFileSync(join(cwd, 'lint.json'), 'utf8')) as LintReport;
    // Three small tools: no request-wide limit is reached, so per-tool linting sees everything.
    expect(fuzzed.lint).toEqual(linted.lint);
    expect(fuzzed.lint?.some((p) => p.provider === 'openai-strict' && p.rule === 'OA-2' && p.effect === 'rejected')).toBe(true);
    // Lint never changes the run's verdict: its problems are listed, the exit code is the drift's.
    expect(run.stdout).toContain(
      `provider lint: ${fuzzed.lint?.length} problems; openai-strict rejects 3 of 3 tools, anthropic-strict rejects 3 of 3 tools`,
    );
    expect(readFileSync(join(cwd, 'run.html'), 'utf8')).toContain('<h2 id="lint">Provider dialects</h2>');
  });
});
