// Prints the producer sections of `npm run bench` (library, framework, MCP, workers per CPU-second, each producer's memory
// over one tool's many cases and over many random tools) and returns their figures for `--json`.
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
import { frameworkRandomMemory, libraryRandomMemory, mcpRandomMemory, type RandomToolMemory } from './randomToolMemory.ts';

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
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function printRandomMemory(label: string, what: string, figures: RandomToolMemory): void {
  const { tools, cases, seconds, growth, heapGrowth, findings, errors, firstError } = figures;
  console.log(`${label}: ${tools.toLocaleString('en')} ${what}, ${cases.toLocaleString('en')} cases, ${seconds.toFixed(1)} s:`);
  console.log(`  ${'RSS growth'.padEnd(44)} ${mb(growth)}`);
  console.log(`  ${'live heap growth'.padEnd(44)} ${mb(heapGrowth)}`);
  console.log(`  ${'RSS checkpoints'.padEnd(44)} ${figures.checkpoints.map(mb).join(' → ')}`);
  console.log(`  ${'live heap checkpoints'.padEnd(44)} ${figures.heapCheckpoints.map(mb).join(' → ')}`);
  const found = Object.entries(findings).map(([kind, n]) => `${kind} ${n}`);
  console.log(`  ${'findings'.padEnd(44)} ${found.join(', ') || 'none'}`);
  if (errors > 0) console.log(`  ${'tools that threw (a toolfuzz bug)'.padEnd(44)} ${errors}, the first: ${firstError?.slice(0, 300)}`);
  console.log('');
}

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
    const { cases, growth, heapGrowth, rssCheckpoints, heapCheckpoints } = await measure();
    console.log(`${label}: RSS growth over ${cases.toLocaleString('en')} cases of ${what}: ${mb(growth)} (live heap: ${mb(heapGrowth)})`);
    console.log(`  ${'RSS growth along the run'.padEnd(44)} ${rssCheckpoints.map(mb).join(' → ')}`);
    console.log(`  ${'live heap growth along the run'.padEnd(44)} ${heapCheckpoints.map(mb).join(' → ')}`);
    out[label] = { cases, growth, heapGrowth, rssCheckpoints, heapCheckpoints };
  }
  // Every producer's memory over many different random tools, each run as a worker runs a tool (SchemaSpec's random specs are bench.ts's).
  const randomTools = full ? 100_000 : 1500;
  const randomMemories = [
    ['library-random-memory', 'library random-tool memory', 'random zod 4 tools', libraryRandomMemory],
    ['framework-random-memory', 'framework random-tool memory', 'random AI SDK tools (zod 4 and jsonSchema())', frameworkRandomMemory],
    ['mcp-random-memory', 'mcp random-tool memory', 'random tools of one in-process MCP server', mcpRandomMemory],
  ] as const;
  for (const [section, label, what, measure] of randomMemories) {
    if (!wanted(section)) continue;
    const figures = await measure(randomTools, settings.rss);
    printRandomMemory(label, what, figures);
    out[label] = figures;
  }
  return out;
}
