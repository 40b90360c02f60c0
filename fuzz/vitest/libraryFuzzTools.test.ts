import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
// fuzzTools on library subjects: a module of zod/valibot tools is fuzzed as `toolfuzz run --subject` fuzzes it.
import { describe, expect, it, onTestFinished } from 'vitest';
import { fuzzTools } from './fuzzTools.ts';
import { libraryFuzzSettings } from './libraryFuzzSettings.ts';
import { resolveFuzzOptions } from './resolveFuzzOptions.ts';
import { runFuzzCampaign } from './runFuzzCampaign.ts';
import { usageErrorOf } from '../testing/usageErrorOf.ts';

const at = (path: string): URL => new URL(`../../${path}`, import.meta.url);

// A clean module: every registered property must hold (a false alarm fails this file).
fuzzTools({ subject: at('fixtures/library/valibot-clean.ts'), runs: 10, seed: 1, workers: 1 });

describe('fuzzTools with a library subject', () => {
  it('loads the tools the module exports and fails the property whose cases found the drift', { timeout: 120_000 }, async () => {
    const settings = await libraryFuzzSettings(
      resolveFuzzOptions({ subject: at('fixtures/library/zod4-drifts.ts'), runs: 30, seed: 1, workers: 1 }),
    );
    expect(settings.tools.length).toBe(20);
    const only = settings.tools.filter((t) => t.name === 'default-listed-required');
    expect(only).toHaveLength(1);
    const outcome = await runFuzzCampaign({ ...settings, tools: only });
    // A failing campaign writes its report to a temp folder for the reproduce command: this test removes it.
    onTestFinished(() => {
      if (outcome.reportPath !== undefined) rmSync(dirname(outcome.reportPath), { recursive: true, force: true });
    });
    const failures = ['valid', 'faker', 'violator', 'loose']
      .map((source) => outcome.failure('default-listed-required', source as 'valid'))
      .filter((f) => f !== undefined);
    expect(failures.join('\n')).toMatch(/FALSE_ACCEPT .*on tool default-listed-required/);
    expect(failures.join('\n')).toContain('toolfuzz replay ');
  });

  it('says what it needs when the subject is neither given tools nor a library module', async () => {
    // A SchemaSpec tool module: it exports tools, but of SchemaSpecs, not library schemas.
    const resolved = resolveFuzzOptions({ subject: at('fixtures/bad/tools/plainTools.ts') });
    expect(resolved.librarySubject).toBe(true);
    expect((await usageErrorOf(() => libraryFuzzSettings(resolved))).message).toMatch(
      /^fuzzTools needs spec sources \(specs\) or tools, or a library subject/,
    );
    // One that does not even name tools fails while vitest collects, as before.
    expect((await usageErrorOf(() => resolveFuzzOptions({ subject: at('fixtures/subjects/null-as-absent.ts') }))).message).toMatch(
      /^fuzzTools needs spec sources/,
    );
  });
});
