import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNWATCHED } from '../callWatch.ts';
import type { JsonSchemaObject } from '../../schema/schemaTypes.ts';
import { runPreparedTool } from '../../testing/runPreparedTool.ts';
import { standardSchemaRuntime } from '../../testing/schemaToolRuntimes.ts';
import { prepareJsonSchemaTool } from './prepareJsonSchemaTool.ts';

// zod 4 as installed (4.6.7): z.toJSONSchema is the advertised schema, `~standard.validate` the runtime.
async function fuzzZod(name: string, schema: z.ZodType) {
  const advertised = z.toJSONSchema(schema) as JsonSchemaObject;
  const tool = prepareJsonSchemaTool(
    { name, seed: 1, advertised, runtime: standardSchemaRuntime('zod 4.6.7', schema), blame: 'converter' },
    UNWATCHED,
  );
  const run = await runPreparedTool(tool, 200);
  tool.dispose();
  return run;
}

describe('prepareJsonSchemaTool on a real zod 4 tool', () => {
  it('finds that zod strips a key its converted schema forbids (additionalProperties: false), shrunk to one extra key', async () => {
    const { findings } = await fuzzZod('search', z.object({ query: z.string().min(1).max(5), limit: z.number().int().min(1).optional() }));
    const accept = findings.find((f) => f.kind === 'FALSE_ACCEPT');
    expect(accept?.blame).toBe('converter');
    expect(accept?.explanation).toMatch(/^the runtime accepts what the schema forbids at .+ \(must NOT have additional properties\)$/);
    const args = JSON.parse(accept?.argsJson ?? '{}') as Record<string, unknown>;
    expect(Object.keys(args)).toHaveLength(2);
    expect(typeof args.query).toBe('string');
    expect((args.query as string).length).toBe(1);
  });

  it('finds nothing on a strict object whose checks the schema shows exactly', async () => {
    const { findings } = await fuzzZod(
      'strict',
      z.strictObject({ unit: z.enum(['c', 'f']), n: z.number().int().min(0).max(9), note: z.string().nullable().optional() }),
    );
    expect(findings.map((f) => `${f.kind}: ${f.explanation} ${f.argsJson}`)).toEqual([]);
  });
});
