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
