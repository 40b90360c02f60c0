import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNWATCHED } from '../callWatch.ts';
import { runPreparedTool } from '../../testing/runPreparedTool.ts';
import { randomToolSchema } from '../../testing/randomToolSchema.ts';
import { ajvRuntime } from '../../testing/schemaToolRuntimes.ts';
import { prepareJsonSchemaTool } from './prepareJsonSchemaTool.ts';

describe('prepareJsonSchemaTool on random tool schemas', () => {
  it('finds nothing when the runtime is ajv on the same schema, whatever the draft and keywords', async () => {
    const seen = { tools: 0, cases: 0, unsatisfiable: 0 };
    await fc.assert(
      fc.asyncProperty(randomToolSchema(), fc.integer(), async (schema, seed) => {
        const runtime = ajvRuntime(schema);
        const tool = prepareJsonSchemaTool({ name: 'random', seed, advertised: schema, runtime, blame: 'converter' }, UNWATCHED);
        const { findings, stats } = await runPreparedTool(tool, 20);
        tool.dispose();
        seen.tools++;
        seen.cases += stats.cases.valid + stats.cases.faker + stats.cases.violator + stats.cases.loose;
        if (!tool.satisfiable) seen.unsatisfiable++;
        expect(findings.map((f) => `${f.kind}: ${f.explanation} ${f.argsJson}`)).toEqual([]);
        expect(stats.labelMismatches).toBe(0);
      }),
      { numRuns: 15, seed: 20261201 },
    );
    console.log(`random schemas: ${JSON.stringify(seen)}`);
    expect(seen.cases).toBeGreaterThan(15 * 40);
  });
});
