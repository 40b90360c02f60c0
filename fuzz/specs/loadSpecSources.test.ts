import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { loadSpecSources } from './loadSpecSources.ts';
import { scratchFolder } from '../testing/scratchFolder.ts';

// Messages show paths relative to the cwd; vitest runs from the package root.
const ROOT = resolve(import.meta.dirname, '../..');
const rel = (path: string): string => resolve(ROOT, path);
const BAD = 'fixtures/bad/specs';
const BFCL = resolve(ROOT, '../shared/corpora/bfcl');

async function loadError(...paths: string[]): Promise<string> {
  return (await usageErrorOf(() => loadSpecSources(paths.map(rel)))).message;
}

const { dir: temp } = scratchFolder('specs');

describe('loadSpecSources: the project corpus', () => {
  it('loads every tool of fixtures/specs with its file and index as origin', async () => {
    const { tools, fuzzContexts } = await loadSpecSources([rel('fixtures/specs')]);
    expect(tools.length).toBeGreaterThanOrEqual(30);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(tools.length);
    expect(tools.every((tool) => !tool.hasBody && tool.module === undefined)).toBe(true);
    expect(tools[0]?.origin).toBe('fixtures/specs/calendar.json#0');
    expect(fuzzContexts.size).toBe(0);
  });

  it('keeps hostile property names as own keys of the loaded spec', async () => {
    const { tools } = await loadSpecSources([rel('fixtures/specs/hostile.json')]);
    const upsert = tools.find((tool) => tool.name === 'upsert_record');
    expect(upsert && Object.keys(upsert.spec)).toContain('__proto__');
    expect(Object.getPrototypeOf(upsert?.spec)).toBe(Object.prototype);
  });

  it('loads a folder recursively, in sorted order', async () => {
    const dir = join(temp, 'folder');
    for (const sub of ['b', 'a/deeper']) mkdirP(join(dir, sub));
    writeFileSync(join(dir, 'z.json'), JSON.stringify({ tools: [{ name: 'z', schema: {} }] }));
    writeFileSync(join(dir, 'b', 'b.json'), JSON.stringify({ tools: [{ name: 'b', schema: {} }] }));
    writeFileSync(join(dir, 'a', 'deeper', 'a.json'), JSON.stringify({ tools: [{ name: 'a', schema: {} }] }));
    writeFileSync(join(dir, 'a', 'notes.md'), 'not a spec');
    const { tools } = await loadSpecSources([dir]);
    expect(tools.map((tool) => tool.name)).toEqual(['a', 'b', 'z']);
  });

  it('follows a symlinked folder once, even when it points back up the tree', async () => {
    const dir = join(temp, 'linked');
    mkdirP(dir);
    writeFileSync(join(dir, 'one.json'), JSON.stringify({ x: { type: 'string' } }));
    symlinkSync(dir, join(dir, 'loop'));
    const { tools } = await loadSpecSources([dir]);
    expect(tools.map((tool) => tool.name)).toEqual(['one']);
  });

  it('names the tool of a single-spec file after the file, with the bare file as origin', async () => {
    const file = join(temp, 'read_file.json');
    writeFileSync(file, '\uFEFF{ "path": { "type": "string", "required": true }, "tools": { "type": "array" } }');
    const { tools } = await loadSpecSources([file]);
    expect(tools).toEqual([
      {
        producer: 'schema-spec',
        name: 'read_file',
        spec: { path: { type: 'string', required: true }, tools: { type: 'array' } },
        origin: file,
        hasBody: false,
      },
    ]);
  });

  it('keeps descriptions and ignores other top-level keys of a tools file', async () => {
    const file = join(temp, 'described.json');
    writeFileSync(file, JSON.stringify({ source: 'test', tools: [{ name: 'd', description: 'Does d.', schema: {} }] }));
    const { tools } = await loadSpecSources([file]);
    expect(tools).toEqual([{ producer: 'schema-spec', name: 'd', description: 'Does d.', spec: {}, origin: `${file}#0`, hasBody: false }]);
  });

  it('makes duplicate names unique with #2, #3 across and within sources', async () => {
    const file = join(temp, 'search.json');
    writeFileSync(file, JSON.stringify({ tools: [{ name: 'search', schema: {} }] }));
    const { tools } = await loadSpecSources([file, rel('fixtures/bad/tools/plainTools.ts')]);
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(['search', 'search#2', 'search#3']);
    expect(new Set(names).size).toBe(names.length);
  });

  it('loads a file named twice (directly and through its folder) once', async () => {
    const once = await loadSpecSources([rel('fixtures/specs')]);
    const twice = await loadSpecSources([rel('fixtures/specs/files.json'), rel('fixtures/specs')]);
    expect(twice.tools.length).toBe(once.tools.length);
    expect(twice.tools[0]?.origin).toBe('fixtures/specs/files.json#0');
  });
});

