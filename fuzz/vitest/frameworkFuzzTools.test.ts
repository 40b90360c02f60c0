import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
// fuzzTools on framework subjects: a module of AI SDK tools is fuzzed as `toolfuzz run --subject` fuzzes it, through the AI SDK.
import { describe, expect, it, onTestFinished } from 'vitest';
import { libraryFuzzSettings } from './libraryFuzzSettings.ts';
import { resolveFuzzOptions } from './resolveFuzzOptions.ts';
import { runFuzzCampaign } from './runFuzzCampaign.ts';

const at = (path: string): URL => new URL(`../../${path}`, import.meta.url);

describe('fuzzTools with a framework subject', () => {
  it('loads AI SDK tools as framework tools and fails the property whose cases found the drift', { timeout: 120_000 }, async () => {
    const settings = await libraryFuzzSettings(
      resolveFuzzOptions({ subject: at('fixtures/frameworks/ai-sdk/drifting.ts'), runs: 30, seed: 1, workers: 1 }),
    );
    expect(settings.tools.map((t) => t.producer)).toEqual(settings.tools.map(() => 'framework'));
    const only = settings.tools.filter((t) => t.name === 'object-strips-unknown-keys');
    const outcome = await runFuzzCampaign({ ...settings, tools: only });
    // A failing campaign writes its report to a temp folder for the reproduce command: this test removes it.
    onTestFinished(() => {
      if (outcome.reportPath !== undefined) rmSync(dirname(outcome.reportPath), { recursive: true, force: true });
    });
    const failures = ['valid', 'faker', 'violator', 'loose']
      .map((source) => outcome.failure('object-strips-unknown-keys', source as 'valid'))
      .filter((f) => f !== undefined);
    expect(failures.join('\n')).toMatch(/FALSE_ACCEPT .*on tool object-strips-unknown-keys/);
  });

  it('takes framework: none, and forcing ai-sdk on plain library tools', async () => {
    const none = await libraryFuzzSettings(
      resolveFuzzOptions({ subject: at('fixtures/framework-unit/plain-library.ts'), framework: 'none' }),
    );
    expect(none.tools.map((t) => t.producer)).toEqual(['library']);
    const forced = await libraryFuzzSettings(
      resolveFuzzOptions({ subject: at('fixtures/framework-unit/plain-library.ts'), framework: 'ai-sdk' }),
    );
    expect(forced.tools.map((t) => t.producer)).toEqual(['framework']);
  });
});
