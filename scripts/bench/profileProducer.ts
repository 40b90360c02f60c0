// Profiling aid for issue 20: runs one producer section's in-process loop (no bare loop, no campaign) so
// `node --cpu-prof --import tsx scripts/bench/profileProducer.ts <zod|valibot|ai-sdk> [runs]` profiles only toolfuzz's own work.
import { fileURLToPath } from 'node:url';
import type { FrameworkTool } from '../../fuzz/tool/toolUnderTest.ts';
import { FrameworkPreparer } from '../../fuzz/producers/framework/frameworkPreparer.ts';
import { loadSubjectTools } from '../../fuzz/producers/framework/loadSubjectTools.ts';
import { LibraryPreparer } from '../../fuzz/producers/library/libraryPreparer.ts';
import { loadLibraryTools } from '../../fuzz/producers/library/loadLibraryTools.ts';
import { benchTool, inProcessRate } from './producerLoops.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const which = process.argv[2] ?? 'zod';
const runs = Number(process.argv[3] ?? 500);
Error.stackTraceLimit = 0;
let bench;
if (which === 'ai-sdk') {
  const { tools } = await loadSubjectTools(`${ROOT}fixtures/frameworks/ai-sdk/clean.ts`, ROOT);
  const preparer = new FrameworkPreparer({ seed: 1, callTimeoutMs: 3000 });
  bench = tools.filter((t): t is FrameworkTool => t.producer === 'framework').map((t) => benchTool(t, preparer));
} else {
  const module = which === 'zod' ? 'scripts/bench/benchZodTools.ts' : 'scripts/bench/benchValibotTools.ts';
  const { tools } = await loadLibraryTools(ROOT + module, ROOT);
  bench = tools.map((t) => benchTool(t, new LibraryPreparer({ seed: 1, callTimeoutMs: 3000 })));
}
for (let r = 0; r < 3; r++) console.log(`${which}: ${Math.round(await inProcessRate(bench, runs))} cases/s in-process`);
