import { describe, expect, it } from 'vitest';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import { referenceJsonSchema as schemaSpecToJsonSchema } from '../reference/referenceConversion.ts';
import { validateArgs } from '../../src/validateArgs.ts';
import { CASE_SOURCES, type CaseSource } from '../model/caseSource.ts';
import { labelValidity, VALID_BY_CONSTRUCTION } from '../model/caseLabel.ts';
import { CaseFactory } from './caseFactory.ts';
import type { GeneratedCase } from './generatedCase.ts';

const SPEC: SchemaSpec = {
  path: { type: 'string', required: true },
  mode: { type: 'string', enum: ['fast', 'slow'], default: 'fast' },
  count: { type: 'integer', required: true },
  ratio: { type: 'number' },
  force: { type: 'boolean' },
  options: { type: 'object', properties: { depth: { type: 'integer', required: true }, label: { type: 'string' } } },
  files: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', required: true } } } },
  bag: { type: 'object' },
};

function factory(seed = 1, tool = 'tool', spec: SchemaSpec = SPEC): CaseFactory {
  return new CaseFactory(tool, spec, seed, schemaSpecToJsonSchema(spec));
}

function jsons(f: CaseFactory, source: CaseSource, count: number): (string | undefined)[] {
  return Array.from({ length: count }, (_, i) => f.make(source, i)?.json);
}

/** Case `index`, failing the test when the factory gives none: a loop over these cannot pass by skipping. */
function made(f: CaseFactory, source: CaseSource, index: number): GeneratedCase {
  const generated = f.make(source, index);
  if (generated === undefined) throw new Error(`no ${source} case ${index}`);
  return generated;
}

// as-sent cases come from the prepared tool's AsSentSource (fuzz/cases/asSentSource.test.ts), not the factory.
/** The args a case hands validateArgs: an omitted call reaches it as `{}` (see the SchemaSpec evaluation). */
function sentArgs(generated: GeneratedCase): unknown {
  return generated.omitted === true ? {} : JSON.parse(generated.json);
}

const FACTORY_SOURCES = CASE_SOURCES.filter((source) => source !== 'as-sent');

