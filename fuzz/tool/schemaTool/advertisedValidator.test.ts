import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileAdvertised } from './advertisedValidator.ts';

function compiled(schema: Record<string, unknown>) {
  const validator = compileAdvertised(schema);
  if (validator.kind !== 'compiled') throw new Error(validator.error);
  return validator;
}

// Built with JSON.parse: a literal `__proto__:` key would set the object's prototype instead.
const DECLARES_PROTO = JSON.parse(
  '{"type":"object","properties":{"__proto__":{"type":"string"},"name":{"type":"string"}},"additionalProperties":false}',
) as Record<string, unknown>;

describe('compileAdvertised and a declared __proto__ property', () => {
  it('gives no verdict on args holding the key, since ajv skips it (valid or not, either verdict would be a false alarm)', () => {
    const validator = compiled(DECLARES_PROTO);
    for (const json of ['{"__proto__":"x"}', '{"__proto__":1}', '{"name":"a","__proto__":"x"}']) {
      const judged = validator.judgeJson(json);
      expect(judged.judged, json).toBe(false);
      if (!judged.judged) expect(judged.why).toContain('__proto__');
    }
  });

  it('still judges args without the key', () => {
    const validator = compiled(DECLARES_PROTO);
    expect(validator.judgeJson('{"name":"a"}')).toMatchObject({ judged: true, valid: true });
    expect(validator.judgeJson('{"name":1}')).toMatchObject({ judged: true, valid: false });
  });

  it('judges a __proto__ key as ajv does where the schema does not declare one (an undeclared key like any other)', () => {
    const validator = compiled({ type: 'object', properties: { name: { type: 'string' } }, additionalProperties: false });
    expect(validator.judgeJson('{"__proto__":"x"}')).toMatchObject({ judged: true, valid: false });
  });
});

describe('judgeText on canonical text (JSON.stringify of a value)', () => {
  // Bounds and a multipleOf at the edges of the double range, where a beyond-double literal would be judged otherwise.
  const EDGES = compiled({
    type: 'object',
    properties: {
      n: { type: 'number', minimum: -1.7976931348623157e308, exclusiveMaximum: 1e308 },
      i: { type: 'integer', multipleOf: 3 },
      tiny: { type: 'number', exclusiveMinimum: 0 },
      list: { type: 'array', items: { type: 'number' }, uniqueItems: true },
    },
  });
  const doubles = fc.double({ noDefaultInfinity: false });
  const args = fc.record(
    { n: doubles, i: fc.oneof(doubles, fc.integer()), tiny: doubles, list: fc.array(doubles, { maxLength: 4 }), other: fc.jsonValue() },
    { requiredKeys: [], noNullPrototype: true },
  );

  it('judges as the full number-model path does, since JSON.stringify writes no literal beyond double range', () => {
    fc.assert(
      fc.property(args, (value) => {
        const json = JSON.stringify(value);
        expect(EDGES.judgeText(json, true)).toEqual(EDGES.judgeText(json, false));
      }),
      { numRuns: 500 },
    );
  });

  it('still reads a beyond-double literal when the text is not said to be canonical', () => {
    const bounded = compiled({
      type: 'object',
      properties: { n: { type: 'number', maximum: 10 }, tiny: { type: 'number', exclusiveMinimum: 0 } },
    });
    expect(bounded.judgeText('{"n":1e400}').judgement).toMatchObject({ judged: true, valid: false });
    // JSON.parse makes 1e-400 a 0, which exclusiveMinimum 0 forbids: only the number model reads it as the positive number it is.
    expect(bounded.judgeText('{"tiny":1e-400}').judgement).toMatchObject({ judged: true, valid: true });
    expect(EDGES.judgeText('{"i":1e400}').judgement).toMatchObject({ judged: false });
  });
});
