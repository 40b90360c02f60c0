import { describe, expect, it } from 'vitest';
import * as src from '../../../../src/index.ts';
import type { SchemaSpec } from '../../../reference/schemaSpec.ts';
import * as requiredLeaked from '../../../../fixtures/subjects/converter-required-leaked.ts';
import { createAjv } from '../../../schema/ajvFactory.ts';
import type { Subject } from '../../../subject/subject.ts';
import { compileSpec } from './compiledSpec.ts';

const SPEC: SchemaSpec = {
  path: { type: 'string', required: true },
  opts: { type: 'object', properties: { n: { type: 'integer', required: true } } },
};
const srcSubject = src as unknown as Subject;

function withConverter(schemaSpecToJsonSchema: Subject['schemaSpecToJsonSchema']): Subject {
  return { validateArgs: src.validateArgs, schemaSpecToJsonSchema };
}

describe('compileSpec', () => {
  it('compiles a faithful converter without problems, keeping the schema the model sees', () => {
    const ajv = createAjv({ use: 'reference' });
    const compiled = compileSpec(ajv, srcSubject, SPEC);
    expect(compiled.spec).toBe(SPEC);
    expect(compiled.converterProblems).toEqual([]);
    expect(compiled.subjectSchema).toEqual(src.schemaSpecToJsonSchema(SPEC));
    expect(compiled.subjectValidate).toBeDefined();
    // The faithful conversion is the reference's: compiled once, one function for both.
    expect(compiled.subjectValidate).toBe(compiled.referenceValidate);
    // No declared `__proto__`: ajv sees the args as they are, not a renamed copy.
    expect(compiled.keysRenamed).toBe(false);
    const args = { path: 'a' };
    expect(compiled.ajvArgs(args)).toBe(args);
    expect(compiled.referenceValidate({ path: 'a' })).toBe(true);
    expect(compiled.referenceValidate({ 'tf:path': 'a' })).toBe(false);
    compiled.dispose();
  });

  it('compiles a conversion that differs from the reference on its own, and it judges by it', () => {
    const compiled = compileSpec(
      createAjv({ use: 'reference' }),
      withConverter(() => ({ type: 'object', properties: { path: { type: 'string' } }, required: [] })),
      SPEC,
    );
    expect(compiled.subjectValidate).toBeDefined();
    expect(compiled.subjectValidate).not.toBe(compiled.referenceValidate);
    expect(compiled.subjectValidate?.({})).toBe(true);
    expect(compiled.referenceValidate({})).toBe(false);
    compiled.dispose();
  });

  it('renames every declared key when one of them, at any depth, is __proto__ (ajv skips that one)', () => {
    const spec = JSON.parse(
      '{"list":{"type":"array","items":{"type":"object","properties":{"__proto__":{"type":"string","required":true}}}}}',
    ) as SchemaSpec;
    const compiled = compileSpec(createAjv({ use: 'reference' }), srcSubject, spec);
    expect(compiled.keysRenamed).toBe(true);
    const good = JSON.parse('{"list":[{"__proto__":"x"}]}') as unknown;
    const bad = JSON.parse('{"list":[{"__proto__":1}]}') as unknown;
    expect(compiled.referenceValidate(compiled.ajvArgs(good))).toBe(true);
    expect(compiled.referenceValidate(compiled.ajvArgs(bad))).toBe(false);
    expect(compiled.subjectValidate?.(compiled.ajvArgs(bad))).toBe(false);
    compiled.dispose();
  });

  it('reports a converter that throws, with no subject validator', () => {
    const compiled = compileSpec(
      createAjv({ use: 'reference' }),
      withConverter(() => {
        throw new RangeError('too deep');
      }),
      SPEC,
    );
    expect(compiled.converterProblems).toEqual(['schemaSpecToJsonSchema threw RangeError: too deep']);
    expect(compiled.subjectSchema).toBeUndefined();
    expect(compiled.subjectValidate).toBeUndefined();
    compiled.dispose();
  });

  it('reports a schema that is not valid JSON Schema and that ajv cannot compile', () => {
    const compiled = compileSpec(
      createAjv({ use: 'reference' }),
      withConverter(() => ({ type: 'object', properties: { path: { type: 'text' } }, required: ['path'] })),
      SPEC,
    );
    expect(compiled.converterProblems.some((p) => p.startsWith('not valid JSON Schema (draft-07):'))).toBe(true);
    expect(compiled.converterProblems.some((p) => p.startsWith('ajv cannot compile it:'))).toBe(true);
    expect(compiled.subjectValidate).toBeUndefined();
    compiled.dispose();
  });

  it('adds the tool-layer shape problems (converter-required-leaked)', () => {
    const compiled = compileSpec(createAjv({ use: 'reference' }), requiredLeaked as unknown as Subject, SPEC);
    expect(compiled.converterProblems).toContain('the top-level schema has no required array of key names');
    compiled.dispose();
  });

  it('can compile the same spec again after dispose, many times, on one ajv', () => {
    const ajv = createAjv({ use: 'reference' });
    for (let i = 0; i < 20; i++) {
      const compiled = compileSpec(ajv, srcSubject, SPEC);
      expect(compiled.converterProblems).toEqual([]);
      compiled.dispose();
    }
  });
});