describe('loadSpecSources: tool modules', () => {
  it('loads defineTool results with bodies and records the fuzzContext', async () => {
    const module = rel('fixtures/tools/bashTools.ts');
    const { tools, fuzzContexts } = await loadSpecSources([module]);
    expect(tools).toHaveLength(1);
    const bash = tools[0];
    expect(bash).toMatchObject({ name: 'bash', origin: 'fixtures/tools/bashTools.ts#0', module, exportIndex: 0, hasBody: true });
    expect(Object.keys(bash?.spec ?? {})).toEqual(['command', 'timeout', 'description', 'run_in_background']);
    expect(bash?.description).toMatch(/bash/);
    expect([...fuzzContexts]).toEqual([[module, true]]);
  });

  it('loads bare { name, schema } entries without bodies, and a module without fuzzContext', async () => {
    const module = rel('fixtures/bad/tools/plainTools.ts');
    const { tools, fuzzContexts } = await loadSpecSources([module]);
    expect(tools.map((tool) => [tool.name, tool.hasBody, tool.module])).toEqual([
      ['search', false, undefined],
      ['search#2', false, undefined],
    ]);
    expect(fuzzContexts.get(module)).toBe(false);
  });

  it('returns plain data a worker can receive', async () => {
    const sources = await loadSpecSources([rel('fixtures/specs'), rel('fixtures/tools/bashTools.ts')]);
    expect(structuredClone(sources)).toEqual(sources);
  });
});

