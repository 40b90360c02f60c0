// Prints the producer sections of `npm run bench` (library, framework, MCP, workers per CPU-second, each producer's memory)
// and returns their figures for `--json`.
import { loadavg } from 'node:os';
import {
  frameworkFigures,
  frameworkMemory,
  libraryFigures,
  LIBRARY_MODULES,
  libraryMemory,
  mcpMemory,
  type ProducerFigures,
  zodCampaign,
} from './producerSections.ts';
import { printScaling, workerScaling } from './workerScaling.ts';
import { mcpFigures } from './mcpSection.ts';

/** What the producer sections need from bench.ts: the pass, the repeats, which sections run, and an RSS reading after a GC. */
export interface ProducerSectionSettings {
  readonly full: boolean;
  readonly repeats: number;
  readonly wanted: (section: string) => boolean;
  readonly rss: () => number;
}

const load = (): string =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')}`;
const count = (n: number): string => Math.round(n).toLocaleString('en').padStart(10);

function printFigures(title: string, figures: ProducerFigures): void {
  console.log(`${title} (${load()}):`);
  const floor = figures.floor;
  for (const [label, perSecond] of Object.entries(figures.rates)) {
    const toFloor = floor === undefined ? '' : `   ${(perSecond / floor).toFixed(3).padStart(6)}× floor`;
    console.log(`  ${label.padEnd(44)} ${count(perSecond)} /s   ${(perSecond / figures.bare).toFixed(3).padStart(6)}× bare${toFloor}`);
  }
  console.log(`  ${'findings of the 1-worker campaign'.padEnd(44)} ${String(figures.findings).padStart(10)}`);
  for (const [label, value] of Object.entries(figures.notes ?? {})) console.log(`  ${label.padEnd(44)} ${count(value)}`);
  const endToEnd = figures.stages['end to end'];
  if (endToEnd !== undefined) {
    console.log('  where a case of the in-process loop goes (µs per case, share of end to end):');
    for (const [stage, micros] of Object.entries(figures.stages))
      console.log(`    ${stage.padEnd(42)} ${micros.toFixed(1).padStart(10)} µs ${((100 * micros) / endToEnd).toFixed(0).padStart(5)} %`);
  }
  console.log('');
}

/** Runs and prints every wanted producer section; resolves to their figures by section. */
export async function printProducerSections(settings: ProducerSectionSettings): Promise<Record<string, unknown>> {
  const { full, repeats, wanted } = settings;
  const runs = full ? 2000 : 500;
  const out: Record<string, unknown> = {};
  if (wanted('library')) {
    for (const [library, module] of Object.entries(LIBRARY_MODULES)) {
      const figures = await libraryFigures(module, runs, repeats);
      printFigures(`library: 8 ${library} tools, ${runs} cases per source each`, figures);
      out[`library ${library}`] = figures;
    }
  }
  if (wanted('framework')) {
    const figures = await frameworkFigures(runs, repeats);
    printFigures(`framework: the AI SDK fixture tools, ${runs} cases per source each`, figures);
    out['framework ai-sdk'] = figures;
  }
  if (wanted('mcp')) {
    const mcpRuns = full ? 500 : 150;
    const figures = await mcpFigures(mcpRuns, repeats);
    printFigures(`mcp: fixtures/mcp/faithful.mjs over stdio, ${mcpRuns} cases per source each`, figures);
    out['mcp stdio'] = figures;
  }
  if (wanted('producer-workers')) {
    const runs = full ? 4000 : 1500;
    const figures = await workerScaling(await zodCampaign(runs), repeats);
    printScaling(`workers: the 8 zod 4 tools, ${runs} cases per source each (${load()})`, figures);
    out['producer workers'] = figures;
  }
  // Every producer's memory over many cases (SchemaSpec's is bench.ts's memory section); MCP calls cost more, so it gets fewer.
  const memories = [
    ['library-memory', 'library memory', 'one zod 4 tool', () => libraryMemory(full ? 1_000_000 : 50_000, settings.rss)],
    ['framework-memory', 'framework memory', 'one AI SDK tool', () => frameworkMemory(full ? 1_000_000 : 50_000, settings.rss)],
    ['mcp-memory', 'mcp memory', 'one in-process MCP tool (client and server)', () => mcpMemory(full ? 1_000_000 : 20_000, settings.rss)],
  ] as const;
  for (const [section, label, what, measure] of memories) {
    if (!wanted(section)) continue;
    const { cases, growth, heapGrowth } = await measure();
    const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(`${label}: RSS growth over ${cases.toLocaleString('en')} cases of ${what}: ${mb(growth)} (live heap: ${mb(heapGrowth)})`);
    out[label] = { cases, growth, heapGrowth };
  }
  return out;
}
