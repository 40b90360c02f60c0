import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonEqual } from '../json/jsonEqual.ts';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import { validateArgs } from '../../src/validateArgs.ts';
import { argsArbitrary } from '../arbitraries/argsArbitrary.ts';
import { specIsSatisfiable } from '../arbitraries/satisfiable.ts';
import { specArbitrary } from '../arbitraries/specArbitrary.ts';
import { formatPath, type PathSegments } from '../model/argsPath.ts';
import { MUTATION_OPERATORS, type MutationOperator } from '../model/mutationOperator.ts';
import { MUTATORS, multiFault, mutationArgsToJson, type Mutation } from './index.ts';
import { pathsOverlap } from './pathOverlap.ts';

const RUNS_PER_OPERATOR = 500;
// Each operator applies to well over a quarter of random cases; below this it has silently died.
const MIN_APPLICABLE_SHARE = 0.1;

/** A case: a satisfiable spec, the JSON text of valid args for it, and an rng seed. */
const validCase = specArbitrary()
  .filter(specIsSatisfiable)
  .chain((spec) =>
    fc.tuple(
      fc.constant(spec),
      argsArbitrary(spec).map((args) => JSON.stringify(args)),
      fc.integer(),
    ),
  );

type Run = (spec: SchemaSpec, args: Record<string, unknown>, seed: number) => Mutation | undefined;

const runOperator =
  (operator: MutationOperator): Run =>
  (spec, args, seed) =>
    MUTATORS[operator]({ spec, args, rng: new fc.Random(xoroshiro128plus(seed)), exclude: [] });

const runMultiFault =
  (count: number): Run =>
  (spec, args, seed) =>
    multiFault({ spec, args, rng: new fc.Random(xoroshiro128plus(seed)), exclude: [] }, count);

function holdsNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(holdsNonFinite);
}

/** What a determinism check compares: the text a model would send, and the labels. */
function fingerprint(mutation: Mutation | undefined) {
  return mutation && { json: mutationArgsToJson(mutation), faults: mutation.faults, nonFinite: mutation.nonFinite };
}

/** Asserts that a mutation, sent as JSON and parsed back, breaks the spec at every labelled fault. */
function expectLabelledViolator(spec: SchemaSpec, mutation: Mutation): void {
  expect(holdsNonFinite(mutation.args)).toBe(mutation.nonFinite === true);
  const violations = validateArgs(spec, JSON.parse(mutationArgsToJson(mutation)));
  expect(violations.length).toBeGreaterThan(0);
  for (const fault of mutation.faults) {
    expect(fault.description).not.toBe('');
    const prefix = fault.path.length === 0 ? 'arguments:' : `${formatPath(fault.path)}: `;
    expect(
      violations.some((violation) => violation.startsWith(prefix)),
      `fault "${fault.description}" at ${prefix} is not named in ${JSON.stringify(violations)}`,
    ).toBe(true);
  }
}

// xoroshiro128plus seeded with small neighbouring integers draws nearly the same first numbers,
// so hand-picked seeds are spread over the 32-bit range (golden-ratio steps).
const spreadSeeds = (count: number): number[] => Array.from({ length: count }, (_, i) => Math.imul(i + 1, 0x9e3779b1));

const applicability = new Map<string, { cases: number; applicable: number }>();

function tally(name: string, applied: boolean): void {
  const entry = applicability.get(name) ?? { cases: 0, applicable: 0 };
  entry.cases++;
  if (applied) entry.applicable++;
  applicability.set(name, entry);
}

afterAll(() => {
  const lines = [...applicability].map(([name, { cases, applicable }]) => `${name}: ${applicable}/${cases}`);
  console.info(`applicable on random specs: ${lines.join(', ')}`);
});

/** The property every operator and multiFault must hold on random satisfiable specs. */
function checkOnRandomSpecs(name: string, run: Run, faultCount: (mutation: Mutation) => void): void {
  fc.assert(
    fc.property(validCase, ([spec, json, seed]) => {
      const args = JSON.parse(json) as Record<string, unknown>;
      const mutation = run(spec, args, seed);
      tally(name, mutation !== undefined);
      expect(fingerprint(run(spec, JSON.parse(json) as Record<string, unknown>, seed))).toEqual(fingerprint(mutation));
      if (mutation === undefined) {
        expect(JSON.stringify(args)).toBe(json); // not applicable means not touched
        return;
      }
      faultCount(mutation);
      expectLabelledViolator(spec, mutation);
    }),
    { numRuns: RUNS_PER_OPERATOR },
  );
  const { cases, applicable } = applicability.get(name) ?? { cases: 0, applicable: 0 };
  expect(applicable / cases).toBeGreaterThan(MIN_APPLICABLE_SHARE);
}

