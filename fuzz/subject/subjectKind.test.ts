import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../testing/tempFolder.ts';
import { subjectKind, subjectKindOf } from './subjectKind.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const at = (path: string): string => join(ROOT, path);
const standard = { '~standard': { version: 1, vendor: 'zod', validate: () => ({ value: {} }) }, _zod: {} };

describe('subjectKind', () => {
  it('is library for a module whose tools have Standard Schema or TypeBox schemas, under inputSchema or parameters', async () => {
    expect(await subjectKind(at('fixtures/library-unit/zod4-record.ts'))).toBe('library');
    expect(await subjectKind(at('fixtures/library-unit/typebox-tools.ts'))).toBe('library');
    expect(subjectKindOf({ tools: [{ name: 'a', parameters: standard }] })).toBe('library');
    expect(subjectKindOf({ tools: { a: { inputSchema: standard } } })).toBe('library');
  });

  it('stays schema-spec for a module exporting validateArgs and schemaSpecToJsonSchema, even beside library tools', () => {
    const fn = (): void => {};
    expect(subjectKindOf({ validateArgs: fn, schemaSpecToJsonSchema: fn, tools: { a: { inputSchema: standard } } })).toBe('schema-spec');
  });

  it('is schema-spec for tools whose schemas are SchemaSpecs, or for no tools at all', async () => {
    expect(subjectKindOf({ tools: [{ name: 'a', schema: { type: 'object' } }] })).toBe('schema-spec');
    expect(subjectKindOf({ tools: 'nope' })).toBe('schema-spec');
    expect(await subjectKind(at('fixtures/tools/bashTools.ts'))).toBe('schema-spec');
  });

  it('never imports a SchemaSpec subject in this thread: one that hangs at import is told apart by its text', async () => {
    const started = Date.now();
    expect(await subjectKind(at('fixtures/hostile/hangs-at-import.ts'))).toBe('schema-spec');
    expect(await subjectKind(at('fixtures/subjects/faithful/index.ts'))).toBe('schema-spec');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('leaves a missing file, another extension or the known default subject to the SchemaSpec loader', async () => {
    const dir = tempFolder('subject-kind');
    const json = join(dir, 'tools.json');
    writeFileSync(json, '{"tools": []}');
    expect(await subjectKind(join(dir, 'missing.ts'))).toBe('schema-spec');
    expect(await subjectKind(json)).toBe('schema-spec');
    expect(
      await subjectKind(at('fixtures/library-unit/zod4-record.ts'), { knownSchemaSpec: at('fixtures/library-unit/zod4-record.ts') }),
    ).toBe('schema-spec');
  });
});
