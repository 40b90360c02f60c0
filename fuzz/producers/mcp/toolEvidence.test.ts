import { describe, expect, it } from 'vitest';
import { advertisedAjv } from '../../schema/ajvFactory.ts';
import { McpToolEvidence } from './toolEvidence.ts';

const ADVERTISED = { type: 'object', properties: { city: { type: 'string', minLength: 1 } }, required: ['city'] };

/** Compiles made by `act` on the pooled 2020-12 ajv (taken just before, so a spent one has already rotated). */
function compilesBy(act: () => unknown): number {
  const ajv = advertisedAjv('2020-12');
  const before = ajv.compiles;
  act();
  return ajv.compiles - before;
}

describe('McpToolEvidence.release', () => {
  it('lets the compiled schema go, to be compiled again on demand, and keeps the probes and the unusable verdict', async () => {
    let calls = 0;
    // A tool that fails every call alike: the first failure of a schema-valid call probes it and finds it unusable.
    const evidence = new McpToolEvidence({ tool: 'weather', seed: 1, advertised: ADVERTISED }, async () => {
      calls++;
      return { kind: 'accepted', isError: true, text: 'upstream unreachable' };
    });
    expect(compilesBy(() => evidence.schemaValid({ city: 'Oslo' }))).toBe(1);
    expect(compilesBy(() => evidence.schemaValid({ city: 'Oslo' }))).toBe(0);
    expect((await evidence.read({ args: { city: 'Oslo' }, text: 'upstream unreachable' })).kind).toBe('unusable');
    const probed = calls;
    expect(probed).toBeGreaterThan(0);

    evidence.release();
    expect(evidence.unusable?.reason).toBe('same-failure-for-any-args');
    expect(compilesBy(() => expect(evidence.schemaValid({})).toBe(false))).toBe(1);
    expect((await evidence.read({ args: { city: 'Rome' }, text: 'upstream unreachable' })).kind).toBe('unusable');
    expect(calls).toBe(probed);
  });
});
