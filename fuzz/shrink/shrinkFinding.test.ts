import { describe, expect, it } from 'vitest';
import type { GeneratedCase } from '../engine/caseFactory.ts';
import type { CaseInput } from '../engine/evaluateCase.ts';
import { NO_HOOKS } from '../engine/toolRunHooks.ts';
import type { Observation } from '../findings/observation.ts';
import type { RawFinding } from '../findings/rawFinding.ts';
import type { ShrinkContext } from '../engine/preparedTool.ts';
import { type ArgsOnlySettings, argsOnlyShrinkSpace, shrinkFinding } from './shrinkFinding.ts';

type SchemaToolShrinkSettings = ArgsOnlySettings;

/** A library or MCP tool's shrink: the args alone, through the one driver. */
function shrinkSchemaToolCase(settings: ArgsOnlySettings, generated: GeneratedCase, observation: Observation, ctx: ShrinkContext) {
  return shrinkFinding(argsOnlyShrinkSpace(settings), { tool: 't', generated, observation }, ctx);
}

const REJECT: Observation = { kind: 'FALSE_REJECT', blame: 'converter', explanation: 'rejected', paths: [['a']] };
const CASE: GeneratedCase = {
  source: 'valid',
  index: 3,
  json: JSON.stringify({ a: 'abcdefgh', b: [1, 2, 3], c: { d: true } }),
  canonical: true,
};

/** Settings whose runtime "rejects" every case that still has key `a` (so the minimum is {"a":""}), counting evaluations. */
function settings(exhausted = () => false): SchemaToolShrinkSettings & { inputs: CaseInput[] } {
  const inputs: CaseInput[] = [];
  return {
    schema: { type: 'object' },
    inputs,
    exhausted,
    evaluate: async (input) => {
      inputs.push(input);
      const args = input.omitted === true ? undefined : (JSON.parse(input.json) as unknown);
      const fails = typeof args === 'object' && args !== null && 'a' in args;
      return {
        verdicts: { runtime: { kind: 'rejected', issues: [] }, advertised: { valid: true, errors: [] } },
        observations: fails ? [{ ...REJECT, explanation: `rejected ${input.json}` }] : [],
        referenceValid: true,
        hiddenConstraints: [],
      };
    },
  };
}

function ctx(budget?: number, shouldStop = () => false, posted: RawFinding[] = []) {
  return { hooks: { ...NO_HOOKS, finding: (f: RawFinding) => posted.push(f) }, budget, shouldStop };
}

describe('shrinkFinding over the args alone (a library, framework or MCP tool)', () => {
  it('shrinks the args alone to the smallest that still fail the same way, posting the unshrunk finding first', async () => {
    const s = settings();
    const posted: RawFinding[] = [];
    const finding = await shrinkSchemaToolCase(
      s,
      CASE,
      REJECT,
      ctx(undefined, () => false, posted),
    );
    expect(finding.argsJson).toBe('{"a":""}');
    expect(finding.explanation).toBe('rejected {"a":""}');
    expect(finding.schema).toEqual({ type: 'object' });
    expect(finding.shrink.done).toBe(true);
    expect(finding.shrink.evaluations).toBe(s.inputs.length);
    expect(posted.map((f) => f.argsJson)).toEqual([CASE.json]);
    expect(finding.caseIndex).toBe(3);
  });

  it('spends no more evaluations than the budget (plus the start), and none once told to stop', async () => {
    const s = settings();
    const finding = await shrinkSchemaToolCase(s, CASE, REJECT, ctx(2));
    expect(s.inputs).toHaveLength(3);
    expect(finding.shrink.evaluations).toBe(3);
    const stopped = settings();
    const none = await shrinkSchemaToolCase(
      stopped,
      CASE,
      REJECT,
      ctx(undefined, () => true),
    );
    expect(stopped.inputs).toHaveLength(1);
    expect(none.argsJson).toBe(CASE.json);
  });

  it('stops when the runtime is exhausted', async () => {
    let calls = 0;
    const s = settings(() => ++calls > 1);
    await shrinkSchemaToolCase(s, CASE, REJECT, ctx());
    expect(s.inputs.length).toBeLessThanOrEqual(2);
  });

  it('keeps the exact text of a case that does not shrink (a raw -0 or 1e400)', async () => {
    const raw: GeneratedCase = { source: 'violator', index: 0, json: '{"a":-0}', canonical: false, operator: 'negative-zero' };
    const s: SchemaToolShrinkSettings = {
      ...settings(),
      evaluate: async (input) => ({
        verdicts: undefined,
        observations: input.json === '{"a":-0}' ? [REJECT] : [],
        referenceValid: true,
        hiddenConstraints: [],
      }),
    };
    const finding = await shrinkSchemaToolCase(s, raw, REJECT, ctx());
    expect(finding.argsJson).toBe('{"a":-0}');
    expect(finding.operator).toBe('negative-zero');
  });

  it('does not shrink a HANG or a CRASH (each try would wait out the timeout again), nor call the runtime', async () => {
    for (const kind of ['HANG', 'CRASH'] as const) {
      const s = settings();
      const finding = await shrinkSchemaToolCase(s, CASE, { kind, blame: 'validator', explanation: 'x', paths: [] }, ctx());
      expect(s.inputs).toEqual([]);
      expect(finding.shrink).toEqual({ steps: 0, evaluations: 0, done: true });
      expect(finding.verdicts).toBeUndefined();
    }
  });

  it('evaluates an omitted call once, as an omitted call, and keeps it', async () => {
    const s: SchemaToolShrinkSettings = {
      ...settings(),
      evaluate: async (input) => ({
        verdicts: undefined,
        observations: input.omitted === true ? [REJECT] : [],
        referenceValid: true,
        hiddenConstraints: [],
      }),
    };
    const finding = await shrinkSchemaToolCase(
      s,
      { source: 'violator', index: 1, json: '', canonical: true, omitted: true, operator: 'omitted-arguments' },
      REJECT,
      ctx(),
    );
    expect(finding.argsJson).toBe('');
    expect(finding.shrink).toEqual({ steps: 0, evaluations: 1, done: true });
  });
});