describe('loadSpecSources: errors', () => {
  it('rejects a missing path and an empty list', async () => {
    expect(await loadError('fixtures/nope.json')).toBe('spec source not found: fixtures/nope.json');
    expect((await usageErrorOf(() => loadSpecSources([]))).message).toBe('no spec sources given (pass --specs <path>)');
  });

  it('rejects a file that is neither JSON nor a module', async () => {
    expect(await loadError('fixtures/bad/subjects/notAModule.txt')).toBe(
      'fixtures/bad/subjects/notAModule.txt: not a spec source (expected a folder, a .json file or a .ts, .mts, .js, .mjs module)',
    );
  });

  it('rejects an unreadable file', async (context) => {
    const file = join(temp, 'locked.json');
    writeFileSync(file, '{}');
    chmodSync(file, 0o000);
    let readable = true;
    try {
      readFileSync(file);
    } catch {
      readable = false;
    }
    // Root reads anything, so this path is only observable for an ordinary user (parseJsonFile.test covers EISDIR).
    if (readable) context.skip('running as root: a mode-000 file is still readable');
    expect((await usageErrorOf(() => loadSpecSources([file]))).message).toMatch(new RegExp(`^${file}: cannot read: .*EACCES`));
  });

  it('rejects invalid JSON with the parser message and where it is', async () => {
    expect(await loadError(`${BAD}/invalidJson.json`)).toMatch(/^fixtures\/bad\/specs\/invalidJson\.json: invalid JSON: .+/);
    expect(await loadError(`${BAD}/emptyFile.json`)).toBe('fixtures/bad/specs/emptyFile.json: invalid JSON: Unexpected end of JSON input');
    const file = join(temp, 'positioned.json');
    writeFileSync(file, '{\n  "a" 1\n}');
    expect((await usageErrorOf(() => loadSpecSources([file]))).message).toMatch(
      new RegExp(`^${file}: invalid JSON: .+ at position 8 \\(line 2, column 7\\)$`),
    );
  });

  it('names file and JSON path of a malformed spec inside a tools file', async () => {
    expect(await loadError(`${BAD}/unknownNestedType.json`)).toBe(
      'fixtures/bad/specs/unknownNestedType.json: $.tools[2].schema.opts.properties.mode.type: unknown type "date" (expected string, number, integer, boolean, object or array)',
    );
    expect(await loadError(`${BAD}/itemsOnString.json`)).toBe(
      'fixtures/bad/specs/itemsOnString.json: $.tools[0].schema.files.items: "items" is only allowed on type "array", not "string"',
    );
  });

  it('names file and JSON path of a malformed single-spec file', async () => {
    expect(await loadError(`${BAD}/unknownKeyword.json`)).toBe(
      'fixtures/bad/specs/unknownKeyword.json: $.command.minLength: unknown keyword "minLength" (allowed: type, description, required, enum, default, properties, items)',
    );
    expect(await loadError(`${BAD}/topLevelArray.json`)).toBe(
      'fixtures/bad/specs/topLevelArray.json: $: expected a spec object mapping property names to { "type": ... }, got an array',
    );
  });

  it('names the faulty file inside a folder', async () => {
    expect(await loadError('fixtures/bad/specsFolder')).toBe(
      'fixtures/bad/specsFolder/nested/duplicateEnum.json: $.level.enum[2]: duplicate enum member 0 (same as $.level.enum[0])',
    );
  });

  it('rejects a tools that is not an array, and an empty one', async () => {
    expect(await loadError(`${BAD}/toolsNotArray.json`)).toBe(
      'fixtures/bad/specs/toolsNotArray.json: $.tools: "tools" must be an array of { "name", "description"?, "schema" }, got an object',
    );
    expect(await loadError(`${BAD}/emptyTools.json`)).toBe('fixtures/bad/specs/emptyTools.json: $.tools: no tools ("tools" is empty)');
  });

  it('rejects a tool without a string name or without a schema', async () => {
    expect(await loadError(`${BAD}/toolWithoutName.json`)).toBe(
      'fixtures/bad/specs/toolWithoutName.json: $.tools[0].name: a tool needs a non-empty string "name", got undefined',
    );
    expect(await loadError(`${BAD}/toolNameNotString.json`)).toBe(
      'fixtures/bad/specs/toolNameNotString.json: $.tools[0].name: a tool needs a non-empty string "name", got number 7',
    );
    expect(await loadError(`${BAD}/toolWithoutSchema.json`)).toBe(
      'fixtures/bad/specs/toolWithoutSchema.json: $.tools[0]: tool "lonely" has no "schema" (its SchemaSpec)',
    );
  });

  it('rejects a folder without .json files', async () => {
    const dir = join(temp, 'empty');
    mkdirP(dir);
    writeFileSync(join(dir, 'readme.md'), '# nothing');
    expect((await usageErrorOf(() => loadSpecSources([dir]))).message).toBe(`${dir}: no .json spec files in this folder`);
  });

  it('rejects a module that fails to import, with the first line of its error', async () => {
    expect(await loadError('fixtures/bad/tools/throwsOnLoad.ts')).toBe(
      'fixtures/bad/tools/throwsOnLoad.ts: cannot import: TOOLS_DB_URL is not set',
    );
  });

  it('rejects a module without a tools array, or with an empty one', async () => {
    expect(await loadError('fixtures/bad/tools/noToolsExport.ts')).toBe(
      'fixtures/bad/tools/noToolsExport.ts: does not export a "tools" array (it exports myTools)',
    );
    expect(await loadError('fixtures/bad/tools/toolsNotArray.ts')).toBe(
      'fixtures/bad/tools/toolsNotArray.ts: the "tools" export must be an array, got an object',
    );
    expect(await loadError('fixtures/bad/tools/emptyTools.ts')).toBe('fixtures/bad/tools/emptyTools.ts: the "tools" export is empty');
  });

  it('names the module and the path of a malformed tool in it', async () => {
    expect(await loadError('fixtures/bad/tools/badSchema.ts')).toBe(
      'fixtures/bad/tools/badSchema.ts: tools[1].schema.count.items: "items" is only allowed on type "array", not "integer"',
    );
    expect(await loadError('fixtures/bad/tools/executeNotFunction.ts')).toBe(
      'fixtures/bad/tools/executeNotFunction.ts: tools[0].execute: tool "weird": "execute" must be a function, got string "run it"',
    );
  });
});

describe('loadSpecSources: the BFCL corpus', () => {
  if (!existsSync(BFCL))
    console.warn(`skipping the BFCL loading test: ${BFCL} is absent (it lives in the shared folder, never in this repo)`);
  it.skipIf(!existsSync(BFCL))(`loads all 998 real-world tools of ${BFCL} (skipped when the folder is absent)`, async () => {
    const { tools } = await loadSpecSources([BFCL]);
    expect(tools).toHaveLength(998);
    expect(new Set(tools.map((tool) => tool.origin.split('#')[0])).size).toBe(4);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(998);
  });
});

function mkdirP(dir: string): void {
  mkdirSync(dir, { recursive: true });
}
