import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fakeValibotProject } from '../../testing/fakeLibraryProject.ts';
import { tempFolder } from '../../testing/tempFolder.ts';
import { usageErrorOf } from '../../testing/usageErrorOf.ts';
import { loadLibraryTools } from './loadLibraryTools.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const unit = (name: string): string => join(ROOT, 'fixtures/library-unit', name);
const load = (name: string) => loadLibraryTools(unit(name), ROOT);

describe('loadLibraryTools', () => {
  it('reads a record of zod 4 tools: names from the key or `name`, `parameters`, a given jsonSchema, and derives the rest with z.toJSONSchema at its defaults', async () => {
    const { tools, skipped } = await load('zod4-record.ts');
    expect(tools.map((t) => [t.name, t.exportKey, t.origin])).toEqual([
      ['search', 'search', 'fixtures/library-unit/zod4-record.ts#search'],
      ['lookup_user', 'lookup', 'fixtures/library-unit/zod4-record.ts#lookup'],
    ]);
    const [search, lookup] = tools;
    expect(search?.description).toBe('Search the docs');
    expect(search?.library).toEqual({
      library: 'zod',
      libraryVersion: '4.6.7',
      converter: { kind: 'converter', package: 'zod', version: '4.6.7', options: {} },
    });
    expect(search?.advertised).toMatchObject({ type: 'object', required: ['query'], additionalProperties: false });
    expect(lookup?.library.converter).toEqual({ kind: 'given' });
    expect(lookup?.advertised).toEqual({
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
      additionalProperties: false,
    });
    // A transform has no JSON Schema: the tool is listed as skipped with zod's own words.
    expect(skipped).toEqual([{ tool: 'shout', reason: 'zod cannot convert its schema: Transforms cannot be represented in JSON Schema' }]);
  });

  it('lists a .default() field as required, as z.toJSONSchema does with its default io: "output"', async () => {
    const { tools } = await load('zod4-default.ts');
    expect(tools[0]?.advertised).toMatchObject({ required: ['query', 'page'] });
  });

  it('tells zod 3 (imported through the zod3 alias) from zod 4, finds its version, and converts it with zod-to-json-schema; an array keeps names unique', async () => {
    const { tools } = await load('zod3-array.ts');
    expect(tools.map((t) => [t.name, t.exportKey])).toEqual([
      ['create_event', 0],
      ['create_event#2', 1],
    ]);
    expect(tools[0]?.library).toEqual({
      library: 'zod3',
      libraryVersion: '3.25.76',
      converter: { kind: 'converter', package: 'zod-to-json-schema', version: '3.25.2', options: {} },
    });
    expect(tools[0]?.advertised).toMatchObject({ $schema: 'http://json-schema.org/draft-07/schema#', required: ['title', 'day'] });
  });

  it('reads valibot tools and skips one its converter cannot convert', async () => {
    const { tools, skipped } = await load('valibot-tools.ts');
    expect(tools.map((t) => [t.name, t.library.library, t.library.libraryVersion, t.library.converter.kind])).toEqual([
      ['rename', 'valibot', '1.5.0', 'given'],
    ]);
    expect(skipped).toEqual([
      {
        tool: 'count',
        reason: '@valibot/to-json-schema cannot convert its schema: The "transform" action cannot be converted to JSON Schema.',
      },
    ]);
  });

  it('converts arktype types with their own toJsonSchema, and skips a narrow with a one-line reason', async () => {
    const { tools, skipped } = await load('arktype-tools.ts');
    expect(tools.map((t) => t.name)).toEqual(['deploy']);
    expect(tools[0]?.library).toEqual({
      library: 'arktype',
      libraryVersion: '2.2.10',
      converter: { kind: 'converter', package: 'arktype', version: '2.2.10', options: {} },
    });
    expect(tools[0]?.advertised).toMatchObject({
      required: ['service'],
      properties: { replicas: { type: 'integer', minimum: 1, maximum: 5 } },
    });
    expect(skipped).toEqual([
      { tool: 'even', reason: 'arktype cannot convert its schema: a predicate cannot be represented in JSON Schema' },
    ]);
  });

  it('takes a TypeBox schema as its own JSON Schema, without its symbol keys', async () => {
    const { tools } = await load('typebox-tools.ts');
    expect(tools[0]?.library).toEqual({
      library: 'typebox',
      libraryVersion: '0.34.52',
      converter: { kind: 'converter', package: '@sinclair/typebox', version: '0.34.52', options: {} },
    });
    expect(tools[0]?.advertised).toEqual({
      additionalProperties: false,
      type: 'object',
      required: ['path', 'lines'],
      properties: { path: { type: 'string' }, lines: { maxItems: 3, type: 'array', items: { type: 'string' } } },
    });
    expect(Object.getOwnPropertySymbols(tools[0]?.advertised)).toEqual([]);
  });

  it('takes any other Standard Schema vendor when its jsonSchema is given', async () => {
    const { tools } = await load('async-refine.ts');
    expect(tools.find((t) => t.name === 'broken')?.library).toEqual({ library: 'handmade', converter: { kind: 'given' } });
  });

  it("derives another vendor's schema through its Standard JSON Schema interface, for the input side", async () => {
    const dir = tempFolder('library-standard-json');
    const path = join(dir, 'tools.mjs');
    const jsonSchema = "{ input: ({ target }) => ({ type: 'object', description: 'for ' + target }), output: () => ({ type: 'null' }) }";
    writeFileSync(
      path,
      `export const tools = { t: { inputSchema: { '~standard': { vendor: 'mine', validate: (value) => ({ value }), jsonSchema: ${jsonSchema} } } } };\n`,
    );
    const { tools } = await loadLibraryTools(path, dir);
    expect(tools[0]?.advertised).toEqual({ type: 'object', description: 'for draft-2020-12' });
    expect(tools[0]?.library).toEqual({
      library: 'mine',
      converter: { kind: 'converter', package: 'mine', options: { io: 'input', target: 'draft-2020-12' } },
    });
  });

  it('says in one line which converter to install when the project lacks it', async () => {
    const project = fakeValibotProject();
    const error = await usageErrorOf(() => loadLibraryTools(project.module, project.dir));
    expect(error.message).toBe(
      'tools.mjs: tool "ping" uses valibot; install @valibot/to-json-schema to derive its JSON Schema (or export jsonSchema)',
    );
  });

  it('rejects malformed modules in one line naming the entry', async () => {
    const dir = tempFolder('library-bad');
    const write = (name: string, text: string): string => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };
    const cases: [string, string][] = [
      ['export const other = 1;\n', 'a.mjs: does not export "tools" (an array or a record of tools)'],
      ['export const tools = 3;\n', 'b.mjs: the "tools" export must be an array or a record of tools, got number 3'],
      [
        "export const tools = [{ inputSchema: { '~standard': { vendor: 'x', validate: () => ({ value: 1 }) } } }];\n",
        'c.mjs: tools[0]: a tool in a "tools" array needs a "name" string, got undefined',
      ],
      ['export const tools = { t: { description: "no schema" } };\n', 'd.mjs: tools.t: tool "t" has no inputSchema (or parameters)'],
      [
        'export const tools = { t: { inputSchema: { type: "object" } } };\n',
        'e.mjs: tools.t.inputSchema: tool "t": not a Standard Schema (zod, valibot, arktype) or TypeBox schema, got an object',
      ],
      [
        "export const tools = { t: { inputSchema: { '~standard': { vendor: 'x', validate: () => ({ value: 1 }) } } } };\n",
        'f.mjs: tool "t" uses x; toolfuzz has no converter for it: export jsonSchema beside its inputSchema',
      ],
    ];
    for (const [index, [text, message]] of cases.entries()) {
      const path = write(`${'abcdef'[index]}.mjs`, text);
      expect((await usageErrorOf(() => loadLibraryTools(path, dir))).message).toBe(message);
    }
  });
});
