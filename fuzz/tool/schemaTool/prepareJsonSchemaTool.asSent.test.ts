import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNWATCHED } from '../callWatch.ts';
import { runPreparedTool } from '../../testing/runPreparedTool.ts';
import { standardSchemaRuntime } from '../../testing/schemaToolRuntimes.ts';
import { prepareJsonSchemaTool } from './prepareJsonSchemaTool.ts';

// What the model sends under OpenAI strict: every optional key present, null where it would have left it out.
async function asSentKinds(
  schema: z.ZodType,
  providers?: readonly ('openai-strict' | 'gemini')[],
): Promise<{ kinds: string[]; explanations: string[]; asSentCases: number }> {
  const advertised = z.toJSONSchema(schema) as Record<string, unknown>;
  const tool = prepareJsonSchemaTool(
    {
      name: 'note',
      seed: 3,
      advertised,
      runtime: standardSchemaRuntime('zod 4', schema),
      blame: 'converter',
      ...(providers === undefined ? {} : { asSentProviders: providers }),
    },
    UNWATCHED,
  );
  const { findings, stats } = await runPreparedTool(tool, 40);
  tool.dispose();
  return { kinds: findings.map((f) => f.kind), explanations: findings.map((f) => f.explanation), asSentCases: stats.cases['as-sent'] ?? 0 };
}

describe('the as-sent source of a JSON-Schema tool', () => {
  it('finds that .optional() rejects the null OpenAI strict makes the model send, and names the key', async () => {
    const run = await asSentKinds(z.strictObject({ title: z.string(), tag: z.string().optional() }), ['openai-strict']);
    expect(run.asSentCases).toBeGreaterThan(0);
    expect(run.kinds).toEqual(['AS_SENT_REJECTED']);
    expect(run.explanations[0]).toMatch(/^under openai-strict the model sends \{"tag": null\}, and zod 4 rejects it/);
  });

  it('stays silent on .nullish(), and makes no as-sent case without a provider', async () => {
    expect((await asSentKinds(z.strictObject({ title: z.string(), tag: z.string().nullish() }), ['openai-strict'])).kinds).toEqual([]);
    const none = await asSentKinds(z.strictObject({ title: z.string(), tag: z.string().optional() }));
    expect(none.asSentCases).toBe(0);
    expect(none.kinds).toEqual([]);
  });
});
