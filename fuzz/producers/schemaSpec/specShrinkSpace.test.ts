import { describe, expect, it } from 'vitest';
import type { GeneratedCase } from '../../cases/generatedCase.ts';
import { toCaseJson } from '../../cases/caseJson.ts';
import type { SpecUnderTest } from './specUnderTest.ts';
import { NO_HOOKS } from '../../tool/toolRunHooks.ts';
import type { CaseVerdicts } from '../../judge/caseVerdicts.ts';
import { defineOwn, hasOwn } from '../../json/ownProperty.ts';
import type { PropSpec, SchemaSpec } from '../../reference/schemaSpec.ts';
import { NumberLiteral } from '../../shrink/exactArgs.ts';
import { shrinkFinding } from '../../shrink/shrinkFinding.ts';
import { type Shrunk, shrinkGreedy } from '../../shrink/shrinkGreedy.ts';
import { SPEC_SHRINK_SPACE, type SpecCase, specFindingSpace } from './specShrinkSpace.ts';

type ShrinkableCase = SpecCase;
type StillFails = (candidate: SpecCase, json: string) => Promise<boolean>;

/** The one greedy driver over a SchemaSpec tool's space (spec and args together). */
function shrinkCase(
  start: SpecCase,
  stillFails: StillFails,
  budget?: number,
  shouldStop?: () => boolean,
  focus?: readonly string[],
): Promise<Shrunk<SpecCase>> {
  return shrinkGreedy(start, SPEC_SHRINK_SPACE, stillFails, {
    budget,
    ...(shouldStop === undefined ? {} : { shouldStop }),
    ...(focus === undefined ? {} : { focus }),
  });
}

const BIG_SPEC: SchemaSpec = {
  path: { type: 'string', required: true, description: 'Where.', default: 'a.txt' },
  mode: { type: 'string', enum: ['fast', 'slow', 'auto'], required: false },
  level: { type: 'integer', description: 'How hard.', default: 3, enum: [1, 2, 3] },
  options: {
    type: 'object',
    properties: { depth: { type: 'integer', required: true }, label: { type: 'string' } },
  },
  files: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', required: true } } } },
};

const BIG_ARGS = {
  path: 'some/long/path/to/a/file.txt',
  mode: 'fast',
  level: 2,
  options: { depth: 17, label: 'deep' },
  files: [{ name: 'a' }, { name: 'bbbbbbbb' }, { name: 'c', extra: true }],
  extra: [1, 2.75, 'three', null],
};

const START: ShrinkableCase = { spec: BIG_SPEC, args: BIG_ARGS };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fails while the spec declares an integer at the top level. */
const hasIntegerProp: StillFails = async ({ spec }) => Object.values(spec).some((prop) => prop.type === 'integer');

/** Fails while args has an own key `path` holding a string. */
const pathIsString: StillFails = async ({ args }) => isObject(args) && hasOwn(args, 'path') && typeof args.path === 'string';

