import { labelValidity } from '../../model/caseLabel.ts';
import { describe, expect, it } from 'vitest';
import * as src from '../../../src/index.ts';
import { defineOwn } from '../../json/ownProperty.ts';
import type { PropSpec, SchemaSpec } from '../../reference/schemaSpec.ts';
import * as faithful from '../../../fixtures/subjects/faithful/index.ts';
import * as nullAsAbsent from '../../../fixtures/subjects/null-as-absent.ts';
import * as plainError from '../../../fixtures/subjects/boundary-plain-error.ts';
import * as defaultsWritten from '../../../fixtures/subjects/defaults-written.ts';
import * as additionalProperties from '../../../fixtures/subjects/converter-additional-properties.ts';
import * as throwsOnNull from '../../../fixtures/subjects/throws-on-null-nested.ts';
import * as pathsMissing from '../../../fixtures/subjects/paths-missing.ts';
import type { CaseVerdicts } from '../../judge/caseVerdicts.ts';
import { createAjv } from '../../schema/ajvFactory.ts';
import type { Subject } from '../../subject/subject.ts';
import { CaseFactory } from '../../cases/caseFactory.ts';
import { evaluateCase } from './evaluateCase.ts';
import type { CaseEvaluation, CaseInput } from '../../tool/caseEvaluation.ts';
import type { CallPhase } from '../../tool/callWatch.ts';
import { prepareSpec, type RealBody } from './specUnderTest.ts';

const ajv = createAjv({ use: 'reference' });
const srcSubject = src as unknown as Subject;

const SPEC: SchemaSpec = {
  path: { type: 'string', required: true },
  mode: { type: 'string', enum: ['fast', 'slow'], default: 'fast' },
  count: { type: 'integer' },
  ratio: { type: 'number' },
  options: { type: 'object', properties: { depth: { type: 'integer', required: true } } },
  files: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', required: true } } } },
};

function input(json: string, expected?: CaseInput['expected']): CaseInput {
  // '' is a replayed omitted call: no JSON text at all.
  const canonical = json !== '' && JSON.stringify(JSON.parse(json)) === json;
  return expected === undefined ? { json, canonical } : { json, canonical, expected };
}

async function evaluate(
  subject: Subject,
  spec: SchemaSpec,
  json: string,
  options: { timeoutMs?: number; body?: RealBody } = {},
): Promise<CaseEvaluation<CaseVerdicts>> {
  const unit = prepareSpec(ajv, subject, 'tool', spec, options.timeoutMs ?? 500, options.body);
  try {
    return await evaluateCase(unit, input(json));
  } finally {
    unit.compiled.dispose();
  }
}

function kinds(evaluation: CaseEvaluation): string[] {
  return evaluation.observations.map((o) => `${o.kind}/${o.blame}`);
}

describe('evaluateCase: faithful subjects give no observations', () => {
  const cases = [
    '{"path":"a"}',
    '{"path":"a","mode":"slow","count":3,"ratio":0.5,"options":{"depth":1},"files":[{"name":"x"}],"extra":null}',
    '{}',
    '{"path":1,"mode":"FAST","count":1.5,"ratio":"1"}',
    '{"path":"a","options":{},"files":[{"name":"x"},{},{"name":2}]}',
    '{"path":"a","ratio":1e400}',
    '[]',
    'null',
    '"text"',
  ];

  for (const [name, subject] of [
    ['src', srcSubject],
    ['fixtures faithful', faithful as unknown as Subject],
  ] as const) {
    it.each(cases)(`${name}: %s`, async (json) => {
      const evaluation = await evaluate(subject, SPEC, json);
      expect(evaluation.observations).toEqual([]);
    });
  }

  it('on generated valid and violator cases of the src subject', async () => {
    const unit = prepareSpec(ajv, srcSubject, 'tool', SPEC, 500);
    const factory = new CaseFactory('tool', SPEC, 3, unit.compiled.subjectSchema);
    try {
      const judged = { valid: 0, violator: 0, loose: 0 };
      for (const source of ['valid', 'violator', 'loose'] as const) {
        for (let i = 0; i < 40; i++) {
          const made = factory.make(source, i);
          if (made === undefined) continue;
          judged[source]++;
          const evaluation = await evaluateCase(unit, made);
          expect(evaluation.observations, `${source} ${made.json}`).toEqual([]);
          const validity = labelValidity(made.expected);
          if (validity !== undefined) expect(evaluation.verdicts.reference?.valid, made.json).toBe(validity);
        }
      }
      // This spec is satisfiable and nonObjectTopLevel always applies: no case of the three is skipped.
      expect(judged).toEqual({ valid: 40, violator: 40, loose: 40 });
    } finally {
      unit.compiled.dispose();
    }
  });

  it('on hostile keys: an own `__proto__` is present, an inherited `constructor` is absent', async () => {
    const spec: Record<string, PropSpec> = {};
    defineOwn(spec, 'constructor', { type: 'string' });
    defineOwn(spec, 'toString', { type: 'integer', required: false });
    defineOwn(spec, '__proto__', { type: 'string' });
    for (const json of ['{}', '{"__proto__":1}', '{"__proto__":"ok","constructor":"c"}', '{"constructor":5}']) {
      expect((await evaluate(srcSubject, spec, json)).observations, json).toEqual([]);
    }
    expect((await evaluate(srcSubject, spec, '{"__proto__":1}')).verdicts.reference).toMatchObject({ valid: false });
  });
});