describe('every operator turns valid args into a labelled violator', () => {
  it.each(MUTATION_OPERATORS)('%s: violates the spec at each fault path, deterministically, on random specs', (operator) => {
    checkOnRandomSpecs(operator, runOperator(operator), (mutation) => {
      expect(mutation.faults).toHaveLength(1);
      expect(mutation.faults[0]?.operator).toBe(operator);
    });
  });
});

describe('multiFault', () => {
  it.each([2, 3])('combines up to %i different operators at disjoint locations, each named by a violation', (count) => {
    checkOnRandomSpecs(`multiFault(${count})`, runMultiFault(count), (mutation) => {
      const { faults } = mutation;
      expect(faults.length).toBeGreaterThanOrEqual(2);
      expect(faults.length).toBeLessThanOrEqual(count);
      expect(new Set(faults.map((fault) => fault.operator)).size).toBe(faults.length);
      expect(faults.map((fault) => fault.operator)).not.toContain('nonObjectTopLevel');
      faults.forEach((a, i) => faults.slice(i + 1).forEach((b) => expect(pathsOverlap(a.path, b.path)).toBe(false)));
    });
  });

  it('never changes the args it was given', () => {
    const json = JSON.stringify(EVERY_FEATURE_ARGS);
    const args = JSON.parse(json) as Record<string, unknown>;
    expect(runMultiFault(3)(EVERY_FEATURE, args, 0x9e3779b1)).toBeDefined();
    expect(JSON.stringify(args)).toBe(json);
  });
});

// One spec with every feature: enums of each type, nesting, arrays of objects, bare object and
// array, defaults, and hostile keys that only own-property semantics get right.
const EVERY_FEATURE = JSON.parse(`{
  "mode": { "type": "string", "enum": ["fast", "slow"], "required": true },
  "level": { "type": "integer", "enum": [1, 2, 3] },
  "count": { "type": "integer", "required": true },
  "ratio": { "type": "number", "default": 0.5 },
  "verbose": { "type": "boolean" },
  "a.b": { "type": "boolean", "enum": [true] },
  "toString": { "type": "string" },
  "options": { "type": "object", "required": true, "properties": {
    "depth": { "type": "integer", "required": true },
    "__proto__": { "type": "string", "required": true },
    "constructor": { "type": "string" } } },
  "bag": { "type": "object" },
  "files": { "type": "array", "items": { "type": "object", "properties": {
    "path": { "type": "string", "required": true }, "size": { "type": "number" } } } },
  "tags": { "type": "array", "items": { "type": "string" } },
  "list": { "type": "array" }
}`) as SchemaSpec;

const EVERY_FEATURE_ARGS = JSON.parse(`{
  "mode": "fast", "level": 2, "count": 3, "ratio": 1.5, "verbose": false, "a.b": true,
  "options": { "depth": 1, "__proto__": "p" }, "bag": { "x": 1 },
  "files": [{ "path": "a" }, { "path": "b", "size": 2 }], "tags": ["x"], "list": [1, "y"]
}`) as Record<string, unknown>;

describe('on a hand-written spec with every feature', () => {
  const json = JSON.stringify(EVERY_FEATURE_ARGS);
  const seeds = spreadSeeds(50);

  it('starts from valid args', () => {
    expect(validateArgs(EVERY_FEATURE, JSON.parse(json))).toEqual([]);
  });

  it.each(MUTATION_OPERATORS)('%s applies, and every mutation is a labelled violator', (operator) => {
    const mutations = seeds.map((seed) => runOperator(operator)(EVERY_FEATURE, JSON.parse(json) as Record<string, unknown>, seed));
    for (const mutation of mutations) if (mutation !== undefined) expectLabelledViolator(EVERY_FEATURE, mutation);
    expect(mutations.filter((mutation) => mutation !== undefined).length).toBeGreaterThan(0);
  });

  it('multiFault applies with 2 and 3 faults', () => {
    for (const count of [2, 3]) {
      const mutation = runMultiFault(count)(EVERY_FEATURE, JSON.parse(json) as Record<string, unknown>, 0x9e3779b1);
      expect(mutation?.faults).toHaveLength(count);
      if (mutation !== undefined) expectLabelledViolator(EVERY_FEATURE, mutation);
    }
  });
});

