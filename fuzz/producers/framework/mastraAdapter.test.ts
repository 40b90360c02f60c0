import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTool } from '@mastra/core/tools';
import { tool as aiTool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usageErrorOf } from '../../testing/usageErrorOf.ts';
import type { FrameworkContext } from './frameworkAdapter.ts';
import { mastraAdapter } from './mastraAdapter.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ctx = (provider?: string): FrameworkContext => ({
  modulePath: join(HERE, 'mastraAdapter.test.ts'),
  projectDir: HERE,
  callTimeoutMs: 3000,
  toolName: 'tag',
  ...(provider === undefined ? {} : { provider }),
});
const tagTool = createTool({
  id: 'tag',
  description: 'Tag a note.',
  inputSchema: z.object({ tags: z.array(z.string()), note: z.string().optional() }),
  execute: async () => ({ ok: true }),
});

describe('the Mastra adapter', () => {
  it("recognises createTool() results by Mastra's tool mark, and nothing else", () => {
    expect(mastraAdapter.recognizes(tagTool)).toBe(true);
    expect(mastraAdapter.recognizes(aiTool({ inputSchema: z.object({ a: z.string() }), execute: async () => 1 }))).toBe(false);
    expect(mastraAdapter.recognizes({ id: 'x', inputSchema: z.object({}) })).toBe(false);
  });

  it('fuzzes the OpenAI view unless told otherwise, and names it: optional keys sent required and nullable', async () => {
    const described = await mastraAdapter.describe(tagTool, ctx());
    expect(described).toMatchObject({
      kind: 'tool',
      advertised: { required: ['tags', 'note'], 'x-optional': ['note'], additionalProperties: false },
      origin: {
        framework: 'mastra',
        package: '@mastra/core',
        version: '1.71.0',
        provider: 'openai',
        options: { compatLayer: 'OpenAISchemaCompatLayer', model: { provider: 'openai.chat' } },
        library: { library: 'zod', version: '4.6.7' },
      },
    });
  });

  it("takes a provider view (toolfuzz's provider names too), a model-less view, and refuses an unknown one in one line", async () => {
    const anthropic = await mastraAdapter.describe(tagTool, ctx('anthropic-strict'));
    expect(anthropic).toMatchObject({
      kind: 'tool',
      advertised: { required: ['tags'] },
      origin: { provider: 'anthropic', options: { compatLayer: 'AnthropicSchemaCompatLayer' } },
    });
    expect(await mastraAdapter.describe(tagTool, ctx('none'))).toMatchObject({
      kind: 'tool',
      origin: { provider: 'none', options: { compatLayer: 'none' } },
    });
    const strictOff = createTool({
      id: 'loose',
      description: 'x',
      inputSchema: z.object({ a: z.string().optional() }),
      strict: false,
      execute: async () => 1,
    });
    expect(await mastraAdapter.describe(strictOff, ctx())).toMatchObject({
      kind: 'tool',
      origin: { options: { compatLayer: 'none (the tool sets strict: false)' } },
      advertised: expect.not.objectContaining({ required: expect.anything() }),
    });
    expect((await usageErrorOf(() => mastraAdapter.describe(tagTool, ctx('mistral')))).message).toMatch(
      /^Mastra has no provider view "mistral": use one of openai, /,
    );
  });

  it("runs the built tool's execute with a stand-in: lenient acceptance with what execute got, refusal with the { error: true } message, null arguments dropped", async () => {
    let userExecuteRan = false;
    const guarded = createTool({
      id: 'tag',
      description: 'x',
      inputSchema: tagTool.inputSchema as never,
      execute: async () => (userExecuteRan = true),
    });
    const runtime = await mastraAdapter.runtime(guarded, ctx('anthropic'));
    // Anthropic's view sends note as a plain optional string; Mastra strips the null and execute runs.
    expect(await runtime.call({ tags: ['a'], note: null }, '{"tags":["a"],"note":null}')).toEqual({
      kind: 'accepted',
      output: { tags: ['a'] },
    });
    const refused = await runtime.call({ tags: 'a' }, '{"tags":"a"}');
    expect(refused).toMatchObject({
      kind: 'rejected',
      issues: [{ path: ['tags'], code: 'invalid_type' }],
      text: expect.stringMatching(/^Tool input validation failed for tag\./),
    });
    expect(await runtime.call(null, 'null')).toMatchObject({ kind: 'rejected' });
    expect(userExecuteRan).toBe(false);
  });
});
