import { VALID_BY_CONSTRUCTION } from '../../model/caseLabel.ts';
import { describe, expect, it } from 'vitest';
import { UNWATCHED } from '../callWatch.ts';
import { functionRuntime } from '../../testing/schemaToolRuntimes.ts';
import type { JsonSchemaObject } from '../../schema/schemaTypes.ts';
import { compileAdvertised } from './advertisedValidator.ts';
import { advertisedOracles, evaluateSchemaToolCase, type HandedArgs } from './evaluateSchemaToolCase.ts';
import type { CaseInput } from '../caseEvaluation.ts';
import type { RuntimeCall } from './toolRuntime.ts';

function oracles(schema: JsonSchemaObject, verdictOf: (args: unknown) => RuntimeCall = () => ({ kind: 'accepted' })) {
  const validator = compileAdvertised(schema);
  if (validator.kind !== 'compiled') throw new Error(validator.error);
  const seen: { args: unknown; json: string | undefined }[] = [];
  const runtime = functionRuntime('lib', verdictOf);
  const call = runtime.call.bind(runtime);
  runtime.call = (args, json) => {
    seen.push({ args, json });
    return call(args, json);
  };
  return { oracles: advertisedOracles(validator, runtime, 'converter'), seen };
}

describe('evaluateSchemaToolCase', () => {
  it('judges an omitted call as {} and gives the runtime no args and no JSON', async () => {
    const { oracles: required, seen } = oracles({ type: 'object', properties: { q: { type: 'string' } }, required: ['q'] });
    const evaluation = await evaluateSchemaToolCase(required, { json: '', canonical: true, omitted: true }, UNWATCHED);
    expect(seen).toEqual([{ args: undefined, json: undefined }]);
    expect(evaluation.referenceValid).toBe(false);
    expect(evaluation.observations.map((o) => o.kind)).toEqual(['FALSE_ACCEPT']);
    // A replay has only the finding's argsJson, '' for an omitted call: it is replayed as one.
    const replayed = await evaluateSchemaToolCase(required, { json: '', canonical: false }, UNWATCHED);
    expect(seen[1]).toEqual({ args: undefined, json: undefined });
    expect(replayed.observations.map((o) => o.kind)).toEqual(['FALSE_ACCEPT']);
    const { oracles: optional } = oracles({ type: 'object', properties: { q: { type: 'string' } } });
    expect((await evaluateSchemaToolCase(optional, { json: '', canonical: true, omitted: true }, UNWATCHED)).referenceValid).toBe(true);
  });

  it('sends the exact JSON text (1e400 stays 1e400) and judges it as JSON Schema reads it: a number past every double, not Infinity', async () => {
    const { oracles: o, seen } = oracles({
      type: 'object',
      properties: { n: { type: 'integer', minimum: 1 }, m: { type: 'number', maximum: 10 } },
    });
    const evaluation = await evaluateSchemaToolCase(o, { json: '{"n":1e400}', canonical: false }, UNWATCHED);
    expect(seen[0]?.json).toBe('{"n":1e400}');
    expect(seen[0]?.args).toEqual({ n: Infinity });
    expect(evaluation.referenceValid).toBe(true);
    const over = await evaluateSchemaToolCase(o, { json: '{"m":1e400}', canonical: false }, UNWATCHED);
    expect(over.referenceValid).toBe(false);
    expect(over.observations[0]?.paths).toEqual([['m']]);
    // 1e-400 is a positive non-integer, never the 0 JSON.parse makes of it.
    expect((await evaluateSchemaToolCase(o, { json: '{"n":1e-400}', canonical: false }, UNWATCHED)).referenceValid).toBe(false);
    expect((await evaluateSchemaToolCase(o, { json: '{"m":-1e-400}', canonical: false }, UNWATCHED)).referenceValid).toBe(true);
  });

  it('gives no verdict (so no finding) where no double can stand for the literal: multipleOf', async () => {
    const { oracles: o } = oracles({ type: 'object', properties: { n: { type: 'number', multipleOf: 3 } } });
    const evaluation = await evaluateSchemaToolCase(o, { json: '{"n":1e400}', canonical: false }, UNWATCHED);
    expect(evaluation.observations).toEqual([]);
    expect(evaluation.verdicts?.advertised).toEqual({ unavailable: expect.stringMatching(/multipleOf/) });
  });

  it('judges the args before the runtime sees them: a runtime that changes them cannot sway ajv', async () => {
    const { oracles: o } = oracles({ type: 'object', properties: { n: { type: 'integer' } }, additionalProperties: false }, (args) => {
      delete (args as Record<string, unknown>).extra;
      return { kind: 'accepted' };
    });
    const evaluation = await evaluateSchemaToolCase(o, { json: '{"n":1,"extra":true}', canonical: true }, UNWATCHED);
    expect(evaluation.observations.map((o) => `${o.kind} ${JSON.stringify(o.paths)}`)).toEqual(['FALSE_ACCEPT [["extra"]]']);
  });

  it('reports no drift on args ajv cannot judge (an own valueOf in a uniqueItems array), and no label mismatch', async () => {
    const { oracles: o } = oracles({ type: 'object', properties: { tags: { type: 'array', uniqueItems: true } } });
    const evaluation = await evaluateSchemaToolCase(
      o,
      { json: '{"tags":[{},{"valueOf":[]}]}', canonical: true, expected: VALID_BY_CONSTRUCTION },
      UNWATCHED,
    );
    expect(evaluation.observations).toEqual([]);
    expect(evaluation.referenceValid).toBe(true);
    expect(evaluation.verdicts?.advertised).toEqual({ unavailable: expect.stringMatching(/^ajv threw on these args/) });
  });

  it('carries the label and both verdicts, and none after a hang', async () => {
    const { oracles: o } = oracles({ type: 'object' }, () => ({ kind: 'rejected', issues: [{ message: 'no' }] }));
    const evaluation = await evaluateSchemaToolCase(o, { json: '{}', canonical: true, expected: VALID_BY_CONSTRUCTION }, UNWATCHED);
    expect(evaluation.verdicts).toEqual({
      runtime: { kind: 'rejected', issues: [{ message: 'no' }] },
      advertised: { valid: true, errors: [] },
      expected: VALID_BY_CONSTRUCTION,
    });
    const { oracles: hung } = oracles({ type: 'object' }, () => ({ kind: 'hung', afterMs: 10 }));
    expect((await evaluateSchemaToolCase(hung, { json: '{}', canonical: true }, UNWATCHED)).verdicts).toBeUndefined();
  });

  it("orders a producer's extras after the runtime, each watched, the body only on args the contract takes, none for an as-sent case", async () => {
    const { oracles: base } = oracles({ type: 'object', properties: { q: { type: 'string' } }, required: ['q'] });
    const calls: string[] = [];
    const extras = {
      ...base,
      omittedArgs: 'empty-object' as const,
      boundary: async (handed: HandedArgs) => {
        calls.push(`boundary ${handed.json}`);
        return { unavailable: 'a stub' };
      },
      body: async (handed: HandedArgs) => {
        calls.push(`body ${handed.json}`);
        return { outcome: 'resolved' as const };
      },
    };
    const watch = { call: (phase: string) => calls.push(phase), done: () => calls.push('done') };
    await evaluateSchemaToolCase(extras, { json: '{"q":"a"}', canonical: true }, watch);
    expect(calls.splice(0)).toEqual(['validator', 'done', 'boundary', 'boundary {"q":"a"}', 'done', 'body', 'body {"q":"a"}', 'done']);
    // An omitted call reaches this runtime as {}: the contract rejects it, so no body.
    const omitted = await evaluateSchemaToolCase(extras, { json: '', canonical: true, omitted: true }, watch);
    expect(calls.splice(0)).toEqual(['validator', 'done', 'boundary', 'boundary {}', 'done']);
    expect(omitted.verdicts?.boundary).toEqual({ unavailable: 'a stub' });
    await evaluateSchemaToolCase(
      extras,
      { json: '{"q":"a"}', canonical: true, source: 'as-sent', index: 0, provider: 'openai-strict' } as CaseInput,
      watch,
    );
    expect(calls).toEqual(['validator', 'done']);
  });
});
