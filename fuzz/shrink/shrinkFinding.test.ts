import { describe, expect, it } from 'vitest';
import type { GeneratedCase } from '../cases/generatedCase.ts';
import type { CaseInput } from '../tool/caseEvaluation.ts';
import { NO_HOOKS } from '../tool/toolRunHooks.ts';
import type { Observation } from '../findings/observation.ts';
import type { RawFinding } from '../findings/rawFinding.ts';
import type { ShrinkContext } from '../tool/preparedTool.ts';
import { type ArgsOnlySettings, argsOnlyShrinkSpace, type FindingShrinkSpace, shrinkFinding } from './shrinkFinding.ts';
import { ARGS_SPACE } from './shrinkGreedy.ts';

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

describe('shrinkFinding: the driver under any producer', () => {
  it('keeps a beyond-double literal or -0 as written while it cuts the rest of the args', async () => {
    const raw: GeneratedCase = { source: 'violator', index: 2, json: '{"a":1e-400,"b":"xyz","c":[1,2],"d":-0}', canonical: false };
    const s: SchemaToolShrinkSettings = {
      ...settings(),
      // The runtime rejects what holds both literals as written; JSON.parse alone would lose them both.
      evaluate: async (input) => ({
        verdicts: undefined,
        observations: input.json.includes('1e-400') && input.json.includes('-0') ? [REJECT] : [],
        referenceValid: true,
        hiddenConstraints: [],
      }),
    };
    const finding = await shrinkSchemaToolCase(s, raw, REJECT, ctx());
    expect(finding.argsJson).toBe('{"a":1e-400,"d":-0}');
    expect(finding.shrink.steps).toBeGreaterThan(0);
  });

  it('evaluates an as-sent case once, with its provider, and keeps it as the provider sends it', async () => {
    const s = settings();
    const asSent = { source: 'as-sent', index: 4, provider: 'openai-strict', json: CASE.json, canonical: true } as GeneratedCase;
    const finding = await shrinkSchemaToolCase(s, asSent, REJECT, ctx());
    expect(s.inputs).toEqual([{ source: 'as-sent', index: 4, provider: 'openai-strict', json: CASE.json, canonical: true }]);
    expect(finding.argsJson).toBe(CASE.json);
    expect(finding.shrink).toEqual({ steps: 0, evaluations: 1, done: true });
    expect(finding.verdicts).toBeDefined();
  });

  /** A space with a dimension of its own (a "spec": the keys a candidate is judged under), counting what it prepares and releases. */
  function specLikeSpace(events: string[], fails: (spec: readonly string[], json: string) => boolean) {
    type Point = { readonly spec: readonly string[]; readonly args: unknown };
    const space: FindingShrinkSpace<Point> = {
      *candidates(current, focus) {
        events.push(`focus ${focus.join(',')}`);
        for (const key of current.spec) yield { spec: current.spec.filter((k) => k !== key), args: current.args };
        for (const args of ARGS_SPACE.candidates(current.args, focus)) yield { spec: current.spec, args };
      },
      args: (point) => point.args,
      start: (args) => ({ spec: ['a', 'b', 'c'], args }),
      target: (point) => ({ spec: Object.fromEntries(point.spec.map((k) => [k, { type: 'string' as const }])) }),
      evaluate: async (point, input) => ({
        verdicts: { runtime: { kind: 'rejected', issues: [] }, advertised: { valid: true, errors: [] } },
        observations: fails(point.spec, input.json) ? [{ ...REJECT, explanation: `under ${point.spec.join(',')}` }] : [],
        referenceValid: true,
        hiddenConstraints: [],
      }),
      dispose: () => events.push('dispose'),
    };
    return space;
  }

  it('cuts the producer dimension and the args together, and the finding carries the shrunk target', async () => {
    const events: string[] = [];
    const posted: RawFinding[] = [];
    const space = specLikeSpace(events, (spec, json) => spec.includes('b') && json.includes('"a"'));
    const finding = await shrinkFinding(
      space,
      { tool: 'x', generated: CASE, observation: REJECT },
      ctx(undefined, () => false, posted),
    );
    expect(finding.spec).toEqual({ b: { type: 'string' } });
    expect(finding.argsJson).toBe('{"a":""}');
    expect(finding.explanation).toBe('under b');
    // The unshrunk finding, posted first, names the start of the producer's dimension.
    expect(posted.map((f) => Object.keys(f.spec ?? {}))).toEqual([['a', 'b', 'c']]);
    // The drift's top-level keys are the focus; what the shrink prepared is released once, at the end.
    expect(events[0]).toBe('focus a');
    expect(events.filter((e) => e === 'dispose')).toEqual(['dispose']);
    expect(events.at(-1)).toBe('dispose');
  });

  it('releases what the space prepared when judging a candidate throws', async () => {
    const events: string[] = [];
    const space = specLikeSpace(events, () => {
      throw new Error('the converter broke');
    });
    await expect(shrinkFinding(space, { tool: 'x', generated: CASE, observation: REJECT }, ctx())).rejects.toThrow('the converter broke');
    expect(events).toEqual(['dispose']);
  });

  it('keeps no verdicts when the case as found does not show the drift again, and reports it unshrunk', async () => {
    const events: string[] = [];
    const finding = await shrinkFinding(
      specLikeSpace(events, () => false),
      { tool: 'x', generated: CASE, observation: REJECT },
      ctx(),
    );
    expect(finding.verdicts).toBeUndefined();
    expect(finding.argsJson).toBe(CASE.json);
    expect(finding.explanation).toBe(REJECT.explanation);
    expect(finding.shrink.steps).toBe(0);
  });
});
