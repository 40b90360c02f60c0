// toolfuzz/vitest on this repo's own tool layer: every tool of fixtures/specs, every property, must hold.
import { existsSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../testing/runMain.ts';
import { fuzzTools } from 'toolfuzz/vitest';
import { readJsonSpecsSync } from './readJsonSpecsSync.ts';
import { resolveFuzzOptions } from './resolveFuzzOptions.ts';
import { runFuzzCampaign } from './runFuzzCampaign.ts';

const at = (path: string): URL => new URL(`../../${path}`, import.meta.url);

fuzzTools({ subject: at('src/index.ts'), specs: at('fixtures/specs'), runs: 15, seed: 1, workers: 2 });

describe('fuzzTools on a seeded bug', () => {
  it('fails with the minimal counterexample and a reproduce command that replays it', async () => {
    const settings = resolveFuzzOptions({
      subject: at('fixtures/subjects/null-as-absent.ts'),
      specs: at('fixtures/specs/calendar.json'),
      runs: 15,
      seed: 4,
      workers: 2,
    });
    const outcome = await runFuzzCampaign(settings);
    try {
      expect(outcome.reportPath).toBeDefined();
      const reportPath = outcome.reportPath ?? '';
      expect(existsSync(reportPath)).toBe(true);
      const message = outcome.failure('create_event', 'violator');
      expect(message).toBeDefined();
      expect(message).toContain('FALSE_ACCEPT (blame: validator) on tool create_event, from violator cases');
      // Under seed 4 the tool's mistake cycle first puts a null at recurrence (null-for-optional);
      // shrunk, only that key is left.
      expect(message).toContain('validateArgs accepted args that break the spec at recurrence');
      expect(message).toContain('spec: {"recurrence":{"type":"array"}}');
      expect(message).toContain('args: {"recurrence":null}');
      expect(message).toContain('offending path: recurrence');
      expect(message).toContain('seed 4 · 15 runs');
      const reproduce = /reproduce: (toolfuzz replay (\S+) --id (F\d+))/.exec(message ?? '');
      expect(reproduce?.[2]).toBe(reportPath);
      // A property without findings holds.
      expect(outcome.failure('create_event', 'valid')).toBeUndefined();

      // In the report's own temp folder, not the repo (the cwd vitest runs in).
      const replay = await runMain(['replay', reportPath, '--id', reproduce?.[3] ?? ''], { cwd: dirname(reportPath) });
      expect(replay.code, replay.stderr).toBe(1);
      expect(replay.stdout).toContain('STILL FAILING');
    } finally {
      if (outcome.reportPath !== undefined) rmSync(dirname(outcome.reportPath), { recursive: true, force: true });
    }
  });

  it('reads JSON spec sources synchronously, with the names and origins the CLI gives them', () => {
    const tools = readJsonSpecsSync([at('fixtures/specs/calendar.json').pathname]);
    expect(tools.map((t) => t.name)).toEqual(['create_event', 'list_events', 'find_free_slots']);
    expect(tools[0]?.origin).toMatch(/fixtures\/specs\/calendar\.json#0$/);
  });
});