describe('evaluateCase: verdicts', () => {
  it('records every oracle on an invalid case', async () => {
    const { verdicts } = await evaluate(srcSubject, SPEC, '{"path":1}');
    expect(verdicts.runtime).toEqual({ kind: 'rejected', issues: [{ message: 'path: expected string, got 1' }], mutated: false });
    expect(verdicts.reference).toEqual({ valid: false, errors: [{ path: ['path'], keyword: 'type', message: 'must be string' }] });
    expect(verdicts.advertised).toEqual(verdicts.reference);
    expect(verdicts.boundary).toMatchObject({ reached: false, outcome: 'rejected', errorCode: 'INVALID_ARGS' });
    expect(verdicts.body).toBeUndefined();
  });

  it('keeps the label of a labelled case', async () => {
    const unit = prepareSpec(ajv, srcSubject, 'tool', SPEC, 500);
    const expected = {
      expected: 'invalid' as const,
      faults: [{ path: '/path', operator: 'wrong-type' as const, why: 'type is "string"' }],
    };
    const { verdicts } = await evaluateCase(unit, input('{"path":1}', expected));
    unit.compiled.dispose();
    expect(verdicts.expected).toEqual(expected);
  });

  it('reports each subject call it makes, in order, and closes every one', async () => {
    const unit = prepareSpec(ajv, srcSubject, 'tool', SPEC, 500, { execute: () => 'ok', ctx: undefined });
    const calls: (CallPhase | 'done')[] = [];
    const watch = { call: (p: CallPhase) => calls.push(p), done: () => calls.push('done') };
    await evaluateCase(unit, input('{"path":"a"}'), watch);
    await evaluateCase(unit, input('{"path":1}'), watch);
    unit.compiled.dispose();
    // Only subject calls are timed: validateArgs, the boundary probe and (on valid args) the real body.
    expect(calls.filter((c) => c !== 'done')).toEqual(['validator', 'boundary', 'body', 'validator', 'boundary']);
    expect(calls.filter((c) => c === 'done').length).toBeGreaterThanOrEqual(5);
  });

  it('has no boundary verdict without defineTool, and says why when defineTool is unusable', async () => {
    const bare: Subject = { validateArgs: src.validateArgs, schemaSpecToJsonSchema: src.schemaSpecToJsonSchema };
    expect((await evaluate(bare, SPEC, '{"path":"a"}')).verdicts.boundary).toBeUndefined();
    const broken: Subject = {
      ...bare,
      defineTool: () => {
        throw new Error('no');
      },
    };
    const evaluation = await evaluate(broken, SPEC, '{"path":"a"}');
    expect(evaluation.verdicts.boundary).toEqual({ unavailable: 'defineTool threw Error: no' });
    expect(evaluation.observations).toEqual([]);
  });

  it('marks ajv unavailable when the converter throws, and still judges validateArgs by the reference', async () => {
    const throwing: Subject = {
      validateArgs: () => [],
      schemaSpecToJsonSchema: () => {
        throw new Error('cannot convert');
      },
    };
    const evaluation = await evaluate(throwing, SPEC, '{"path":1}');
    expect(evaluation.verdicts.advertised).toEqual({ unavailable: 'schemaSpecToJsonSchema threw Error: cannot convert' });
    expect(kinds(evaluation)).toEqual(['VIOLATOR_ACCEPTED/validator']);
  });
});

