import { rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { LibraryTool } from '../../tool/toolUnderTest.ts';
import { tempFolder } from '../../testing/tempFolder.ts';
import { LibraryPreparer } from './libraryPreparer.ts';
import { loadLibraryTools } from './loadLibraryTools.ts';
import { subjectKindOf } from '../../subject/subjectKind.ts';
import { rawShapeLibrary } from './rawShape.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const made: string[] = [];
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

// A project with zod and no MCP SDK: the shape is z.object(shape) with the user's zod, converted by zod.
function projectWithoutSdk(): string {
  const dir = tempFolder('raw-shape');
  made.push(dir);
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(join(ROOT, 'node_modules', 'zod'), join(dir, 'node_modules', 'zod'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
  const module = join(dir, 'tools.mjs');
  writeFileSync(
    module,
    "import { z } from 'zod';\nexport const tools = { weather: { inputSchema: { city: z.string().min(1), days: z.number().int().default(3) } } };\n",
  );
  return module;
}

const preparer = new LibraryPreparer({ seed: 1, callTimeoutMs: 1000 });
const call = async (tool: LibraryTool | undefined, args: unknown) =>
  (await preparer.runtimeOf(tool as LibraryTool)).call(args, args === undefined ? undefined : JSON.stringify(args));

describe('raw shapes, as McpServer.registerTool takes them', () => {
  it('tells a record of zod schemas of one major from a schema, a JSON Schema and a mixed record', async () => {
    const { z } = await import('zod');
    expect(rawShapeLibrary({ a: z.string(), b: z.number() })).toBe('zod');
    expect(rawShapeLibrary(z.object({ a: z.string() }))).toBeUndefined();
    expect(rawShapeLibrary({ type: 'object', properties: {} })).toBeUndefined();
    expect(rawShapeLibrary({ a: z.string(), b: 1 })).toBeUndefined();
    expect(rawShapeLibrary({})).toBeUndefined();
    // So `run --subject` takes a module of them for a library subject, not a SchemaSpec one.
    expect(subjectKindOf({ tools: { weather: { inputSchema: { city: z.string() } } } })).toBe('library');
  });

  it("loads them as library tools, advertised as the project's SDK advertises them (input mode, draft-07), zod 3 too", async () => {
    const { tools, skipped } = await loadLibraryTools(join(ROOT, 'fixtures/library-unit/raw-shape.ts'), ROOT);
    expect(skipped).toEqual([]);
    const [weather, , legacy] = tools;
    expect(tools.map((t) => [t.name, t.library.library])).toEqual([
      ['weather', 'zod'],
      ['ping', 'zod'],
      ['legacy', 'zod3'],
    ]);
    expect(weather?.library.converter).toEqual({
      kind: 'converter',
      package: '@modelcontextprotocol/sdk',
      version: '1.32.2',
      options: { strictUnions: true, pipeStrategy: 'input' },
    });
    // Input mode: the defaulted key is optional, as the SDK's tools/list shows it.
    expect(weather?.advertised).toMatchObject({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: ['city'] });
    expect(legacy?.advertised).toMatchObject({ type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] });
  });

  it("checks them as z.object(shape) with the SDK's `arguments ?? {}`: defaults filled, an omitted arguments is {}", async () => {
    const { tools } = await loadLibraryTools(join(ROOT, 'fixtures/library-unit/raw-shape.ts'), ROOT);
    const [weather, ping, legacy] = tools;
    expect(await call(weather, { city: 'Oslo' })).toEqual({ kind: 'accepted', output: { city: 'Oslo', days: 3 } });
    expect(await call(weather, { city: '' })).toMatchObject({ kind: 'rejected', issues: [{ path: ['city'] }] });
    expect(await call(ping, undefined)).toEqual({ kind: 'accepted', output: {} });
    expect(await call(legacy, { id: 'not-a-uuid' })).toMatchObject({ kind: 'rejected', issues: [{ path: ['id'] }] });
  });

  it("without an SDK in the project, is z.object(shape) of the user's zod, converted by zod at its defaults", async () => {
    const module = projectWithoutSdk();
    const { tools } = await loadLibraryTools(module, join(module, '..'));
    expect(tools[0]?.library.converter).toMatchObject({ kind: 'converter', package: 'zod', options: {} });
    // zod's default io is output: the defaulted key is listed as required.
    expect(tools[0]?.advertised).toMatchObject({ type: 'object', required: ['city', 'days'] });
    expect(await call(tools[0], undefined)).toMatchObject({ kind: 'rejected' });
    expect(await call(tools[0], { city: 'Oslo' })).toEqual({ kind: 'accepted', output: { city: 'Oslo', days: 3 } });
  });
});
