import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FrameworkTool } from '../../tool/toolUnderTest.ts';
import { FrameworkPreparer } from './frameworkPreparer.ts';
import { loadSubjectTools } from './loadSubjectTools.ts';

// The Agents and LangChain fixture modules as `run --subject` loads them: each tool told by its
// framework from the object, where users export it (an array, an agent's tools), and judged in the
// preparer by the framework's own path.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = (path: string) => fileURLToPath(new URL(`../../../fixtures/frameworks/${path}`, import.meta.url));

async function frameworkTools(path: string): Promise<FrameworkTool[]> {
  const { tools } = await loadSubjectTools(fixture(path), ROOT);
  return tools.filter((tool): tool is FrameworkTool => tool.producer === 'framework');
}

describe('Agents and LangChain subjects', () => {
  it('loads every FunctionTool of an array export as an openai-agents tool, named as the SDK names it', async () => {
    const tools = await frameworkTools('openai-agents/drifting.ts');
    expect(tools).toHaveLength(10);
    expect(tools.every((tool) => tool.framework.framework === 'openai-agents' && tool.framework.version === '0.20.0')).toBe(true);
    expect(tools[0]).toMatchObject({ name: 'optional_required_nullable', exportPath: ['tools', 0] });
  });

  it("reaches an agent's tools", async () => {
    const tools = await frameworkTools('openai-agents/clean.ts');
    expect(tools.map((tool) => [tool.name, tool.exportPath])).toEqual([
      ['search_docs', ['agent', 'tools', 0]],
      ['create_ticket', ['agent', 'tools', 1]],
      ['schedule_meeting', ['agent', 'tools', 2]],
    ]);
  });

  it('loads tool(), DynamicStructuredTool and StructuredTool instances as langchain tools, with the zod under them', async () => {
    const tools = await frameworkTools('langchain/clean.ts');
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'create_ticket', 'schedule_meeting']);
    expect(tools.every((tool) => tool.framework.framework === 'langchain' && tool.framework.library?.library === 'zod')).toBe(true);
  });

  it.each([
    ['openai-agents/drifting.ts', 'fallback_drops_pattern', '{"sku":"abc","warehouse":null}', 'rejected'],
    ['openai-agents/drifting.ts', 'optional_required_nullable', '{"city":"Oslo"}', 'accepted'],
    ['langchain/drifting.ts', 'catchall_closed', '{"deployment":"api","labels":{"env":"prod"}}', 'accepted'],
    ['langchain/drifting.ts', 'pipe_shown_by_input', '{"orderId":"o","amount":"ten"}', 'rejected'],
  ])('%s %s: the preparer judges %s as the framework does (%s)', async (path, name, text, kind) => {
    const tool = (await frameworkTools(path)).find((candidate) => candidate.name === name);
    if (tool === undefined) throw new Error(`${path} has no ${name}`);
    const runtime = await new FrameworkPreparer({ seed: 1, callTimeoutMs: 2000 }).runtimeOf(tool);
    expect((await runtime.call(JSON.parse(text), text)).kind).toBe(kind);
  });
});
