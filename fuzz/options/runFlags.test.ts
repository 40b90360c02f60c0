import { describe, expect, it } from 'vitest';
import { RUN_FLAGS, runFlagRows } from './runFlags.ts';

describe('RUN_FLAGS', () => {
  it('gives every option its own kebab-case flag', () => {
    const flags = runFlagRows().map(([, row]) => row.flag);
    expect(new Set(flags).size).toBe(flags.length);
    for (const flag of flags) expect(flag).toMatch(/^--[a-z]+(-[a-z]+)*$/);
  });

  it('keeps the documented flags, bound to their fields', () => {
    const byField = Object.fromEntries(runFlagRows().map(([field, row]) => [field, row.flag]));
    expect(byField).toEqual({
      subject: '--subject',
      specs: '--specs',
      randomSpecs: '--random-specs',
      seed: '--seed',
      runs: '--runs',
      timeSeconds: '--time',
      json: '--json',
      html: '--html',
      junit: '--junit',
      workers: '--workers',
      runBodies: '--run-bodies',
      providers: '--provider',
      framework: '--framework',
      lintGate: '--lint-gate',
      gateEdges: '--gate-edges',
      callTimeoutMs: '--call-timeout',
      baseline: '--baseline',
      failOnStale: '--fail-on-stale',
      corpus: '--corpus',
      shard: '--shard',
      config: '--config',
    });
  });

  it('gives every valued flag a placeholder and every boolean none', () => {
    for (const [, row] of runFlagRows()) expect(row.placeholder === undefined).toBe(row.kind === 'boolean');
  });

  it('has defaults of the kind each flag reads', () => {
    // No default of its own: runBudget decides between 100 runs and no cap (--time alone).
    expect(RUN_FLAGS.runs.defaultValue('/tmp')).toBeUndefined();
    expect(RUN_FLAGS.callTimeoutMs.defaultValue('/tmp')).toBe(3000);
    expect(RUN_FLAGS.timeSeconds.defaultValue('/tmp')).toBeUndefined();
    expect(RUN_FLAGS.specs.defaultValue('/tmp')).toHaveLength(1);
  });
});
