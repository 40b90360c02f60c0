import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameworkTool, LibraryTool } from '../tool/toolUnderTest.ts';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import type { FrameworkPreparer } from './framework/frameworkPreparer.ts';
import { loadSubjectTools } from './framework/loadSubjectTools.ts';
import type { LibraryPreparer } from './library/libraryPreparer.ts';
import { preparersFor } from './producerRegistry.ts';
import { ToolModules } from './toolModules.ts';
import { PreparedToolCache } from '../engine/preparedToolCache.ts';
import { UNWATCHED } from '../tool/callWatch.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

const libraryTool: LibraryTool = {
  producer: 'library',
  name: 'search',
  origin: 'fixtures/library-unit/zod4-record.ts#search',
  module: at('fixtures/library-unit/zod4-record.ts'),
  exportKey: 'search',
  advertised: { type: 'object' },
  library: { library: 'zod', libraryVersion: '4.6.7', converter: { kind: 'given' } },
};

async function frameworkTool(): Promise<FrameworkTool> {
  const { tools } = await loadSubjectTools(at('fixtures/frameworks/openai-agents/drifting.ts'), ROOT);
  const tool = tools.find((candidate): candidate is FrameworkTool => candidate.producer === 'framework');
  if (tool === undefined) throw new Error('the openai-agents fixture has no framework tool');
  return tool;
}

const setup = { subjectPath: '', cwd: ROOT, seed: 1, callTimeoutMs: 2000, runBodies: false, asSentProviders: [] };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ToolModules: one import of each tool module per worker', () => {
  it('gives the same import for the same module, and a module that throws on load is a one-line UsageError', async () => {
    const modules = new ToolModules();
    const first = modules.exportsOf(libraryTool.module, 'zod4-record.ts');
    expect(modules.exportsOf(libraryTool.module, 'zod4-record.ts')).toBe(first);
    expect(Object.keys(await first)).toContain('tools');
    const thrown = await usageErrorOf(() => modules.exportsOf(at('fixtures/bad/subjects/throwsOnLoad.ts'), 'throwsOnLoad.ts'));
    expect(thrown.message).toMatch(/^throwsOnLoad\.ts: cannot import: /);
  });

  it("a worker's library and framework preparers read their modules through one ToolModules", async () => {
    const exportsOf = vi.spyOn(ToolModules.prototype, 'exportsOf');
    const preparers = await preparersFor(['library', 'framework'], setup);
    const library = preparers.get('library') as unknown as LibraryPreparer;
    const framework = preparers.get('framework') as unknown as FrameworkPreparer;
    await library.runtimeOf(libraryTool);
    const tool = await frameworkTool();
    await framework.runtimeOf(tool);
    expect(exportsOf.mock.calls.map(([path]) => path)).toEqual([libraryTool.module, tool.module]);
    expect(exportsOf.mock.contexts[0]).toBe(exportsOf.mock.contexts[1]);
  });

  it("builds a tool's runtime only when the worker's cache does not hold the tool (each slice of a held tool reuses it)", async () => {
    const preparers = await preparersFor(['library', 'framework'], setup);
    const library = preparers.get('library') as unknown as LibraryPreparer;
    const framework = preparers.get('framework') as unknown as FrameworkPreparer;
    const tool = await frameworkTool();
    const built = [vi.spyOn(library, 'runtimeOf'), vi.spyOn(framework, 'runtimeOf')];
    const cache = new PreparedToolCache();
    const first = [await library.prepare(libraryTool, cache, UNWATCHED), await framework.prepare(tool, cache, UNWATCHED)];
    const again = [await library.prepare(libraryTool, cache, UNWATCHED), await framework.prepare(tool, cache, UNWATCHED)];
    again.forEach((prepared, i) => expect(prepared).toBe(first[i]));
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([1, 1]);
    cache.clear();
  });
});
