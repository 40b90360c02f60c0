import { describe, expect, it } from 'vitest';
import { contractVerdict } from './caseVerdicts.ts';

const INVALID = { valid: false, errors: [{ path: ['a'], keyword: 'type', message: 'must be string' }] };
const VALID = { valid: true, errors: [] };

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