describe('CaseFactory: reproducibility', () => {
  it.each(FACTORY_SOURCES)('makes the same %s case from the same (seed, tool, source, index), in any order', (source) => {
    const a = factory();
    const b = factory();
    const forward = jsons(a, source, 20);
    const backward = Array.from({ length: 20 }, (_, i) => b.make(source, 19 - i)?.json).reverse();
    // Two factories that make nothing would agree too: every source makes all 20 for this spec.
    expect(forward.filter((json) => json !== undefined)).toHaveLength(20);
    expect(backward).toEqual(forward);
    expect(made(a, source, 5)).toEqual(made(b, source, 5));
  });

  it('makes the same violator whether its valid case was made before, long before (evicted) or never', () => {
    const never = factory();
    const before = factory();
    const evicted = factory();
    for (let i = 0; i < 30; i++) before.make('valid', i);
    for (let i = 0; i < 300; i++) evicted.make('valid', i);
    for (let i = 0; i < 30; i++) {
      const expected = made(never, 'violator', i);
      expect(before.make('violator', i)).toEqual(expected);
      expect(evicted.make('violator', i)).toEqual(expected);
    }
  });

  it('shares violators evenly among the operators that can apply to the spec', () => {
    const spec: SchemaSpec = { command: { type: 'string', required: true }, note: { type: 'string' }, verbose: { type: 'boolean' } };
    const f = factory(1, 'tool', spec);
    const counts = new Map<string, number>();
    const total = 1200;
    for (let i = 0; i < total; i++) {
      const operator = made(f, 'violator', i).operator ?? 'none';
      counts.set(operator, (counts.get(operator) ?? 0) + 1);
    }
    expect(counts.get('none')).toBeUndefined();
    // What applies here: key, null, string and top-level mistakes of the one catalogue, and multi-fault.
    for (const operator of [
      'omitted-key',
      'null-for-optional',
      'null-for-required',
      'wrong-type',
      'boolean-string',
      'non-object-top-level',
      'omitted-arguments',
      'multi-fault',
    ])
      expect(counts.get(operator), operator).toBeGreaterThan(0);
    // Never-applicable mistakes (no integer, number, enum, nested object or array here) get nothing.
    for (const never of [
      'fraction-for-integer',
      'overflow-to-infinity',
      'numeric-string',
      'enum-near-miss',
      'enum-case-variant',
      'array-for-object',
      'object-for-array',
      'stringified-array',
      'bad-array-element',
    ]) {
      expect(counts.get(never), never).toBeUndefined();
    }
    // None takes a neighbour's share: the round-robin visits each mistake a case admits in turn.
    const fair = total / counts.size;
    for (const [operator, count] of counts) expect(count, operator).toBeLessThan(fair * 2);
  });

  it('starts violator i from the args of valid case i (or of the next three, when i lacks the mistake the cycle plans), broken by the mutation', () => {
    const f = factory();
    const validArgs = (i: number) => JSON.parse(made(f, 'valid', i).json) as Record<string, unknown>;
    let sameBase = 0;
    for (let i = 0; i < 40; i++) {
      const violator = made(f, 'violator', i);
      // An omitted call sends nothing of the valid case.
      const mutated = violator.omitted === true ? undefined : (JSON.parse(violator.json) as unknown);
      if (typeof mutated === 'object' && mutated !== null && !Array.isArray(mutated)) {
        // Keys the mutation did not touch keep the valid case's values.
        const faultKeys = new Set(violator.expected?.faults.map((fault) => fault.path.split('/')[1]));
        const keepsBase = (valid: Record<string, unknown>) =>
          Object.keys(valid)
            .filter((key) => !faultKeys.has(key))
            .every((key) => JSON.stringify((mutated as Record<string, unknown>)[key]) === JSON.stringify(valid[key]));
        if ([0, 1, 2, 3].some((offset) => keepsBase(validArgs(i + offset)))) sameBase++;
      } else sameBase++;
    }
    expect(sameBase).toBe(40);
  });

  it.each(FACTORY_SOURCES)('almost always makes a different %s case for a different index', (source) => {
    const made = jsons(factory(), source, 50).filter((json) => json !== undefined);
    expect(made.length).toBeGreaterThan(40);
    expect(new Set(made).size).toBeGreaterThan(made.length * 0.8);
  });

  it('makes other cases for another seed or another tool', () => {
    expect(jsons(factory(2), 'valid', 10)).not.toEqual(jsons(factory(1), 'valid', 10));
    expect(jsons(factory(1, 'other'), 'valid', 10)).not.toEqual(jsons(factory(1), 'valid', 10));
  });

  it('numbers every case with its source and index', () => {
    expect(factory().make('loose', 9)).toMatchObject({ source: 'loose', index: 9, canonical: true });
  });
});

