import { fileURLToPath } from 'node:url';
import { tool } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tools as driftingTools } from '../../../fixtures/frameworks/openai-agents/drifting.ts';
import type { RuntimeCall } from '../../tool/schemaTool/toolRuntime.ts';
import type { FrameworkContext } from './frameworkAdapter.ts';
import { openaiAgentsAdapter } from './openaiAgentsAdapter.ts';

const ctx: FrameworkContext = {
  modulePath: fileURLToPath(import.meta.url),
  projectDir: fileURLToPath(new URL('../../../', import.meta.url)),
  callTimeoutMs: 2000,
};
const REFUSED = 'An error occurred while running the tool. Please try again.';

/** A tool whose execute records that it ran: the adapter must never reach it. */
function recordingTool(parameters: Parameters<typeof tool>[0]['parameters'], extra: Record<string, unknown> = {}) {
  const ran: unknown[] = [];
  const made = tool({
    name: 'probe',
    description: 'A probe.',
    parameters,
    execute: async (args: unknown) => (ran.push(args), 'done'),
    ...extra,
  } as Parameters<typeof tool>[0]);
  return { made, ran };
}

async function callOf(value: unknown, text: string | undefined): Promise<RuntimeCall> {
  const runtime = await openaiAgentsAdapter.runtime(value, ctx);
  return runtime.call(text === undefined ? undefined : JSON.parse(text), text);
}

function byName(name: string): unknown {
  return driftingTools.find((made) => made.name === name);
}

describe('openaiAgentsAdapter.recognizes', () => {
  it('takes FunctionTools made by tool(), zod or JSON Schema, and nothing else', () => {
    expect(driftingTools.every((made) => openaiAgentsAdapter.recognizes(made))).toBe(true);
    expect(openaiAgentsAdapter.recognizes({ description: 'AI SDK', inputSchema: z.object({}), execute: () => 1 })).toBe(false);
    expect(openaiAgentsAdapter.recognizes({ type: 'function', name: 'x', parameters: {} })).toBe(false);
    expect(openaiAgentsAdapter.recognizes(null)).toBe(false);
  });
});

describe('openaiAgentsAdapter.describe', () => {
  it('gives the parameters the SDK sends, strict rewrite included, and names the SDK and its version', async () => {
    const described = await openaiAgentsAdapter.describe(byName('optional_required_nullable'), ctx);
    if (described.kind !== 'tool') throw new Error(described.reason);
    expect(described.name).toBe('optional_required_nullable');
    expect(described.advertised).toEqual({
      type: 'object',
      properties: { city: { type: 'string' }, units: { anyOf: [{ type: 'string', enum: ['celsius', 'fahrenheit'] }, { type: 'null' }] } },
      required: ['city', 'units'],
      additionalProperties: false,
      $schema: 'http://json-schema.org/draft-07/schema#',
    });
    expect(described.origin).toMatchObject({
      framework: 'openai-agents',
      package: '@openai/agents',
      version: '0.20.0',
      options: { strict: true },
    });
  });

  it('shows the fallback converter dropping min, max, pattern, format, int and array bounds', async () => {
    const { made } = recordingTool(
      z.strictObject({
        q: z.string().min(3).max(9).regex(/^a/),
        e: z.email(),
        n: z.int().max(5),
        t: z.array(z.string()).min(1),
        o: z.string().optional(),
      }),
    );
    const described = await openaiAgentsAdapter.describe(made, ctx);
    if (described.kind !== 'tool') throw new Error(described.reason);
    expect((described.advertised as { properties: unknown }).properties).toEqual({
      q: { type: 'string' },
      e: { type: 'string' },
      n: { type: 'number' },
      t: { type: 'array', items: { type: 'string' } },
      o: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    });
  });
});

describe('openaiAgentsAdapter.runtime', () => {
  it('accepts what the SDK parses, giving what execute would receive (a strict-mode null stripped), without running execute', async () => {
    const { made, ran } = recordingTool(z.strictObject({ city: z.string(), units: z.enum(['c', 'f']).optional() }));
    expect(await callOf(made, '{"city":"Oslo","units":null}')).toEqual({ kind: 'accepted', output: { city: 'Oslo' } });
    expect(await callOf(made, '{"city":"Oslo"}')).toEqual({ kind: 'accepted', output: { city: 'Oslo' } });
    expect(ran).toEqual([]);
  });

  it("refuses what the SDK refuses, with zod's issue paths and the error function's answer to the model", async () => {
    const { made, ran } = recordingTool(z.strictObject({ city: z.string(), units: z.enum(['c', 'f']).optional() }));
    const refused = await callOf(made, '{"city":5,"units":null}');
    expect(refused).toMatchObject({ kind: 'rejected', text: REFUSED, issues: [{ path: ['city'], code: 'invalid_type' }] });
    expect(ran).toEqual([]);
  });

  it("refuses text that is not JSON, and arguments left out, with the runner's parse-error answer", async () => {
    const { made } = recordingTool(z.strictObject({ city: z.string() }));
    const runtime = await openaiAgentsAdapter.runtime(made, ctx);
    const notJson = 'An error occurred while parsing tool arguments. Please try again with valid JSON.';
    expect(await runtime.call(undefined, '{"city":')).toMatchObject({ kind: 'rejected', text: notJson });
    expect(await runtime.call(undefined, undefined)).toMatchObject({ kind: 'rejected', text: notJson });
  });

  it("answers with the tool's own errorFunction when it has one", async () => {
    const { made } = recordingTool(z.strictObject({ n: z.int() }), { errorFunction: () => 'n must be a whole number' });
    expect(await callOf(made, '{"n":1.5}')).toMatchObject({ kind: 'rejected', text: 'n must be a whole number' });
  });

  it('marks a refine refusal as a hidden constraint, not drift', async () => {
    const { made } = recordingTool(
      z.strictObject({ from: z.string(), to: z.string() }).refine((trip) => trip.from !== trip.to, 'from and to differ'),
    );
    const refused = await callOf(made, '{"from":"OSL","to":"OSL"}');
    expect(refused).toMatchObject({ kind: 'rejected', issues: [{ code: 'custom', hidden: true }] });
  });

  it.each([
    ['optional_required_nullable', '{"city":"Oslo"}', 'accepted'],
    ['fallback_drops_min_length', '{"query":"ab","page":null}', 'rejected'],
    ['fallback_drops_pattern', '{"sku":"abc","warehouse":null}', 'rejected'],
    ['fallback_drops_format', '{"email":"not an email","message":null}', 'rejected'],
    ['fallback_drops_integer', '{"seats":1.5,"note":null}', 'rejected'],
    ['default_advertised_required', '{"query":"x"}', 'accepted'],
    ['object_strips_unknown_keys', '{"title":"a","body":"b","pinned":true}', 'accepted'],
    ['json_schema_not_validated', '{"amount":-5,"currency":"GBP"}', 'accepted'],
  ])('%s: %s is %s, as the SDK decides', async (name, text, kind) => {
    expect((await callOf(byName(name), text)).kind).toBe(kind);
  });

  it('fills in a .default() the advertised schema demands', async () => {
    expect(await callOf(byName('default_advertised_required'), '{"query":"x"}')).toEqual({
      kind: 'accepted',
      output: { query: 'x', limit: 20 },
    });
  });

  it('refuses to drive a hand-written FunctionTool, whose invoke is user code', async () => {
    const handMade = { type: 'function', name: 'raw', parameters: { type: 'object' }, strict: false, invoke: async () => 'user code ran' };
    await expect(openaiAgentsAdapter.runtime(handMade, ctx)).rejects.toThrow(/was not made by tool\(\)/);
  });
});