describe('hostile keys and edge values', () => {
  const seeds = spreadSeeds(30);
  const mutate = (operator: MutationOperator, spec: string, args: string, seed = 0, exclude: PathSegments[] = []) => {
    const input = { spec: JSON.parse(spec) as SchemaSpec, args: JSON.parse(args) as Record<string, unknown>, exclude };
    return { ...input, mutation: MUTATORS[operator]({ ...input, rng: new fc.Random(xoroshiro128plus(seed)) }) };
  };

  it('drops an own __proto__ key without touching the prototype', () => {
    const { spec, args, mutation } = mutate('dropRequired', '{"__proto__": {"type": "string", "required": true}}', '{"__proto__": "x"}');
    expect(mutation?.faults[0]?.path).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(validateArgs(spec, args)).toEqual(['__proto__: missing required property']);
  });

  it('sends null for an absent optional key that {} inherits', () => {
    const { spec, args, mutation } = mutate('nullForOptional', '{"constructor": {"type": "string"}}', '{}');
    expect(mutation?.faults[0]).toMatchObject({ path: ['constructor'], description: 'null where string is declared' });
    expect(validateArgs(spec, args)).toEqual(['constructor: expected string, got null']);
  });

  it('describes each fault in a short human line', () => {
    expect(mutate('stringifiedScalar', '{"n": {"type": "number"}}', '{"n": 42}').mutation?.faults).toEqual([
      { path: ['n'], operator: 'stringifiedScalar', description: '"42" (string) where number is declared' },
    ]);
    const nested = '{"o": {"type": "object", "properties": {"a.b": {"type": "integer", "required": true}}}}';
    expect(mutate('dropRequired', nested, '{"o": {"a.b": 1}}').mutation?.faults).toEqual([
      { path: ['o', 'a.b'], operator: 'dropRequired', description: 'required integer left out' },
    ]);
  });

  it('writes Infinity as 1e400 and flags it', () => {
    const { mutation } = mutate('nonFiniteNumber', '{"n": {"type": "number"}}', '{"n": 1}');
    expect(mutation?.nonFinite).toBe(true);
    expect(mutationArgsToJson(mutation as Mutation)).toMatch(/^\{"n":-?1e400\}$/);
  });

  it('never offers an enum member, under JSON equality, as a near miss', () => {
    for (const seed of seeds) {
      const { spec, args, mutation } = mutate('enumNearMiss', '{"n": {"type": "integer", "enum": [0, 1, "1"]}}', '{"n": 0}', seed);
      expect([0, 1, '1'].some((member) => jsonEqual(member, args.n))).toBe(false);
      expect(validateArgs(spec, args)).toContainEqual(expect.stringMatching(/^n: expected one of 0, 1, "1", got /));
      expect(mutation?.faults[0]?.description).toMatch(/where integer enum \[0, 1, "1"\] is declared$/);
    }
  });

  it('never offers a number to a number prop nor any number to an integer prop', () => {
    for (const seed of seeds) {
      for (const type of ['number', 'integer']) {
        const { args } = mutate('wrongType', `{"n": {"type": "${type}"}}`, '{"n": 2}', seed);
        expect(typeof args.n).not.toBe('number');
      }
    }
  });

  it('leaves excluded locations, their subtrees and their ancestors alone', () => {
    const spec = '{"o": {"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}}}}';
    for (const seed of seeds) {
      const { args, mutation } = mutate('nullValue', spec, '{"o": {"a": 1, "b": 2}}', seed, [['o', 'a']]);
      expect(mutation?.faults[0]?.path).toEqual(['o', 'b']);
      expect(args).toEqual({ o: { a: 1, b: null } });
    }
    expect(mutate('nonObjectTopLevel', spec, '{"o": {}}', 0, [['o']]).mutation).toBeUndefined();
  });

  it('keeps strings that look like its Infinity marker intact', () => {
    const text = mutationArgsToJson({ args: { s: '"@@toolfuzz-non-finite@@+"', n: [Infinity, -Infinity] }, nonFinite: true });
    expect(text).toBe('{"s":"\\"@@toolfuzz-non-finite@@+\\"","n":[1e400,-1e400]}');
  });
});