describe('evaluateCase: omitted arguments', () => {
  const OMITTED: CaseInput = { json: '', canonical: true, omitted: true };

  it('judges a call without arguments as the {} it reaches validateArgs, the probe and the body as', async () => {
    const handed: unknown[] = [];
    const recording: Subject = {
      ...srcSubject,
      validateArgs: (spec, args) => {
        handed.push(args);
        return src.validateArgs(spec, args);
      },
    };
    const optional: SchemaSpec = { a: { type: 'string' } };
    const body: RealBody = { execute: (args) => handed.push(args), ctx: undefined };
    const unit = prepareSpec(ajv, recording, 'tool', optional, 500, body);
    const evaluation = await evaluateCase(unit, OMITTED);
    unit.compiled.dispose();
    expect(evaluation.observations).toEqual([]);
    expect(evaluation.referenceValid).toBe(true);
    expect(evaluation.verdicts).toMatchObject({ reference: { valid: true }, runtime: { kind: 'accepted' }, boundary: { reached: true } });
    // validateArgs, then the body on a parse of its own; the probe got validateArgs's {} (src's defineTool checks it with src's own validateArgs).
    expect(handed).toEqual([{}, {}]);
    expect(handed[0]).not.toBe(handed[1]);
  });

  it('holds validateArgs to every required key missing at once, and replays a finding\'s "" the same way', async () => {
    const rejected = await evaluate(srcSubject, SPEC, '');
    expect(rejected.observations).toEqual([]);
    expect(rejected.verdicts.runtime).toEqual({
      kind: 'rejected',
      issues: [{ message: 'path: missing required property' }],
      mutated: false,
    });
    expect(rejected.verdicts.boundary).toMatchObject({ reached: false, outcome: 'rejected', errorCode: 'INVALID_ARGS' });
    const lax: Subject = { validateArgs: () => [], schemaSpecToJsonSchema: src.schemaSpecToJsonSchema };
    const unit = prepareSpec(ajv, lax, 'tool', SPEC, 500);
    const missed = await evaluateCase(unit, OMITTED);
    unit.compiled.dispose();
    expect(kinds(missed)).toEqual(['FALSE_ACCEPT/validator']);
    expect(missed.observations[0]?.paths).toEqual([['path']]);
  });
});

