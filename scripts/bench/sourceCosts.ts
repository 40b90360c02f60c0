// Profiling aid for issue 20: µs per made case of each source, tool by tool, for one producer section's tools
// (`node --import tsx scripts/bench/sourceCosts.ts <zod|valibot|ai-sdk> [runs]`), the cases made as runTool makes them.
import { fileURLToPath } from 'node:url';
import type { CaseSource } from '../../fuzz/model/caseSource.ts';
import type { FrameworkTool } from '../../fuzz/tool/toolUnderTest.ts';
import { loadSubjectTools } from '../../fuzz/producers/framework/loadSubjectTools.ts';
import { SchemaToolCases } from '../../fuzz/cases/schemaToolCases.ts';
import { loadLibraryTools } from '../../fuzz/producers/library/loadLibraryTools.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const which = process.argv[2] ?? 'zod';
const runs = Number(process.argv[3] ?? 500);
const tools =
  which === 'ai-sdk'
    ? (await loadSubjectTools(`${ROOT}fixtures/frameworks/ai-sdk/clean.ts`, ROOT)).tools.filter(
        (t): t is FrameworkTool => t.producer === 'framework',
      )
    : (await loadLibraryTools(ROOT + (which === 'zod' ? 'scripts/bench/benchZodTools.ts' : 'scripts/bench/benchValibotTools.ts'), ROOT))
        .tools;
const SOURCES: readonly CaseSource[] = ['valid', 'violator', 'loose', 'faker'];
const totals = new Map<CaseSource, number>();
for (let pass = 0; pass < 2; pass++) {
  for (const tool of tools) {
    const cases = new SchemaToolCases({ tool: tool.name, seed: 1, advertised: tool.advertised });
    const row: string[] = [];
    const spent = new Map<CaseSource, number>(SOURCES.map((s) => [s, 0]));
    // Slice-major, source by source within a slice, as runTool goes.
    for (let from = 0; from < runs; from += 25)
      for (const source of SOURCES) {
        const started = performance.now();
        for (let i = from; i < from + 25; i++) cases.make(source, i);
        spent.set(source, (spent.get(source) ?? 0) + performance.now() - started);
      }
    for (const source of SOURCES) {
      const micros = ((spent.get(source) ?? 0) * 1000) / runs;
      if (pass === 1) totals.set(source, (totals.get(source) ?? 0) + micros / tools.length);
      row.push(`${source} ${micros.toFixed(1)}`);
    }
    if (pass === 1) console.log(`${tool.name.padEnd(24)} µs/case: ${row.join('  ')}`);
  }
}
console.log(`${'mean'.padEnd(24)} µs/case: ${SOURCES.map((s) => `${s} ${(totals.get(s) ?? 0).toFixed(1)}`).join('  ')}`);
