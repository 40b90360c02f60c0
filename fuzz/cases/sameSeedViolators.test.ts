import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eagerSchemaToolViolators, eagerSpecViolators } from '../testing/eagerViolatorCases.ts';
import { randomToolSchema } from '../testing/randomToolSchema.ts';
import { referenceJsonSchema } from '../reference/referenceConversion.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import { specArbitrary } from './typed/specArbitrary.ts';
import { argsArbitrary } from './typed/argsArbitrary.ts';
import { specIsSatisfiable } from './typed/satisfiable.ts';
import { CaseFactory } from './caseFactory.ts';
import { SchemaToolCases } from './schemaToolCases.ts';

const DICTIONARY = { strings: ['admin', 'x'], numbers: [0, 13] };
const CASES = 48;

/** Schemas whose violator cycles the SchemaToolCases tests pin (a format, an open object), beside the random ones. */
const FIXED: readonly JsonSchema[] = [
  { type: 'object', properties: { day: { type: 'string', format: 'date' } }, required: ['day'], additionalProperties: false },
  { type: 'object', properties: { at: { type: 'string', format: 'time' } }, required: ['at'] },
  {
    type: 'object',
    properties: {
      id: { oneOf: [{ type: 'integer' }, { type: 'number', minimum: 0 }] },
      tags: { type: 'array', items: { type: 'string' } },
    },
  },
];

/** The violator cases 0..CASES-1 of a SchemaToolCases, made as a campaign slice makes them (valid i just before violator i). */
function lazySchemaToolCases(advertised: JsonSchema, dictionary: typeof DICTIONARY | undefined, reversed: boolean) {
  const cases = new SchemaToolCases({ tool: 't', seed: 7, advertised, ...(dictionary && { dictionary }) });
  const indices = Array.from({ length: CASES }, (_, i) => i);
  const made = new Map<number, unknown>();
  for (const i of reversed ? indices.reverse() : indices) {
    if (!reversed) cases.make('valid', i);
    made.set(i, cases.make('violator', i));
  }
  return Array.from({ length: CASES }, (_, i) => made.get(i));
}

function eagerSchemaToolCases(advertised: JsonSchema, dictionary: typeof DICTIONARY | undefined) {
  const eager = eagerSchemaToolViolators({ tool: 't', seed: 7, advertised, ...(dictionary && { dictionary }) });
  return Array.from({ length: CASES }, (_, i) => eager.make(i));
}

describe('lazy violators make the cases the eager ones made, from the same seed', () => {
  it('for JSON-Schema tools (SchemaToolCases): same operator, same violator, same JSON, in any order of asking', () => {
    const check = (advertised: JsonSchema, withDictionary: boolean, reversed: boolean) => {
      const dictionary = withDictionary ? DICTIONARY : undefined;
      expect(lazySchemaToolCases(advertised, dictionary, reversed)).toEqual(eagerSchemaToolCases(advertised, dictionary));
    };
    for (const schema of FIXED) check(schema, false, false);
    fc.assert(
      fc.property(randomToolSchema(), fc.boolean(), fc.boolean(), (schema, withDictionary, reversed) =>
        check(schema as JsonSchema, withDictionary, reversed),
      ),
      { numRuns: 25, seed: 20 },
    );
  });

  it('for SchemaSpec tools (CaseFactory, on the reference conversion): same operator, same violator, same JSON', () => {
    fc.assert(
      fc.property(specArbitrary({ maxDepth: 3, maxProps: 5 }), fc.boolean(), (spec, withDictionary) => {
        if (!specIsSatisfiable(spec)) return;
        const dictionary = withDictionary ? DICTIONARY : undefined;
        const factory = new CaseFactory('t', spec, 7, undefined, dictionary);
        const eager = eagerSpecViolators({
          tool: 't',
          seed: 7,
          reference: referenceJsonSchema(spec) as unknown as JsonSchema,
          valid: argsArbitrary(spec),
          ...(dictionary && { dictionary }),
        });
        for (let index = 0; index < CASES; index++) expect(factory.make('violator', index), `case ${index}`).toEqual(eager.make(index));
      }),
      { numRuns: 40, seed: 20 },
    );
  });
});
