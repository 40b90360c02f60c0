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
      // Violators visit nullForOptional third (SPEC_OPERATOR_RANK), so under seed 4 the first null lands
      // in the required start object; shrunk, only the path to the null is left.
      expect(message).toContain('validateArgs accepted args that break the spec at start.time_zone');
      expect(message).toContain('spec: {"start":{"type":"object","required":true,"properties":{"time_zone":{"type":"string"}}}}');
      expect(message).toContain('args: {"start":{"time_zone":null}}');
      expect(message).toContain('offending path: start.time_zone');
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
