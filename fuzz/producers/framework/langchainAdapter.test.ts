import { fileURLToPath } from 'node:url';
import { DynamicStructuredTool, tool } from '@langchain/core/tools';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as z3 from 'zod/v3';
import { tools as driftingTools } from '../../../fixtures/frameworks/langchain/drifting.ts';
import { tools as agentsTools } from '../../../fixtures/frameworks/openai-agents/drifting.ts';
import type { RuntimeCall } from '../../tool/schemaTool/toolRuntime.ts';
import type { FrameworkContext } from './frameworkAdapter.ts';
import { langchainAdapter } from './langchainAdapter.ts';
import { openaiAgentsAdapter } from './openaiAgentsAdapter.ts';

const ctx: FrameworkContext = {
  modulePath: fileURLToPath(import.meta.url),
  projectDir: fileURLToPath(new URL('../../../', import.meta.url)),
  callTimeoutMs: 2000,
};

/** A tool() whose function records that it ran: the adapter must never reach it. */
function recordingTool(schema: z.ZodType) {
  const ran: unknown[] = [];
  const made = tool(async (args: unknown) => (ran.push(args), 'done'), {
    name: 'probe',
    description: 'A probe.',
    schema: schema as z.ZodObject,
  });
  return { made, ran };
}

async function callOf(value: unknown, text: string | undefined): Promise<RuntimeCall> {
  const runtime = await langchainAdapter.runtime(value, ctx);
  return runtime.call(text === undefined ? undefined : JSON.parse(text), text);
}

function byName(name: string): unknown {
  return driftingTools.find((made) => made.name === name);
}

describe('langchainAdapter.recognizes', () => {
  it('takes tool(), DynamicStructuredTool and StructuredTool instances, and no other framework tool', () => {
    expect(driftingTools.every((made) => langchainAdapter.recognizes(made))).toBe(true);
    const dynamic = new DynamicStructuredTool({ name: 'd', description: 'd', schema: z.object({}), func: async () => '' });
    expect(langchainAdapter.recognizes(dynamic)).toBe(true);
    expect(agentsTools.some((made) => langchainAdapter.recognizes(made))).toBe(false);
    expect(driftingTools.some((made) => openaiAgentsAdapter.recognizes(made))).toBe(false);
    expect(langchainAdapter.recognizes({ name: 'x', schema: {}, invoke() {} })).toBe(false);
  });
});

describe('langchainAdapter.describe', () => {
  it("gives convertToOpenAITool's parameters: closed objects, the output projection, and names the converter and zod", async () => {
    const described = await langchainAdapter.describe(byName('default_advertised_required'), ctx);
    if (described.kind !== 'tool') throw new Error(described.reason);
    expect(described.advertised).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { query: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      required: ['query', 'limit'],
      additionalProperties: false,
    });
    expect(described.origin).toMatchObject({
      framework: 'langchain',
      package: '@langchain/core',
      version: '1.4.0',
      library: { library: 'zod', version: '4.6.7' },
    });
    expect(described.origin.converter).toMatch(/^convertToOpenAITool/);
  });

  it('closes a z.looseObject the parse keeps open', async () => {
    const described = await langchainAdapter.describe(byName('loose_object_closed'), ctx);
    if (described.kind !== 'tool') throw new Error(described.reason);
    expect((described.advertised as { properties: { filters: unknown } }).properties.filters).toMatchObject({
      additionalProperties: false,
    });
  });

  it('skips a tool LangChain cannot bind (z.date() throws in convertToOpenAITool), with the reason', async () => {
    const { made } = recordingTool(z.strictObject({ when: z.date() }));
    expect(await langchainAdapter.describe(made, ctx)).toMatchObject({
      kind: 'skipped',
      reason: expect.stringMatching(/convertToOpenAITool throws.*Date/),
    });
  });
});