describe('evaluateCase: seeded bugs', () => {
  const optional: SchemaSpec = { a: { type: 'string' } };

  it('null-as-absent: FALSE_ACCEPT blaming the validator on {a: null} for an optional string', async () => {
    const evaluation = await evaluate(nullAsAbsent as unknown as Subject, optional, '{"a":null}');
    expect(kinds(evaluation)).toEqual(['FALSE_ACCEPT/validator']);
    expect(evaluation.observations[0]?.paths).toEqual([['a']]);
  });

  it('boundary-plain-error: BOUNDARY_WRONG_ERROR on invalid args', async () => {
    expect(kinds(await evaluate(plainError as unknown as Subject, optional, '{"a":1}'))).toEqual(['BOUNDARY_WRONG_ERROR/boundary']);
    expect(kinds(await evaluate(plainError as unknown as Subject, optional, '{"a":"ok"}'))).toEqual([]);
  });

  it('defaults-written: MUTATES_INPUT from validateArgs, and from defineTool which uses it', async () => {
    const spec: SchemaSpec = { a: { type: 'string', default: 'x' } };
    const evaluation = await evaluate(defaultsWritten as unknown as Subject, spec, '{}');
    expect(kinds(evaluation)).toEqual(['MUTATES_INPUT/validator', 'MUTATES_INPUT/boundary']);
    // The mutation did not leak into the reference or the probe's judgement of the args.
    expect(evaluation.verdicts.reference?.valid).toBe(true);
  });

  it('converter-additional-properties: FALSE_ACCEPT blaming the converter on an extra key', async () => {
    expect(kinds(await evaluate(additionalProperties as unknown as Subject, optional, '{"extra":1}'))).toEqual(['FALSE_ACCEPT/converter']);
  });

  it('throws-on-null-nested: THROWS', async () => {
    const spec: SchemaSpec = { o: { type: 'object', properties: { x: { type: 'string' } } } };
    expect(kinds(await evaluate(throwsOnNull as unknown as Subject, spec, '{"o":null}'))).toEqual(['THROWS/validator']);
  });

  it('paths-missing: UNACTIONABLE_MESSAGE', async () => {
    expect(kinds(await evaluate(pathsMissing as unknown as Subject, { count: { type: 'integer' } }, '{"count":"x"}'))).toEqual([
      'UNACTIONABLE_MESSAGE/validator',
    ]);
  });

  it('an execute that never settles: HANG blaming the boundary, within the time limit', async () => {
    const hanging: Subject = {
      validateArgs: src.validateArgs,
      schemaSpecToJsonSchema: src.schemaSpecToJsonSchema,
      defineTool: () => ({ execute: () => new Promise(() => {}) }),
    };
    const started = Date.now();
    expect(kinds(await evaluate(hanging, optional, '{"a":"ok"}', { timeoutMs: 50 }))).toEqual(['HANG/boundary']);
    expect(kinds(await evaluate(hanging, optional, '{"a":1}', { timeoutMs: 50 }))).toEqual(['HANG/boundary']);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('evaluateCase: real bodies', () => {
  const spec: SchemaSpec = { a: { type: 'string' } };

  it('runs the body on a fresh parse of valid args only, with its context', async () => {
    const calls: { args: unknown; ctx: unknown }[] = [];
    const body: RealBody = { execute: (args, ctx) => calls.push({ args, ctx }), ctx: { runner: 'recording' } };
    expect((await evaluate(srcSubject, spec, '{"a":"x"}', { body })).verdicts.body).toEqual({ outcome: 'resolved' });
    expect((await evaluate(srcSubject, spec, '{"a":1}', { body })).verdicts.body).toBeUndefined();
    expect(calls).toEqual([{ args: { a: 'x' }, ctx: { runner: 'recording' } }]);
  });

  it('BODY_CRASH when the body throws, synchronously or not', async () => {
    const sync: RealBody = {
      execute: () => {
        throw new TypeError('boom');
      },
      ctx: undefined,
    };
    const sync_ = await evaluate(srcSubject, spec, '{"a":"x"}', { body: sync });
    expect(kinds(sync_)).toEqual(['BODY_CRASH/body']);
    expect(sync_.verdicts.body).toEqual({ outcome: 'crashed', error: 'TypeError: boom' });
    const asyncBody: RealBody = { execute: async () => Promise.reject(new Error('later')), ctx: undefined };
    expect(kinds(await evaluate(srcSubject, spec, '{"a":"x"}', { body: asyncBody }))).toEqual(['BODY_CRASH/body']);
  });

  it('a hidden constraint (ToolArgsError from the body) is recorded, not a finding', async () => {
    const body: RealBody = {
      execute: () => {
        throw new src.ToolArgsError(['a: must not be empty']);
      },
      ctx: undefined,
    };
    const evaluation = await evaluate(srcSubject, spec, '{"a":""}', { body });
    expect(evaluation.observations).toEqual([]);
    expect(evaluation.verdicts.body).toEqual({ outcome: 'hidden-constraint', message: 'Invalid arguments:\n- a: must not be empty' });
  });

  it('HANG blaming the body when it never settles', async () => {
    const body: RealBody = { execute: () => new Promise(() => {}), ctx: undefined };
    expect(kinds(await evaluate(srcSubject, spec, '{"a":"x"}', { body, timeoutMs: 50 }))).toEqual(['HANG/body']);
  });
});

describe('evaluateCase: the reference oracle', () => {
  // Regression test, fixed (fuzz/reference/renameDeclaredKeys.ts, renameArgsKeys): an undeclared key spelled like a
  // renamed declared key (`tf:x`) overwrites the renamed `x`, so the reference and ajv judge the
  // wrong value and blame the (correct) src validator with a FALSE_REJECT.
  it('is not fooled by an undeclared key that looks like a renamed one', async () => {
    expect((await evaluate(srcSubject, { x: { type: 'string' } }, '{"x":1,"tf:x":"a"}')).observations).toEqual([]);
  });
});
