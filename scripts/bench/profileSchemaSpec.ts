// Profiling aid for issue 20: one SchemaSpec bench spec run slice after slice through runTool, as a worker runs it
// (`node --cpu-prof --import tsx scripts/bench/profileSchemaSpec.ts <small|medium|large> [runs]`), no floor, no campaign.
import * as src from '../../src/index.ts';
import { SLICE_RUNS } from '../../fuzz/engine/campaign.ts';
import { PreparedToolCache } from '../../fuzz/engine/preparedToolCache.ts';
import { runTool } from '../../fuzz/engine/runTool.ts';
import { SchemaSpecPreparer } from '../../fuzz/producers/schemaSpec/schemaSpecPreparer.ts';
import type { Subject } from '../../fuzz/subject/subject.ts';
import { NO_HOOKS } from '../../fuzz/tool/toolRunHooks.ts';
import { LARGE, MEDIUM, SMALL } from './benchSpecs.ts';

const size = (process.argv[2] ?? 'small') as 'small' | 'medium' | 'large';
const runs = Number(process.argv[3] ?? 1500);
const spec = { small: SMALL, medium: MEDIUM, large: LARGE }[size];
Error.stackTraceLimit = 0;
for (let r = 0; r < Number(process.argv[4] ?? 3); r++) {
  // A new seed each round: what gets faster from round to round is the engine warming up, not a case-level cache.
  const preparer = new SchemaSpecPreparer({ subject: src as unknown as Subject, seed: r + 1, callTimeoutMs: 3000, runBodies: false });
  const cache = new PreparedToolCache();
  // A fresh tool (name and spec object) each round too, so no cache keyed by either carries over.
  const tool = { producer: 'schema-spec', origin: 'bench', hasBody: false, name: `${size}-${r}`, spec: structuredClone(spec) } as const;
  let cases = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let from = 0; from < runs; from += SLICE_RUNS) {
    const stats = await runTool(await preparer.prepare(tool, cache, NO_HOOKS), {
      range: { from, to: from + SLICE_RUNS },
      shouldStop: () => false,
    });
    cases += Object.values(stats.cases).reduce((a, b) => a + b, 0);
  }
  const used = process.cpuUsage(cpu);
  const perCpuSecond = cases / ((used.user + used.system) / 1e6);
  console.log(`${size}: ${Math.round(cases / ((performance.now() - started) / 1000))} cases/s, ${Math.round(perCpuSecond)} per CPU-second`);
}
