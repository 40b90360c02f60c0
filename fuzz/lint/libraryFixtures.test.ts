import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import { loadLibraryTools } from '../producers/library/loadLibraryTools.ts';
import { lintReportSchemaErrors } from '../testing/lintReportSchema.ts';
import { lint } from './index.ts';
import type { LintReport } from './lintReport.ts';
import { isBlocking, PROVIDERS, type ToolLintProblem } from './lintTypes.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const LIBRARY = join(repo, 'fixtures', 'library');
const MODULES = readdirSync(LIBRARY)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort();

function rootObject(schema: JsonSchema): Record<string, unknown> {
  return typeof schema === 'object' ? (schema as Record<string, unknown>) : {};
}

// Root keys a model may leave out: what OpenAI strict mode refuses unless listed in required.
function optionalRootKeys(schema: JsonSchema): string[] {
  const root = rootObject(schema);
  const properties = Object.keys((root['properties'] as Record<string, unknown> | undefined) ?? {});
  const required = new Set((root['required'] as string[] | undefined) ?? []);
  return properties.filter((key) => !required.has(key));
}

describe('lint over the library fixtures (every module of fixtures/library/)', () => {
  it('lints every tool as its converter advertises it, tabulates problems by provider and rule, and holds the facts below', {
    timeout: 60_000,
  }, async () => {
    const started = Date.now();
    const reports: { module: string; report: LintReport }[] = [];
    for (const module of MODULES) reports.push({ module, report: await lint({ cwd: repo, subject: join(LIBRARY, module) }) });
    const ms = Date.now() - started;
    for (const { module, report } of reports) {
      expect(lintReportSchemaErrors(report), module).toEqual([]);
      expect(report.skipped, module).toEqual([]);
      expect(report.tools.length, module).toBeGreaterThan(0);
    }
    const problems: (ToolLintProblem & { module: string })[] = reports.flatMap(({ module, report }) =>
      report.lint.map((p) => ({ ...p, module })),
    );
    const table = new Map<string, { problems: number; tools: Set<string> }>();
    for (const p of problems) {
      const key = `${p.provider} ${p.rule} ${p.certainty === 'uncertain' ? `${p.effect}(uncertain)` : p.effect}`;
      const row = table.get(key) ?? { problems: 0, tools: new Set<string>() };
      row.problems++;
      row.tools.add(`${p.module}:${p.tool}`);
      table.set(key, row);
    }
    const order = (key: string): number =>
      PROVIDERS.indexOf(key.split(' ')[0] as (typeof PROVIDERS)[number]) * 1000 + Number(key.split(' ')[1]?.split('-')[1]);
    const lines = [...table]
      .sort(([a], [b]) => order(a) - order(b))
      .map(([key, row]) => `| ${key.split(' ').join(' | ')} | ${row.problems} | ${row.tools.size} |`);
    const refusedBy = (provider: string): Set<string> =>
      new Set(problems.filter((p) => p.provider === provider && isBlocking(p)).map((p) => `${p.module}:${p.tool}`));
    const toolCount = reports.reduce((n, r) => n + r.report.tools.length, 0);
    console.log(
      [
        `library fixtures: ${MODULES.length} modules, ${toolCount} tools, ${problems.length} problems in ${ms} ms`,
        '| provider | rule | effect | problems | tools |',
        '|---|---|---|---|---|',
        ...lines,
        `tools a provider would refuse: ${PROVIDERS.map((p) => `${p}: ${refusedBy(p).size}`).join(', ')}`,
      ].join('\n'),
    );

    // Facts that follow from the converters, checked against the advertised schemas themselves.
    let zod4Optional = 0;
    for (const { module, report } of reports) {
      const { tools } = await loadLibraryTools(join(LIBRARY, module), repo);
      expect(
        tools.map((t) => t.name),
        module,
      ).toEqual(report.tools.map((t) => t.name));
      for (const tool of tools) {
        const of = (provider: string, rule: string): string[] =>
          report.lint.filter((p) => p.tool === tool.name && p.provider === provider && p.rule === rule && isBlocking(p)).map((p) => p.path);
        const root = rootObject(tool.advertised);
        // OpenAI strict refuses every optional key: zod 4's .optional() and .default() alike.
        if (module.startsWith('zod4-')) {
          const optional = optionalRootKeys(tool.advertised);
          if (optional.length > 0) zod4Optional++;
          expect(of('openai-strict', 'OA-3'), `${module} ${tool.name}`).toEqual(
            expect.arrayContaining(optional.map((k) => `/properties/${k}`)),
          );
        }
        // A root object left open is refused by both strict modes; one that says additionalProperties is refused by Gemini.
        if (root['type'] === 'object' && root['additionalProperties'] !== false) {
          expect(of('openai-strict', 'OA-2'), `${module} ${tool.name}`).toContain('');
          expect(of('anthropic-strict', 'AS-1'), `${module} ${tool.name}`).toContain('');
        }
        if ('additionalProperties' in root) expect(of('gemini', 'GE-2'), `${module} ${tool.name}`).toContain('/additionalProperties');
      }
    }
    expect(zod4Optional).toBeGreaterThan(3);
    // Best-effort modes refuse nothing; Anthropic refuses only a composition at the root.
    for (const provider of ['openai', 'gemini-json']) expect(refusedBy(provider).size, provider).toBe(0);
    expect(problems.filter((p) => p.provider === 'anthropic' && isBlocking(p)).every((p) => p.rule === 'AN-2')).toBe(true);
    expect(ms).toBeLessThan(30_000);
  });
});
