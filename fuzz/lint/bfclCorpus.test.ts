import { describe, expect, it } from 'vitest';
import { lint } from './index.ts';
import { BFCL_CORPUS_DIR, bfclCorpusDir } from '../testing/bfclCorpus.ts';
import { lintReportSchemaErrors } from '../testing/lintReportSchema.ts';
import { isBlocking, PROVIDERS } from './lintTypes.ts';

// Beside the repository (the shared layout); absent elsewhere (a worktree, a fresh clone): skipped.
const BFCL = bfclCorpusDir();
if (BFCL === undefined)
  console.warn(`bfclCorpus.test.ts: skipped, no BFCL corpus at ${BFCL_CORPUS_DIR} (../shared/corpora/bfcl beside the repository)`);

describe.skipIf(BFCL === undefined)('lint over the BFCL corpus (~1,000 real tool definitions)', () => {
  it('lints every tool for every provider and tabulates problems by provider and rule', async () => {
    const started = Date.now();
    const report = await lint({ specs: [BFCL as string] });
    const ms = Date.now() - started;
    expect(lintReportSchemaErrors(report)).toEqual([]);
    expect(report.tools.length).toBeGreaterThan(900);
    expect(report.skipped).toEqual([]);

    const table = new Map<string, { problems: number; tools: Set<string> }>();
    for (const p of report.lint) {
      const key = `${p.provider} ${p.rule} ${p.certainty === 'uncertain' ? `${p.effect}(uncertain)` : p.effect}`;
      const row = table.get(key) ?? { problems: 0, tools: new Set<string>() };
      row.problems++;
      row.tools.add(p.tool);
      table.set(key, row);
    }
    const order = (key: string): number =>
      PROVIDERS.indexOf(key.split(' ')[0] as (typeof PROVIDERS)[number]) * 1000 + Number(key.split(' ')[1]?.split('-')[1]);
    const lines = [...table]
      .sort(([a], [b]) => order(a) - order(b))
      .map(([key, row]) => `| ${key.split(' ').join(' | ')} | ${row.problems} | ${row.tools.size} |`);
    const refused = PROVIDERS.map(
      (provider) => `${provider}: ${new Set(report.lint.filter((p) => p.provider === provider && isBlocking(p)).map((p) => p.tool)).size}`,
    );
    console.log(
      [
        `BFCL: ${report.tools.length} tools, ${report.lint.length} problems in ${ms} ms`,
        '| provider | rule | effect | problems | tools |',
        '|---|---|---|---|---|',
        ...lines,
        `tools a provider would refuse: ${refused.join(', ')}`,
      ].join('\n'),
    );

    // The default converter never closes objects, so both strict dialects refuse every tool.
    const rejectedBy = (provider: string) =>
      new Set(report.lint.filter((p) => p.provider === provider && isBlocking(p)).map((p) => p.tool));
    expect(rejectedBy('openai-strict').size).toBe(report.tools.length);
    expect(rejectedBy('anthropic-strict').size).toBe(report.tools.length);
    // Best-effort modes refuse nothing; the JSON Schema path of Gemini has no sourced rejection.
    for (const provider of ['openai', 'anthropic', 'gemini-json']) expect(rejectedBy(provider).size, provider).toBe(0);
    expect(report.counts.rejected + report.counts.ignored + report.counts.rewritten + report.counts.uncertain).toBe(report.lint.length);
    expect(ms).toBeLessThan(10_000);
  });
});