describe('the SchemaSpec shrink space: reaching a minimal case', () => {
  it('keeps a single bare integer prop and empties the args when only the spec matters', async () => {
    const result = await shrinkCase(START, hasIntegerProp);
    expect(result.shrunk.spec).toEqual({ level: { type: 'integer' } });
    expect(result.shrunk.args).toEqual({});
    expect(result.json).toBe('{}');
    expect(result.steps).toBeGreaterThan(0);
    expect(result.evaluations).toBeGreaterThanOrEqual(result.steps);
  });

  it('keeps the prop an args key depends on, and shrinks its value to the empty string', async () => {
    const result = await shrinkCase(START, pathIsString);
    // Removing the `path` prop would take the args key along; `required: true` is never dropped.
    expect(result.shrunk.spec).toEqual({ path: { type: 'string', required: true } });
    expect(result.shrunk.args).toEqual({ path: '' });
    expect(result.json).toBe('{"path":""}');
  });

  it('shrinks numbers towards 0 and ±1 while keeping what fails', async () => {
    const big: StillFails = async ({ args }) => isObject(args) && typeof args.n === 'number' && Math.abs(args.n) >= 1;
    const result = await shrinkCase({ spec: { n: { type: 'number' } }, args: { n: -123456 } }, big);
    expect(result.shrunk.args).toEqual({ n: -1 });
  });

  it('shrinks a small fraction to 0.5', async () => {
    const fraction: StillFails = async ({ args }) => isObject(args) && typeof args.n === 'number' && !Number.isInteger(args.n);
    expect((await shrinkCase({ spec: { n: { type: 'integer' } }, args: { n: 0.123 } }, fraction)).shrunk.args).toEqual({ n: 0.5 });
  });

  // Regression test, fixed: simplerValues only offers 0, the nearest x.5 and (for integers) ±1, so a fraction with an
  // integer part (7.123 → 7.5) never loses it: a fractionForInteger counterexample stays at 7.5 or
  // 123456.5 instead of 0.5.
  it('shrinks a fraction with an integer part towards 0.5', async () => {
    const fraction: StillFails = async ({ args }) => isObject(args) && typeof args.n === 'number' && !Number.isInteger(args.n);
    const fr = await shrinkCase({ spec: { n: { type: 'integer' } }, args: { n: 7.123 } }, fraction);
    expect(fr.shrunk.args).toEqual({ n: 0.5 });
  });

  it('shrinks an array to one element and drops enum members down to the one that matters', async () => {
    const spec: SchemaSpec = { tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] } } };
    const fails: StillFails = async ({ spec: s, args }) =>
      isObject(args) && Array.isArray(args.tags) && args.tags.includes(true) && s.tags?.items?.enum?.includes('b') === true;
    const result = await shrinkCase({ spec, args: { tags: ['x', true, 'y', 4] } }, fails);
    expect(result.shrunk.args).toEqual({ tags: [true] });
    expect(result.shrunk.spec).toEqual({ tags: { type: 'array', items: { type: 'string', enum: ['b'] } } });
  });

  it('returns the start unchanged (0 steps) when no candidate still fails', async () => {
    let calls = 0;
    const result = await shrinkCase(START, async () => {
      calls++;
      return false;
    });
    expect(result.shrunk).toBe(START);
    expect(result.steps).toBe(0);
    expect(result.evaluations).toBe(calls);
    expect(result.json).toBe(toCaseJson(BIG_ARGS, true));
  });

  it('hands the predicate the canonical JSON of each candidate, with ±Infinity as 1e400', async () => {
    const seen: string[] = [];
    const nonFinite: StillFails = async ({ args }, json) => {
      expect(json).toBe(toCaseJson(args, true));
      seen.push(json);
      return isObject(args) && args.n === Infinity;
    };
    const result = await shrinkCase({ spec: { n: { type: 'number' }, s: { type: 'string' } }, args: { n: Infinity, s: 'x' } }, nonFinite);
    expect(result.shrunk.args).toEqual({ n: Infinity });
    expect(result.json).toBe('{"n":1e400}');
    expect(JSON.parse(result.json)).toEqual({ n: Infinity });
    expect(seen.length).toBe(result.evaluations);
  });
});

describe('the SchemaSpec shrink space: args that are no object', () => {
  it('keeps a top-level NumberLiteral as it is: its `text` field is no args key to cut, whatever the spec declares', () => {
    const literal = new NumberLiteral('-0');
    const spec: SchemaSpec = { text: { type: 'string', required: true }, other: { type: 'number' } };
    const candidates = [...SPEC_SHRINK_SPACE.candidates({ spec, args: literal }, ['text'])];
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) expect(candidate.args).toBe(literal);
  });
});

describe('the SchemaSpec shrink space: focus', () => {
  it('tries everything but the focused keys first, spec and args together', () => {
    const [first] = SPEC_SHRINK_SPACE.candidates(START, ['level', 'files']);
    expect(first).toEqual({
      spec: { level: BIG_SPEC.level, files: BIG_SPEC.files },
      args: { level: 2, files: BIG_ARGS.files, extra: BIG_ARGS.extra },
    });
  });

  it('reaches a focused drift in fewer evaluations than without the focus, at the same case', async () => {
    const fails: StillFails = async ({ spec, args }) => spec.level !== undefined && isObject(args) && args.level === 2;
    const focused = await shrinkCase(START, fails, 250, undefined, ['level']);
    const unfocused = await shrinkCase(START, fails);
    expect(focused.shrunk).toEqual(unfocused.shrunk);
    expect(focused.evaluations).toBeLessThan(unfocused.evaluations);
  });
});

describe('the SchemaSpec shrink space: budget and stopping', () => {
  it.each([0, 1, 5, 17])('never evaluates more than a budget of %i', async (budget) => {
    let calls = 0;
    const result = await shrinkCase(
      START,
      async (candidate, json) => {
        calls++;
        return hasIntegerProp(candidate, json);
      },
      budget,
    );
    expect(calls).toBeLessThanOrEqual(budget);
    expect(result.evaluations).toBe(calls);
  });

  it('stops as soon as shouldStop says so, keeping the progress made', async () => {
    let calls = 0;
    const result = await shrinkCase(
      START,
      async (candidate, json) => {
        calls++;
        return hasIntegerProp(candidate, json);
      },
      400,
      () => calls >= 3,
    );
    expect(calls).toBe(3);
    expect(result.evaluations).toBe(3);
    expect(Object.keys(result.shrunk.spec).length).toBeLessThan(Object.keys(BIG_SPEC).length);
  });

  it('evaluates nothing when told to stop from the start', async () => {
    const result = await shrinkCase(START, hasIntegerProp, 400, () => true);
    expect(result).toEqual({ shrunk: START, json: toCaseJson(BIG_ARGS, true), steps: 0, evaluations: 0 });
  });
});

