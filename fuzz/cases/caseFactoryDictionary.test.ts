import { describe, expect, it } from 'vitest';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import { referenceJsonSchema } from '../reference/referenceConversion.ts';
import { referenceValidator } from '../testing/jsonSchemaAjv.ts';
import { CaseFactory } from './caseFactory.ts';

const spec: SchemaSpec = {
  user: { type: 'string', required: true },
  floor: { type: 'integer', required: true },
  mode: { type: 'string', enum: ['a', 'b'], required: true },
};

describe('a SchemaSpec tool from a module', () => {
  it("puts the module's constants in every other valid case of the first slices, where the reference schema takes them", () => {
    const factory = new CaseFactory('t', spec, 5, undefined, { strings: ['admin', 'c'], numbers: [13] });
    const validate = referenceValidator(referenceJsonSchema(spec));
    const made = Array.from({ length: 10 }, (_, i) => factory.make('valid', i));
    expect(made.map((c) => c?.dictionary === true)).toEqual([true, false, true, false, true, false, true, false, true, false]);
    for (const c of made) expect(validate(JSON.parse(c?.json ?? '')), c?.json).toBe(true);
    const values = made
      .filter((c) => c?.dictionary)
      .map((c) => JSON.parse(c?.json ?? '') as { user?: string; floor?: number; mode?: string });
    expect(values.some((v) => v.user === 'admin')).toBe(true);
    expect(values.some((v) => v.floor === 13)).toBe(true);
    // 'c' is no member of the enum: never put there.
    expect(values.every((v) => v.mode !== 'c')).toBe(true);
    expect(factory.dictionarySize).toBe(3);
  });
});
