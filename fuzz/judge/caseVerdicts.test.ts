import { describe, expect, it } from 'vitest';
import { contractVerdict, labelExpectation } from './caseVerdicts.ts';

const INVALID = { valid: false, errors: [{ path: ['a'], keyword: 'type', message: 'must be string' }] };
const VALID = { valid: true, errors: [] };

describe('labelExpectation', () => {
  it('reads a SchemaSpec label: its verdict, and its faults described in one line', () => {
    const label = {
      valid: false,
      faults: [
        { path: ['a'], operator: 'wrongType', description: '1 (integer) where string is declared' },
        { path: ['b'], operator: 'nullValue', description: 'null where required string is declared' },
      ],
    } as const;
    expect(labelExpectation(label)).toEqual({
      valid: false,
      reason: '1 (integer) where string is declared; null where required string is declared',
    });
    expect(labelExpectation({ valid: true, faults: [] })).toEqual({ valid: true, reason: '' });
  });

  it("reads a JSON-Schema violator's label: its verdict and its reason", () => {
    expect(labelExpectation({ valid: false, why: 'additionalProperties: false forbids "extra"' })).toEqual({
      valid: false,
      reason: 'additionalProperties: false forbids "extra"',
    });
  });
});

describe('contractVerdict', () => {
  it('is the reference semantics when the producer has them, whatever the advertised schema says', () => {
    expect(contractVerdict({ advertised: VALID, reference: INVALID })).toBe(INVALID);
    expect(contractVerdict({ advertised: { unavailable: 'no schema' }, reference: VALID })).toBe(VALID);
  });

  it('is the advertised schema without them, and none when ajv gave no verdict', () => {
    expect(contractVerdict({ advertised: INVALID })).toBe(INVALID);
    expect(contractVerdict({ advertised: { unavailable: 'ajv threw on these args' } })).toBeUndefined();
  });
});
