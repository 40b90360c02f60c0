import { labelValidity, VALID_BY_CONSTRUCTION } from '../model/caseLabel.ts';
import { describe, expect, it } from 'vitest';
import { referenceValidator } from '../testing/jsonSchemaAjv.ts';
import { DICTIONARY_EARLY_CASES, SchemaToolCases } from './schemaToolCases.ts';

const advertised = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1 },
    role: { enum: ['viewer', 'editor'] },
    floor: { type: 'integer', minimum: 0 },
    code: { type: 'string', pattern: '^[A-Z]+$' },
  },
  required: ['username', 'role', 'floor', 'code'],
  additionalProperties: false,
};
const dictionary = { strings: ['admin', 'owner'], numbers: [13, -1] };

function cases(): SchemaToolCases {
  return new SchemaToolCases({ tool: 't', seed: 3, advertised, dictionary });
}

describe('dictionary values in the cases of a JSON-Schema tool', () => {
  it('go into every other valid case of the first slices, where the schema takes them, and the case stays valid', () => {
    const made = cases();
    const validate = referenceValidator(advertised);
    const early = Array.from({ length: DICTIONARY_EARLY_CASES }, (_, i) => made.make('valid', i));
    const withValue = early.filter((c) => c?.dictionary === true);
    expect(withValue.map((c) => c?.index)).toEqual(Array.from({ length: DICTIONARY_EARLY_CASES / 2 }, (_, i) => 2 * i));
    for (const c of withValue) {
      const args = JSON.parse(c?.json ?? '') as Record<string, unknown>;
      expect(validate(args), c?.json).toBe(true);
      // -1 is below the minimum and 'admin' fails the pattern: only where the schema takes them. Valid by construction; `dictionary` says a constant is in it.
      expect(args['floor'] === 13 || args['username'] === 'admin' || args['username'] === 'owner', c?.json).toBe(true);
      expect(c?.expected).toEqual(VALID_BY_CONSTRUCTION);
    }
    expect(withValue.some((c) => (JSON.parse(c?.json ?? '') as { username: string }).username === 'admin')).toBe(true);
    expect(withValue.some((c) => (JSON.parse(c?.json ?? '') as { floor: number }).floor === 13)).toBe(true);
    // Later valid cases are drawn as they were.
    expect(made.make('valid', DICTIONARY_EARLY_CASES)?.dictionary).toBeUndefined();
  });

  it('are a violator operator labelled by the schema, and the same seed makes the same cases', () => {
    const made = cases();
    const validate = referenceValidator(advertised);
    const violators = Array.from({ length: 300 }, (_, i) => made.make('violator', i)).filter((c) => c?.operator === 'dictionary-value');
    expect(violators.length).toBeGreaterThan(0);
    for (const c of violators) {
      expect(c?.dictionary).toBe(true);
      const validity = labelValidity(c?.expected);
      if (validity !== undefined)
        expect(validate(JSON.parse(c?.json ?? '')), `${c?.json} labelled ${JSON.stringify(c?.expected)}`).toBe(validity);
    }
    expect(violators.some((c) => labelValidity(c?.expected) === false)).toBe(true);
    const again = cases();
    expect(violators.map((c) => again.make('violator', c?.index ?? -1)?.json)).toEqual(violators.map((c) => c?.json));
    expect(made.dictionarySize).toBe(4);
  });

  it('change nothing for a tool without a dictionary', () => {
    const plain = new SchemaToolCases({ tool: 't', seed: 3, advertised });
    const empty = new SchemaToolCases({ tool: 't', seed: 3, advertised, dictionary: { strings: [], numbers: [] } });
    for (let i = 0; i < 30; i++) {
      expect(empty.make('valid', i)).toEqual(plain.make('valid', i));
      expect(empty.make('violator', i)).toEqual(plain.make('violator', i));
    }
    expect(plain.dictionarySize).toBe(0);
  });
});
