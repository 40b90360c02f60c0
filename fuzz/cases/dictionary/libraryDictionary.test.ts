import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type } from 'arktype';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tempFolder } from '../../testing/tempFolder.ts';
import { libraryDictionary } from './libraryDictionary.ts';
import { moduleLiterals } from './moduleLiterals.ts';
import { predicateLiterals } from './predicateLiterals.ts';
import { schemaLiterals } from './schemaLiterals.ts';
import { MAX_DICTIONARY_STRINGS, mergeDictionaries } from './subjectDictionary.ts';

const folder = tempFolder('dictionary');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('predicateLiterals', () => {
  it.each([
    ['zod 4 refine', z.object({ role: z.string().refine((s) => s !== 'root'), n: z.number().refine((n) => n !== 13) })],
    [
      'valibot check',
      v.object({
        role: v.pipe(
          v.string(),
          v.check((s) => s !== 'root'),
        ),
        n: v.pipe(
          v.number(),
          v.check((n) => n !== 13),
        ),
      }),
    ],
    ['arktype narrow', type({ role: type('string').narrow((s) => s !== 'root'), n: type('number').narrow((n) => n !== 13) })],
  ])('reads the constants of a %s from the schema object', (_, schema) => {
    const found = predicateLiterals(schema);
    expect(found.strings).toContain('root');
    expect(found.numbers).toContain(13);
  });

  it.each([undefined, null, 'z.string()', 42])('reads nothing of %s, which holds no schema object', (schema) => {
    expect(predicateLiterals(schema)).toEqual({ strings: [], numbers: [] });
  });
});

describe('moduleLiterals', () => {
  it('reads the module and the local files it imports, never packages', () => {
    writeFileSync(
      join(folder, 'tools.ts'),
      "import { z } from 'zod';\nimport { RESERVED } from './reserved.js';\nexport const a = 'from-module';\n",
    );
    writeFileSync(join(folder, 'reserved.ts'), "export const RESERVED = ['from-import', 42];\n");
    const found = moduleLiterals(join(folder, 'tools.ts'));
    expect(found.strings).toEqual(['from-module', 'from-import']);
    expect(found.numbers).toEqual([42]);
  });

  it('gives nothing for a file it cannot read', () => {
    expect(moduleLiterals(join(folder, 'missing.ts'))).toEqual({ strings: [], numbers: [] });
  });
});

describe('schemaLiterals', () => {
  it("takes an MCP tool's examples, defaults, consts and the values its descriptions quote", () => {
    const schema = {
      type: 'object',
      properties: {
        region: { type: 'string', examples: ['eu-west-1'], default: 'us-east-1' },
        mode: { const: 'fast' },
        n: { type: 'integer', description: 'never "7"' },
      },
    };
    const found = schemaLiterals(schema, 'Use `prod` with care.');
    expect(found.strings).toEqual(['prod', 'eu-west-1', 'us-east-1', 'fast', '7']);
    expect(found.numbers).toEqual([7]);
  });
});

describe('libraryDictionary', () => {
  it("puts a tool's own predicate constants first, then its schema's, then the module's, each once and bounded", () => {
    const schema = z.object({ role: z.string().refine((s) => s !== 'root') });
    const module = { strings: [...Array.from({ length: 60 }, (_, i) => `m${i}`), 'root'], numbers: [1, 13] };
    const dictionary = libraryDictionary(schema, { examples: [{ role: 'ops' }] }, undefined, module);
    expect(dictionary.strings.slice(0, 3)).toEqual(['root', 'ops', 'm0']);
    expect(dictionary.strings).toHaveLength(MAX_DICTIONARY_STRINGS);
    expect(new Set(dictionary.strings).size).toBe(dictionary.strings.length);
  });

  it('keeps out long strings, multi-line strings and non-finite numbers', () => {
    expect(
      mergeDictionaries({ strings: ['', 'x'.repeat(65), 'a\nb', 'ok'], numbers: [Number.NaN, Number.POSITIVE_INFINITY, 0, -0] }),
    ).toEqual({ strings: ['ok'], numbers: [0] });
  });
});
