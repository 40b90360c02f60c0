import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from './ajvFactory.ts';
import { DRAFT_2020_12_META, draft2020MetaCheck } from './metaSchemaValidator.ts';
import { tempFolder } from '../testing/tempFolder.ts';

// What the lint saw before the cache: a fresh ajv of the meta-schema use, compiling the meta-schema.
const fresh = createAjv({ use: 'meta-schema', draft: '2020-12' });
const verdictOf = (check: (schema: unknown) => boolean, errors: () => unknown, schema: unknown) => [check(schema), errors() ?? null];
const freshVerdict = (schema: unknown) =>
  verdictOf(
    (s) => fresh.validate(DRAFT_2020_12_META, s),
    () => fresh.errors,
    schema,
  );

const SCHEMAS: unknown[] = [
  { type: 'object', properties: { a: { type: 'string', minLength: 1 } }, required: ['a'] },
  { type: 'objekt' },
  { items: [{}] },
  { prefixItems: [{}], $anchor: '1bad' },
  { properties: { a: { minLength: -1 } } },
  { $defs: { x: { type: 'integer' } }, $ref: '#/$defs/x' },
  true,
  42,
];

describe('the 2020-12 meta-schema check', () => {
  it('compiles on a cold cache and writes its code; the next load reads it, and both judge as a fresh ajv does', () => {
    const file = join(tempFolder('meta-cache'), 'nested', 'meta.cjs');
    const first = draft2020MetaCheck(file);
    expect(first.source).toBe('compiled');
    expect(existsSync(file)).toBe(true);
    // A copy under another name: require's module cache must not answer for the file this thread just wrote.
    const copy = `${file.slice(0, -4)}-copy.cjs`;
    writeFileSync(copy, readFileSync(file));
    const second = draft2020MetaCheck(copy);
    expect(second.source).toBe('cache');
    for (const schema of SCHEMAS) {
      expect(
        verdictOf(first.check, () => first.check.errors, schema),
        JSON.stringify(schema),
      ).toEqual(freshVerdict(schema));
      expect(
        verdictOf(second.check, () => second.check.errors, schema),
        JSON.stringify(schema),
      ).toEqual(freshVerdict(schema));
    }
  });

  it('judges any JSON value as a fresh ajv does, from the cached code (property)', () => {
    const file = join(tempFolder('meta-cache'), 'meta.cjs');
    draft2020MetaCheck(file);
    const copy = `${file.slice(0, -4)}-read.cjs`;
    writeFileSync(copy, readFileSync(file));
    const { check, source } = draft2020MetaCheck(copy);
    expect(source).toBe('cache');
    const keyword = fc.constantFrom(
      'type',
      'items',
      'prefixItems',
      'minLength',
      'properties',
      'required',
      'enum',
      '$ref',
      'anyOf',
      'const',
    );
    const schema = fc.dictionary(keyword, fc.jsonValue({ maxDepth: 2 }), { noNullPrototype: true });
    fc.assert(
      fc.property(schema, (s) => {
        expect(verdictOf(check, () => check.errors, s)).toEqual(freshVerdict(s));
      }),
    );
  });

  it('a cache file it cannot load is compiled over, and a folder it cannot write still gives a check', () => {
    const folder = tempFolder('meta-cache');
    const broken = join(folder, 'broken.cjs');
    writeFileSync(broken, 'module.exports = (;');
    expect(draft2020MetaCheck(broken).source).toBe('compiled');
    // A file under a regular file: mkdir fails, and the lint still gets its check.
    const unwritable = join(broken, 'under-a-file', 'meta.cjs');
    const { check, source } = draft2020MetaCheck(unwritable);
    expect(source).toBe('compiled');
    expect(check({ type: 'objekt' })).toBe(false);
  });
});
