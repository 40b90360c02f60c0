import { describe, expect, it } from 'vitest';
import { converterName, libraryLabel } from './libraryLabel.ts';

describe('libraryLabel', () => {
  it('names each converter as users call it, and a separate package with its version', () => {
    expect(
      libraryLabel({
        library: 'zod',
        libraryVersion: '4.6.7',
        converter: { kind: 'converter', package: 'zod', version: '4.6.7', options: {} },
      }),
    ).toBe('zod 4.6.7 via z.toJSONSchema');
    expect(
      libraryLabel({
        library: 'zod3',
        libraryVersion: '3.25.76',
        converter: { kind: 'converter', package: 'zod-to-json-schema', version: '3.25.2', options: {} },
      }),
    ).toBe('zod3 3.25.76 via zod-to-json-schema 3.25.2');
    expect(converterName({ kind: 'converter', package: 'arktype', version: '2.2.10', options: {} })).toBe('.toJsonSchema()');
    expect(converterName({ kind: 'converter', package: '@sinclair/typebox', options: {} })).toBe('the schema itself');
    expect(
      libraryLabel({
        library: 'mine',
        libraryVersion: '1.0.0',
        converter: { kind: 'converter', package: 'mine', version: '1.0.0', options: { io: 'input', target: 'draft-2020-12' } },
      }),
    ).toBe('mine 1.0.0 via ~standard.jsonSchema.input');
  });

  it('says when the module gave the schema, and leaves out an unknown version', () => {
    expect(libraryLabel({ library: 'handmade', converter: { kind: 'given' } })).toBe('handmade, jsonSchema given');
  });
});