describe('the SchemaSpec shrink space: determinism and hygiene', () => {
  it('tries the same candidates in the same order and ends at the same case on every run', async () => {
    const run = async (): Promise<{ trail: string[]; json: string; spec: SchemaSpec }> => {
      const trail: string[] = [];
      const result = await shrinkCase(START, async (candidate, json) => {
        trail.push(JSON.stringify(candidate.spec) + json);
        return pathIsString(candidate, json);
      });
      return { trail, json: result.json, spec: result.shrunk.spec };
    };
    const first = await run();
    const second = await run();
    expect(second).toEqual(first);
  });

  it('never changes the case it was given', async () => {
    const before = JSON.stringify(START);
    await shrinkCase(START, pathIsString);
    await shrinkCase(START, hasIntegerProp);
    expect(JSON.stringify(START)).toBe(before);
  });

  it('keeps `__proto__` as an own key of spec and args, never touching a prototype', async () => {
    const spec: Record<string, PropSpec> = {};
    defineOwn(spec, '__proto__', { type: 'string', required: true });
    defineOwn(spec, 'other', { type: 'object', properties: { x: { type: 'number' } } });
    const args = JSON.parse('{"__proto__": "evil string", "other": {"x": 1, "__proto__": {"polluted": true}}}') as unknown;
    const fails: StillFails = async ({ spec: s, args: a }) => {
      if (isObject(a)) expect(Object.getPrototypeOf(a)).toBe(Object.prototype);
      if (isObject(a) && isObject(a.other)) expect(Object.getPrototypeOf(a.other)).toBe(Object.prototype);
      return (
        hasOwn(s, '__proto__') &&
        isObject(a) &&
        hasOwn(a, '__proto__') &&
        typeof Object.getOwnPropertyDescriptor(a, '__proto__')?.value === 'string'
      );
    };
    const result = await shrinkCase({ spec, args }, fails);
    expect(Object.keys(result.shrunk.spec)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(result.shrunk.spec, '__proto__')?.value).toEqual({ type: 'string', required: true });
    expect(result.json).toBe('{"__proto__":""}');
    expect(Object.getPrototypeOf(result.shrunk.args)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('shrinks args that are not an object at all', async () => {
    const fails: StillFails = async ({ args }) => Array.isArray(args) && args.some((x) => typeof x === 'number');
    const result = await shrinkCase({ spec: { a: { type: 'string' } }, args: ['x', 3, { y: 1 }] }, fails);
    expect(result.shrunk.args).toEqual([0]);
    expect(result.shrunk.spec).toEqual({});
  });
});

describe('the SchemaSpec shrink space under the shrink driver', () => {
  /** A stand-in for a prepared spec: only what the space reads (its spec, and releasing it). */
  function fakeUnit(spec: SchemaSpec, released: string[]): SpecUnderTest {
    return { compiled: { spec, dispose: () => released.push(JSON.stringify(spec)) } } as unknown as SpecUnderTest;
  }

  it('prepares each smaller spec once, judges each candidate on its own spec, and releases them all but the tool’s own', async () => {
    const released: string[] = [];
    const prepared: string[] = [];
    const own = fakeUnit(BIG_SPEC, released);
    const judgedOn = new Set<SpecUnderTest>();
    const space = specFindingSpace({
      unit: own,
      startSpec: BIG_SPEC,
      prepare: (spec) => {
        prepared.push(JSON.stringify(spec));
        return fakeUnit(spec, released);
      },
      // The drift needs an integer prop in the spec and a `level` key in the args.
      evaluate: async (unit, input) => {
        judgedOn.add(unit);
        const args = JSON.parse(input.json) as unknown;
        const fails = Object.values(unit.compiled.spec).some((p) => p.type === 'integer') && isObject(args) && hasOwn(args, 'level');
        return {
          verdicts: {} as CaseVerdicts,
          observations: fails ? [{ kind: 'FALSE_REJECT', blame: 'validator', explanation: 'x', paths: [['level']] }] : [],
          referenceValid: true,
          hiddenConstraints: [],
        };
      },
    });
    const generated: GeneratedCase = { source: 'valid', index: 0, json: JSON.stringify(BIG_ARGS), canonical: true };
    const finding = await shrinkFinding(
      space,
      { tool: 't', generated, observation: { kind: 'FALSE_REJECT', blame: 'validator', explanation: 'x', paths: [['level']] } },
      { hooks: NO_HOOKS, budget: undefined, shouldStop: () => false },
    );
    expect(finding.spec).toEqual({ level: { type: 'integer' } });
    expect(finding.argsJson).toBe('{"level":0}');
    expect(new Set(prepared).size).toBe(prepared.length);
    expect(prepared).not.toContain(JSON.stringify(BIG_SPEC));
    expect(judgedOn.has(own)).toBe(true);
    expect(released.sort()).toEqual([...prepared].sort());
  });
});