describe('CaseFactory: labelled cases', () => {
  it('makes valid cases that src validateArgs accepts, labelled valid, as canonical JSON', () => {
    const f = factory(7);
    for (let i = 0; i < 150; i++) {
      const valid = made(f, 'valid', i);
      expect(valid.expected).toEqual(VALID_BY_CONSTRUCTION);
      expect(valid.canonical).toBe(true);
      expect(JSON.stringify(JSON.parse(valid.json))).toBe(valid.json);
      expect(validateArgs(SPEC, JSON.parse(valid.json)), valid.json).toEqual([]);
    }
  });

  it('makes violator cases that src validateArgs judges as labelled, each with its operator and faults', () => {
    const f = factory(7);
    const operators = new Set<string>();
    const labels = { valid: 0, invalid: 0, either: 0 };
    // Every index makes a violator here (non-object-top-level always applies), so none is skipped.
    for (let i = 0; i < 200; i++) {
      const violator = made(f, 'violator', i);
      expect(violator.operator).toBeDefined();
      operators.add(violator.operator ?? '');
      expect(violator.expected?.faults.length, violator.json).toBeGreaterThan(0);
      labels[violator.expected?.expected ?? 'either']++;
      // The label is judged on the reference conversion; src's validateArgs is faithful to it.
      const validity = labelValidity(violator.expected);
      if (validity !== undefined)
        expect(validateArgs(SPEC, sentArgs(violator)).length === 0, `${violator.operator}: ${violator.json}`).toBe(validity);
      // A violator holding 1e400 or -0 is then not canonical JSON.
      if (violator.omitted !== true) expect(violator.canonical).toBe(JSON.stringify(JSON.parse(violator.json)) === violator.json);
    }
    expect(operators).toContain('multi-fault');
    expect(operators).toContain('overflow-to-infinity');
    expect(operators.size).toBeGreaterThan(14);
    // Mostly mistakes the reference rejects; some (an extra key, a misspelled optional one) it allows.
    expect(labels.invalid).toBeGreaterThan(labels.valid * 2);
    expect(labels.valid).toBeGreaterThan(0);
  });

  it('labels neither loose nor faker cases', () => {
    expect(made(factory(), 'loose', 0).expected).toBeUndefined();
    expect(made(factory(), 'faker', 0).expected).toBeUndefined();
  });

  it('makes faker cases from the converted schema it was given', () => {
    const f = factory(3);
    let checked = 0;
    for (let i = 0; i < 20; i++) {
      const faker = f.make('faker', i);
      // json-schema-faker may give up on a case (then there is none); most are made.
      if (faker === undefined) continue;
      checked++;
      expect(validateArgs(SPEC, JSON.parse(faker.json)), faker.json).toEqual([]);
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});

describe('CaseFactory: what a spec supports', () => {
  it('supports every source for a satisfiable spec with a schema', () => {
    const f = factory();
    expect(f.satisfiable).toBe(true);
    for (const source of FACTORY_SOURCES) expect(f.supports(source)).toBe(true);
    expect(f.supports('as-sent')).toBe(false);
  });

  it('supports no valid and no violator cases for an unsatisfiable spec, but still loose ones', () => {
    const spec: SchemaSpec = { n: { type: 'integer', required: true, enum: ['a'] } };
    const f = factory(1, 'tool', spec);
    expect(f.satisfiable).toBe(false);
    expect(f.supports('valid')).toBe(false);
    expect(f.supports('violator')).toBe(false);
    expect(f.supports('loose')).toBe(true);
    expect(f.make('loose', 0)).toBeDefined();
    // What it does not support it does not make, rather than throwing.
    expect(f.make('valid', 0)).toBeUndefined();
    expect(f.make('violator', 0)).toBeUndefined();
  });

  it('stays satisfiable when only an optional prop is unsatisfiable, and then never makes that prop', () => {
    const spec: SchemaSpec = { n: { type: 'integer', enum: ['a'] }, s: { type: 'string', required: true } };
    const f = factory(1, 'tool', spec);
    expect(f.supports('valid')).toBe(true);
    for (let i = 0; i < 50; i++) {
      const args = JSON.parse(made(f, 'valid', i).json) as Record<string, unknown>;
      expect(args).not.toHaveProperty('n');
      expect(validateArgs(spec, args)).toEqual([]);
    }
  });

  it('supports no faker cases without a usable converted schema', () => {
    expect(new CaseFactory('t', SPEC, 1, undefined).supports('faker')).toBe(false);
    expect(new CaseFactory('t', SPEC, 1, null).supports('faker')).toBe(false);
  });

  it('still makes every violator of an empty spec: a non-object top level, and keys the spec never declared', () => {
    const f = factory(1, 'tool', {});
    const operators = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const violator = made(f, 'violator', i);
      operators.add(violator.operator ?? '');
      const args = sentArgs(violator);
      const rejected = validateArgs({}, args).length > 0;
      expect(rejected, violator.json).toBe(labelValidity(violator.expected) === false);
      if (violator.operator === 'non-object-top-level') {
        expect(violator.expected?.faults.map((fault) => [fault.operator, fault.path])).toEqual([['non-object-top-level', '']]);
        expect(typeof args === 'object' && args !== null && !Array.isArray(args), violator.json).toBe(false);
      }
    }
    // The whole args double-encoded is a stringified object too; no arguments at all is `{}`, which the empty spec takes.
    expect([...operators].sort()).toEqual(['extra-key', 'hostile-key', 'non-object-top-level', 'omitted-arguments', 'stringified-object']);
  });

  it('gives no faker case, rather than throwing, for a schema json-schema-faker cannot follow', () => {
    const f = new CaseFactory('t', SPEC, 1, { $ref: '#/definitions/nowhere' });
    expect(f.make('faker', 0)).toBeUndefined();
  });
});
