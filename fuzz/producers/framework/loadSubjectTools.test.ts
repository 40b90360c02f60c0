import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { FrameworkTool, LibraryTool } from '../../tool/toolUnderTest.ts';
import { subjectKind } from '../../subject/subjectKind.ts';
import { tempFolder } from '../../testing/tempFolder.ts';
import { usageErrorOf } from '../../testing/usageErrorOf.ts';
import { loadSubjectTools } from './loadSubjectTools.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const unit = (name: string): string => join(ROOT, 'fixtures/framework-unit', name);
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('loadSubjectTools', () => {
  it('finds AI SDK tools in a tool set, exported alone and in an agent, each once, with the schema the AI SDK sends; tools it cannot send are skipped with why', async () => {
    const { tools, skipped } = await loadSubjectTools(unit('ai-sdk-shapes.ts'), ROOT);
    expect(tools.map((t) => [t.name, t.producer, t.origin])).toEqual([
      ['search', 'framework', 'fixtures/framework-unit/ai-sdk-shapes.ts#tools.search'],
      ['lookup', 'framework', 'fixtures/framework-unit/ai-sdk-shapes.ts#tools.lookup'],
      ['weather', 'framework', 'fixtures/framework-unit/ai-sdk-shapes.ts#weather'],
      ['remind', 'framework', 'fixtures/framework-unit/ai-sdk-shapes.ts#agent.tools.remind'],
    ]);
    const [search, lookup, , remind] = tools as FrameworkTool[];
    expect(remind?.exportPath).toEqual(['agent', 'tools', 'remind']);
    // As the AI SDK sends it: draft-07, io "input" (the defaulted limit is optional), closed by addAdditionalPropertiesToJsonSchema.
    expect(search?.advertised).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      required: ['query'],
      additionalProperties: false,
    });
    expect(search?.framework).toMatchObject({
      framework: 'ai-sdk',
      package: 'ai',
      version: '7.0.173',
      options: { target: 'draft-7', io: 'input', reused: 'inline' },
      library: { library: 'zod', version: '4.6.7' },
    });
    expect(search?.framework.validation).toContain('secureJsonParse');
    // jsonSchema() is sent as given, and checks nothing without validate.
    expect(lookup?.advertised).toEqual({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] });
    expect(lookup?.framework.validation).toContain('no validate');
    expect(skipped).toEqual([
      { tool: 'rawValibot', reason: expect.stringContaining("Standard schema vendor 'valibot' does not support JSON Schema conversion") },
      { tool: 'when', reason: expect.stringContaining('Date cannot be represented in JSON Schema') },
    ]);
  });

  it('keeps plain library tools of a module that does not import ai as library tools, unless --framework ai-sdk is given', async () => {
    const auto = await loadSubjectTools(unit('plain-library.ts'), ROOT);
    const library = auto.tools[0] as LibraryTool;
    expect(library.producer).toBe('library');
    // zod's default io "output": the defaulted limit is required.
    expect(library.advertised).toMatchObject({ required: ['query', 'limit'] });
    const forced = await loadSubjectTools(unit('plain-library.ts'), ROOT, 'ai-sdk');
    expect(forced.tools.map((t) => [t.producer, t.advertised])).toEqual([['framework', expect.objectContaining({ required: ['query'] })]]);
  });

  it('with --framework none, reads the module as a library subject, as before frameworks: a jsonSchema() tool is no library schema', async () => {
    const error = await usageErrorOf(() => loadSubjectTools(unit('ai-sdk-shapes.ts'), ROOT, 'none'));
    expect(error.message).toMatch(/tools\.lookup\.inputSchema: tool "lookup": not a Standard Schema/);
    const plain = await loadSubjectTools(unit('plain-library.ts'), ROOT, 'none');
    expect(plain.tools.map((t) => t.producer)).toEqual(['library']);
  });

  it('is a library subject for subjectKind when its only tools are framework tools', async () => {
    expect(await subjectKind(unit('ai-sdk-shapes.ts'))).toBe('library');
  });

  it('says in one line which package to install when the project has no ai', async () => {
    const dir = tempFolder('framework-missing');
    folders.push(dir);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
    const module = join(dir, 'tools.mjs');
    // A Schema object as jsonSchema() makes it, without the package: marked with the AI SDK's global symbol.
    writeFileSync(
      module,
      "export const tools = { ping: { inputSchema: { [Symbol.for('vercel.ai.schema')]: true, jsonSchema: { type: 'object' }, validate: undefined } } };\n",
    );
    const error = await usageErrorOf(() => loadSubjectTools(module, dir));
    expect(error.message).toBe(
      'tools.mjs: ai is not installed in this project: install it (npm install ai) to fuzz its tools as it sends and checks them, or pass --framework none',
    );
  });

  it("gives a framework tool its module's dictionary, its schema's predicate constants first (none to read in an OpenAI Agents tool, which keeps only JSON Schema)", async () => {
    const refined = await loadSubjectTools(join(ROOT, 'fixtures/frameworks/ai-sdk/literal-refine.ts'), ROOT);
    const [rename] = refined.tools as FrameworkTool[];
    expect(rename?.dictionary?.strings[0]).toBe('forbidden-literal');
    const agents = await loadSubjectTools(join(ROOT, 'fixtures/frameworks/openai-agents/drifting.ts'), ROOT);
    expect(agents.tools.length).toBeGreaterThan(0);
    for (const tool of agents.tools) expect(tool.dictionary?.strings.length, tool.name).toBeGreaterThan(0);
  });
});