describe('langchainAdapter.runtime', () => {
  it("accepts what LangChain validates, giving the parse output the tool's function would receive, without running it", async () => {
    const { made, ran } = recordingTool(z.strictObject({ query: z.string(), limit: z.int().default(20) }));
    expect(await callOf(made, '{"query":"x"}')).toEqual({ kind: 'accepted', output: { query: 'x', limit: 20 } });
    expect(ran).toEqual([]);
  });

  it("refuses what LangChain refuses, with zod's paths and the ToolInputParsingException text the model gets", async () => {
    const { made, ran } = recordingTool(z.strictObject({ query: z.string().min(3) }));
    const refused = await callOf(made, '{"query":"ab"}');
    expect(refused).toMatchObject({ kind: 'rejected', issues: [{ path: ['query'], code: 'too_small' }] });
    expect(refused.kind === 'rejected' ? refused.text : '').toMatch(/^Received tool input did not match expected schema/);
    expect(ran).toEqual([]);
  });

  it('refuses text that is not JSON, and arguments left out, at parseToolCall', async () => {
    const { made } = recordingTool(z.strictObject({ query: z.string() }));
    const runtime = await langchainAdapter.runtime(made, ctx);
    expect(await runtime.call(undefined, '{"query":')).toMatchObject({
      kind: 'rejected',
      text: expect.stringMatching(/are not valid JSON/),
    });
    expect(await runtime.call(undefined, undefined)).toMatchObject({ kind: 'rejected' });
  });

  it('marks a refine refusal as a hidden constraint, not drift', async () => {
    const { made } = recordingTool(
      z.strictObject({ from: z.string(), to: z.string() }).refine((trip) => trip.from !== trip.to, 'from and to differ'),
    );
    expect(await callOf(made, '{"from":"OSL","to":"OSL"}')).toMatchObject({ kind: 'rejected', issues: [{ code: 'custom', hidden: true }] });
  });

  it('validates a JSON Schema tool with @cfworker/json-schema, as LangChain does', async () => {
    const ran: unknown[] = [];
    const made = new DynamicStructuredTool({
      name: 'json',
      description: 'A JSON Schema tool.',
      schema: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } }, required: ['n'] },
      func: async (args: unknown) => (ran.push(args), 'done'),
    });
    expect(await callOf(made, '{"n":0}')).toMatchObject({ kind: 'rejected' });
    expect(await callOf(made, '{"n":2}')).toEqual({ kind: 'accepted', output: { n: 2 } });
    expect(ran).toEqual([]);
  });

  it('drives a zod 3 tool: zodToJsonSchema at its defaults (a .default() key not required), and zod 3 issues', async () => {
    const made = tool(async () => 'done', {
      name: 'z3',
      description: 'zod 3',
      schema: z3.z.object({ q: z3.z.string().min(2), d: z3.z.number().default(1) }) as never,
    });
    const described = await langchainAdapter.describe(made, ctx);
    expect(described).toMatchObject({ kind: 'tool', advertised: { required: ['q'] }, origin: { library: { library: 'zod3' } } });
    expect(await callOf(made, '{"q":"ab"}')).toEqual({ kind: 'accepted', output: { q: 'ab', d: 1 } });
    expect(await callOf(made, '{"q":"a"}')).toMatchObject({ kind: 'rejected', issues: [{ path: ['q'], code: 'too_small' }] });
  });

  it.each([
    ['default_advertised_required', '{"query":"x"}', 'accepted'],
    ['object_strips_unknown_keys', '{"title":"a","body":"b","pinned":true}', 'accepted'],
    ['loose_object_closed', '{"filters":{"status":"open","assignee":"me"}}', 'accepted'],
    ['catchall_closed', '{"deployment":"api","labels":{"env":"prod"}}', 'accepted'],
    ['coerce_advertised_output', '{"sku":"A","quantity":"3"}', 'accepted'],
    ['pipe_shown_by_input', '{"orderId":"o","amount":"ten"}', 'rejected'],
    ['catch_accepts_anything', '{"channel":"pigeon"}', 'accepted'],
  ])('%s: %s is %s, as LangChain decides', async (name, text, kind) => {
    expect((await callOf(byName(name), text)).kind).toBe(kind);
  });
});
