import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LintReport } from '../lint/lintReport.ts';
import { lintReportSchemaErrors } from '../testing/lintReportSchema.ts';
import { runMain } from '../testing/runMain.ts';
import { tempFolder } from '../testing/tempFolder.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const zod4 = join(repo, 'fixtures/library/zod4-clean.ts');
const valibot = join(repo, 'fixtures/library/valibot-clean.ts');

function readReport(file: string): LintReport {
  return JSON.parse(readFileSync(file, 'utf8')) as LintReport;
}

describe('toolfuzz lint --subject <library module>', () => {
  it.concurrent("lints a zod 4 module's tools as z.toJSONSchema advertises them: exit 1 when a provider refuses one, 0 for one that takes them all", async () => {
    const out = tempFolder('lint-lib');
    const strict = await runMain(['lint', '--subject', zod4, '--provider', 'openai-strict', '--json', join(out, 'strict.json')], {
      cwd: repo,
    });
    expect(strict.code, strict.stderr).toBe(1);
    const report = readReport(join(out, 'strict.json'));
    expect(lintReportSchemaErrors(report)).toEqual([]);
    expect(report.tools.map((t) => t.origin)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `fixtures/library/zod4-clean.ts#${i}`));
    expect(report.tools[0]?.name).toBe('searchDocs');
    // zod 4 closes its objects, so strict mode's complaint is the optional keys, not openness.
    expect(report.lint).toContainEqual(
      expect.objectContaining({
        tool: 'searchDocs',
        provider: 'openai-strict',
        rule: 'OA-3',
        effect: 'rejected',
        path: '/properties/limit',
      }),
    );
    expect(report.lint.filter((p) => p.tool === 'searchDocs' && p.rule === 'OA-2')).toEqual([]);
    expect(strict.stdout).toMatch(/^toolfuzz lint: 6 tools for openai-strict: /);
    expect(strict.stdout).toContain('searchDocs (fixtures/library/zod4-clean.ts#0)');

    const lenient = await runMain(['lint', '--subject', zod4, '--provider', 'openai'], { cwd: repo });
    expect(lenient.code, lenient.stderr).toBe(0);
    expect(lenient.stdout).toMatch(/^toolfuzz lint: 6 tools for openai: \d+ problems \(0 rejected, /);
  });

  it.concurrent("lints a valibot module's tools as @valibot/to-json-schema advertises them, open objects included", async () => {
    const out = tempFolder('lint-lib');
    const run = await runMain(['lint', '--subject', valibot, '--json', join(out, 'lint.json')], { cwd: repo });
    expect(run.code, run.stderr).toBe(1);
    const report = readReport(join(out, 'lint.json'));
    expect(lintReportSchemaErrors(report)).toEqual([]);
    expect(report.tools.map((t) => t.name)).toEqual(['searchCode', 'scheduleMeeting', 'deploy', 'listFiles', 'updateTicket']);
    expect(report.skipped).toEqual([]);
    // v.object leaves unknown keys open: both strict modes refuse it at the root.
    expect(report.lint).toContainEqual(
      expect.objectContaining({ tool: 'searchCode', provider: 'openai-strict', rule: 'OA-2', effect: 'rejected', path: '' }),
    );
    expect(report.lint).toContainEqual(
      expect.objectContaining({ tool: 'searchCode', provider: 'anthropic-strict', rule: 'AS-1', effect: 'rejected', path: '' }),
    );
    // v.strictObject closes it, and Gemini refuses the additionalProperties that says so.
    expect(report.lint).toContainEqual(
      expect.objectContaining({
        tool: 'scheduleMeeting',
        provider: 'gemini',
        rule: 'GE-2',
        effect: 'rejected',
        path: '/additionalProperties',
      }),
    );
    expect(report.lint.filter((p) => p.tool === 'scheduleMeeting' && p.rule === 'OA-2')).toEqual([]);
  });

  it.concurrent('exits 2 with one line when --specs is given with a library subject', async () => {
    const run = await runMain(['lint', '--subject', zod4, '--specs', join(repo, 'fixtures/specs')], { cwd: repo });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^toolfuzz: --specs cannot be used with a library subject: /) as string,
    ]);
  });
});
