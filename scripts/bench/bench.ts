// `npm run bench`: cases per second for each stage and end to end, as ratios to the floor pipeline a
// user could hand-write, then 1 vs N workers and memory. Prints a table; `--json <file>` writes it.
// `--full` uses the issue's sizes (1 M cases, 100 k random specs); the default is a quicker pass.
// `--full` also runs 100 k random tools per producer in the random-tool memory sections (randomToolMemory.ts; 1,500 otherwise).
// `--only stages|workers|memory|library|framework|mcp|producer-workers|library-memory|framework-memory|mcp-memory|
// library-random-memory|framework-random-memory|mcp-random-memory` runs one section.
// The producer sections (producerSections.ts) put toolfuzz's rate beside a bare loop over the same tools.
import { cpus, loadavg, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';

import * as src from '../../src/index.ts';
import type { SchemaSpec } from '../../fuzz/reference/schemaSpec.ts';
import { validateArgs } from '../../src/validateArgs.ts';
import { argsArbitrary } from '../../fuzz/cases/typed/argsArbitrary.ts';
import { SLICE_RUNS } from '../../fuzz/engine/campaign.ts';
import { caseRandom } from '../../fuzz/cases/caseRandom.ts';
import { CaseFactory } from '../../fuzz/cases/caseFactory.ts';
import { PreparedToolCache } from '../../fuzz/engine/preparedToolCache.ts';
import { runTool } from '../../fuzz/engine/runTool.ts';
import { NO_HOOKS } from '../../fuzz/tool/toolRunHooks.ts';
import type { ToolRunStats } from '../../fuzz/model/toolRunStats.ts';
import { SchemaSpecPreparer } from '../../fuzz/producers/schemaSpec/schemaSpecPreparer.ts';
import { prepareSpec } from '../../fuzz/producers/schemaSpec/specUnderTest.ts';
import { AjvPool } from '../../fuzz/schema/ajvFactory.ts';
import { randomSpecTools } from '../../fuzz/specs/randomSpecTools.ts';
import type { Subject } from '../../fuzz/subject/subject.ts';
import { countProps, LARGE, MEDIUM, SMALL } from './benchSpecs.ts';
import { floorPipeline } from './floorPipeline.ts';
import { machineCeiling } from './machineCeiling.ts';
import { printProducerSections } from './printProducerSections.ts';
import { printScaling, type ScalingSubject, workerScaling } from './workerScaling.ts';

const argv = process.argv.slice(2);
const full = argv.includes('--full');
const jsonOut = argv.includes('--json') ? argv[argv.indexOf('--json') + 1] : undefined;
// `--only <section>` runs one section (for iterating on one figure); the names are in the header comment.
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
const sectionWanted = (section: string): boolean => only === undefined || only === section;
// Runs per source per tool in the worker campaigns (12 tools × 4 sources each).
const CAMPAIGN_RUNS = full ? 2000 : 1000;
const REPEATS = 3;
// As in every worker (toolWorker.ts): subjects build an Error per rejected case, and nobody reads its stack.
Error.stackTraceLimit = 0;
const subject = src as unknown as Subject;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function rate(cases: number, body: (i: number) => unknown): Promise<number> {
  const runs: number[] = [];
  for (let r = 0; r < REPEATS; r++) {
    const started = performance.now();
    for (let i = 0; i < cases; i++) {
      const out = body(i);
      if (out instanceof Promise) await out;
    }
    runs.push(cases / ((performance.now() - started) / 1000));
  }
  return median(runs);
}

function rss(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss;
}

const load = (): string =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')}`;

/** The SchemaSpec worker section's campaign: 12 copies of the medium spec, CAMPAIGN_RUNS cases per source each. */
function schemaSpecCampaign(): ScalingSubject {
  const tools = Array.from({ length: 12 }, (_, i) => ({
    producer: 'schema-spec' as const,
    name: `medium-${i}`,
    spec: MEDIUM,
    origin: 'bench',
    hasBody: false,
  }));
  return { tools, subjectPath: new URL('../../src/index.ts', import.meta.url).pathname, runs: CAMPAIGN_RUNS };
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One slice of one SchemaSpec tool through the cache, as a worker runs it. */
async function runSlice(
  cache: PreparedToolCache,
  seed: number,
  tool: { name: string; spec: SchemaSpec },
  range: { from: number; to: number },
): Promise<ToolRunStats> {
  const preparer = new SchemaSpecPreparer({ subject, seed, callTimeoutMs: 3000, runBodies: false });
  const prepared = await preparer.prepare({ producer: 'schema-spec', origin: 'bench', hasBody: false, ...tool }, cache, NO_HOOKS);
  return runTool(prepared, { range, shouldStop: () => false });
}

async function stagesFor(name: string, spec: SchemaSpec, cases: number): Promise<Record<string, number>> {
  const pool = new AjvPool({ use: 'reference' });
  const ajv = pool.acquire();
  const unit = prepareSpec(ajv, subject, name, spec, 3000);
  const factory = new CaseFactory(name, spec, 1, unit.compiled.subjectSchema);
  const arb = argsArbitrary(spec);
  const generated = Array.from({ length: cases }, (_, i) => arb.generate(caseRandom(i + 1), 2).value);
  const jsons = generated.map((a) => JSON.stringify(a));
  const parsed = jsons.map((j) => JSON.parse(j) as unknown);
  const renamed = parsed.map((a) => unit.compiled.ajvArgs(a));
  const subjectValidate = unit.compiled.subjectValidate!;
  const figures: Record<string, number> = {};
  figures['generate (valid args)'] = await rate(cases, (i) => arb.generate(caseRandom(i + 1), 2).value);
  figures['violator case (generate + mutate + JSON)'] = await rate(cases, (i) => factory.make('violator', i));
  figures['JSON round trip'] = await rate(cases, (i) => JSON.parse(jsons[i] as string));
  figures['validateArgs'] = await rate(cases, (i) => validateArgs(spec, parsed[i]));
  figures["ajv on the subject's schema"] = await rate(cases, (i) => subjectValidate(renamed[i]));
  figures[`reference (ajv${unit.compiled.keysRenamed ? ', keys renamed' : ''})`] = await rate(cases, (i) =>
    unit.compiled.referenceValidate(unit.compiled.ajvArgs(parsed[i])),
  );
  figures['boundary probe'] = await rate(cases, (i) => unit.probe!.observe(parsed[i], jsons[i] as string, 3000));
  const e2e: number[] = [];
  for (let r = 0; r < REPEATS; r++) {
    // As a worker runs a tool: slice after slice of SLICE_RUNS cases per source, one prepared tool.
    const cache = new PreparedToolCache(pool);
    let done = 0;
    const started = performance.now();
    for (let from = 0; from < cases / 4; from += SLICE_RUNS) {
      const stats = await runSlice(cache, r + 1, { name, spec }, { from, to: Math.min(cases / 4, from + SLICE_RUNS) });
      done += Object.values(stats.cases).reduce((a, b) => a + b, 0);
    }
    e2e.push(done / ((performance.now() - started) / 1000));
    cache.clear();
  }
  figures['end to end (one thread)'] = median(e2e);
  figures['floor pipeline (one thread)'] = median(Array.from({ length: REPEATS }, (_, r) => floorPipeline(ajv, spec, cases, r + 1)));
  unit.compiled.dispose();
  return figures;
}

async function memory(): Promise<Record<string, string | number>> {
  const ajv = new AjvPool({ use: 'reference' });
  const target = full ? 1_000_000 : 100_000;
  const cache = new PreparedToolCache(ajv);
  await runSlice(cache, 1, { name: 'small', spec: SMALL }, { from: 0, to: 200 });
  const before = rss();
  let cases = 0;
  for (let slice = 0; cases < target; slice++) {
    const stats = await runSlice(cache, 1, { name: 'small', spec: SMALL }, { from: 200 + slice * 2500, to: 200 + (slice + 1) * 2500 });
    cases += Object.values(stats.cases).reduce((a, b) => a + b, 0);
  }
  const afterCases = rss();
  const specCount = full ? 100_000 : 10_000;
  const specCache = new PreparedToolCache(ajv);
  const specsBefore = rss();
  const checkpoints: number[] = [];
  for (let done = 0; done < specCount; done += 500) {
    for (const tool of randomSpecTools(done + 7, 500)) {
      specCache.rotate();
      await runSlice(specCache, 2, { name: `${tool.name}-${done}`, spec: tool.spec }, { from: 0, to: 1 });
    }
    if ((done / 500) % Math.max(1, Math.floor(specCount / 5000)) === 0) checkpoints.push(rss());
  }
  const specsAfter = rss();
  return {
    [`RSS growth over ${cases.toLocaleString('en')} cases`]: mb(afterCases - before),
    [`RSS growth over ${specCount.toLocaleString('en')} random specs`]: mb(specsAfter - specsBefore),
    'RSS checkpoints (random specs)': checkpoints.map(mb).join(' → '),
    'compiled tools held by the cache': specCache.size,
  };
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${mb(totalmem())} RAM, Node ${process.version}`;
console.log(`toolfuzz bench (${full ? 'full' : 'quick'} pass; medians of ${REPEATS}) on ${machine}\n`);
const sizes = { small: SMALL, medium: MEDIUM, large: LARGE } as const;
const results: Record<string, unknown> = { machine, full };
for (const [size, spec] of Object.entries(sectionWanted('stages') ? sizes : {})) {
  const cases = size === 'large' ? (full ? 4000 : 1500) : full ? 20000 : 6000;
  const figures = await stagesFor(size, spec, cases);
  const floor = figures['floor pipeline (one thread)'] as number;
  console.log(`${size} spec (${countProps(spec)} props), ${cases} cases per stage:`);
  for (const [stage, perSecond] of Object.entries(figures)) {
    console.log(
      `  ${stage.padEnd(44)} ${Math.round(perSecond).toLocaleString('en').padStart(10)} /s   ${(perSecond / floor).toFixed(2).padStart(6)}× floor`,
    );
  }
  results[size] = figures;
  console.log('');
}
const scaling = sectionWanted('workers') ? await workerScaling(schemaSpecCampaign(), REPEATS) : {};
if (sectionWanted('workers'))
  printScaling(`workers: 12 medium SchemaSpec tools, ${CAMPAIGN_RUNS * 48} cases a campaign (${load()})`, scaling);
results['workers'] = scaling;
if (sectionWanted('workers')) {
  const threads = Math.max(2, cpus().length);
  console.log(
    `machine ceiling: the same kernel in ${threads} threads at once vs 1 alone, per thread CPU-second (the cap on "per CPU-second" above)`,
  );
  const ceiling: Record<string, number> = {};
  for (const kind of ['small', 'cases'] as const) {
    const { alone, together } = await machineCeiling(kind, threads, REPEATS);
    ceiling[kind] = together / alone;
    const what = kind === 'small' ? 'a short JSON text, in cache' : 'ajv over 2,000 distinct parsed args';
    console.log(`  ${`${threads} threads, ${what}`.padEnd(50)} ${(together / alone).toFixed(2).padStart(10)}× one thread`);
  }
  console.log('');
  results['machine ceiling'] = ceiling;
}
const mem = sectionWanted('memory') ? await memory() : {};
// `npm run bench` passes --expose-gc: RSS is then read right after a full collection.
const gcNote = (globalThis as { gc?: unknown }).gc === undefined ? ' (run with --expose-gc for exact figures)' : '';
if (sectionWanted('memory')) console.log(`memory${gcNote}:`);
for (const [label, value] of Object.entries(mem)) console.log(`  ${label.padEnd(44)} ${value}`);
results['memory'] = mem;
console.log('');
Object.assign(results, await printProducerSections({ full, repeats: REPEATS, wanted: sectionWanted, rss }));
if (jsonOut !== undefined) writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
