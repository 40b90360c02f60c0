// The library and framework producers in `npm run bench`: toolfuzz's in-process tool loop, the bare oracle
// loop over the same tools (args made before its clock starts), and where a case's time goes, stage by stage.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type fc from 'fast-check';
import addFormats from 'ajv-formats';
import { UNWATCHED } from '../../fuzz/tool/callWatch.ts';
import { PreparedToolCache } from '../../fuzz/engine/preparedToolCache.ts';
import type { PreparedTool } from '../../fuzz/tool/preparedTool.ts';
import type { CaseSource } from '../../fuzz/model/caseSource.ts';
import type { JsonSchema } from '../../fuzz/schema/schemaTypes.ts';
import type { FrameworkTool, LibraryTool } from '../../fuzz/tool/toolUnderTest.ts';
import { compileAdvertised } from '../../fuzz/tool/schemaTool/advertisedValidator.ts';
import { judgeCase } from '../../fuzz/judge/judgeCase.ts';
import { SchemaToolCases } from '../../fuzz/cases/schemaToolCases.ts';
import type { ToolRuntime } from '../../fuzz/tool/schemaTool/toolRuntime.ts';
import { SLICE_RUNS } from '../../fuzz/engine/campaign.ts';
import { runTool } from '../../fuzz/engine/runTool.ts';
import { biasFor, caseRandom } from '../../fuzz/cases/caseRandom.ts';
import { validArbitrary } from '../../fuzz/cases/validArbitrary.ts';
import { NO_HOOKS } from '../../fuzz/tool/toolRunHooks.ts';

/** What the bench needs of a producer's tools: their advertised schema, a prepared tool and the runtime judging each case. */
export interface BenchTool {
  readonly name: string;
  readonly advertised: JsonSchema;
  prepare(cache: PreparedToolCache): Promise<PreparedTool>;
  runtime(): Promise<ToolRuntime>;
}

/** A tool loaded by the library or framework producer, with the preparer a worker would use. */
export function benchTool(
  tool: LibraryTool | FrameworkTool,
  preparer: {
    prepare(tool: never, cache: PreparedToolCache, watch: typeof UNWATCHED): Promise<PreparedTool>;
    runtimeOf(tool: never): Promise<ToolRuntime>;
  },
): BenchTool {
  return {
    name: tool.name,
    advertised: tool.advertised,
    prepare: (cache) => preparer.prepare(tool as never, cache, UNWATCHED),
    runtime: () => preparer.runtimeOf(tool as never),
  };
}

const SOURCES: readonly CaseSource[] = ['valid', 'violator', 'loose', 'faker'];
const casesIn = (cases: Readonly<Record<string, number>>): number => Object.values(cases).reduce((a, b) => a + b, 0);

/**
 * Runs cases [0, runs) of every source of every tool as a worker's runTool does: every tool prepared as a
 * worker prepares it, in slices of SLICE_RUNS (one range of `runs` would miss the caches a slice fills,
 * and make every violator generate its valid args again; an MCP tool's calls sent ahead start again at
 * each slice and source, as in a worker), drifts already found passed as known; resolves to the cases run.
 */
export async function inProcessCases(tools: readonly BenchTool[], runs: number): Promise<number> {
  const cache = new PreparedToolCache();
  let cases = 0;
  for (const tool of tools) {
    const known = new Set<string>();
    for (let from = 0; from < runs; from += SLICE_RUNS) {
      const stats = await runTool(
        await tool.prepare(cache),
        { range: { from, to: Math.min(runs, from + SLICE_RUNS) }, known, shouldStop: () => false },
        { ...NO_HOOKS, finding: (finding) => known.add(`${finding.kind}/${finding.blame}`) },
      );
      cases += casesIn(stats.cases);
    }
  }
  cache.clear();
  return cases;
}

/** toolfuzz's in-process rate over inProcessCases, in cases per second. */
export async function inProcessRate(tools: readonly BenchTool[], runs: number): Promise<number> {
  const started = performance.now();
  const cases = await inProcessCases(tools, runs);
  return cases / ((performance.now() - started) / 1000);
}

/** The JSON texts of `perSource` cases of every source of one tool, as toolfuzz makes them (made before any clock starts). */
export function caseJsons(tool: { name: string; advertised: JsonSchema }, perSource: number): string[] {
  const cases = new SchemaToolCases({ tool: tool.name, seed: 1, advertised: tool.advertised });
  const out: string[] = [];
  for (const source of SOURCES)
    for (let i = 0; i < perSource; i++) {
      const made = cases.make(source, i);
      if (made !== undefined && made.json !== '') out.push(made.json);
    }
  return out;
}

/** A plain ajv on an advertised schema, as a user would compile it (its `$schema` dropped: one ajv for every draft here). */
export function bareAjv(advertised: JsonSchema): (args: unknown) => boolean {
  const ajv = new Ajv2020({ strict: false });
  addFormats.default(ajv);
  const { $schema: _drop, ...schema } = advertised as Record<string, unknown>;
  const validate = ajv.compile(schema);
  return (args) => validate(args) === true;
}

/** What the bare loop runs over: per tool, its ajv, the runtime's own check, and the pre-made case JSONs. */
export interface BareUnit {
  ajv: (args: unknown) => boolean;
  check: (args: unknown, json: string) => boolean | Promise<boolean>;
  jsons: readonly string[];
}

/** One case of the bare loop: `JSON.parse` → ajv → `check`, and whether the two verdicts disagree (a promise only when `check` gives one). */
function disagreesOn(unit: Omit<BareUnit, 'jsons'>, json: string): boolean | Promise<boolean> {
  const args = JSON.parse(json) as unknown;
  const schemaSays = unit.ajv(args);
  const runtimeSays = unit.check(args, json);
  return runtimeSays instanceof Promise ? runtimeSays.then((says) => says !== schemaSays) : runtimeSays !== schemaSays;
}

/** Cases per second since `started`; `disagreements` is read so the comparisons are not dead code. */
function rateSince(started: number, cases: number, disagreements: number): number {
  if (disagreements < 0) console.log(disagreements);
  return cases / ((performance.now() - started) / 1000);
}

/** One pass of the bare loop over every unit's pre-made cases; resolves to cases per second. */
async function barePass(units: readonly BareUnit[]): Promise<number> {
  let cases = 0;
  let disagreements = 0;
  const started = performance.now();
  for (const unit of units) {
    for (const json of unit.jsons) {
      let disagrees = disagreesOn(unit, json);
      if (disagrees instanceof Promise) disagrees = await disagrees;
      if (disagrees) disagreements++;
      cases++;
    }
  }
  return rateSince(started, cases, disagreements);
}

// A pass is warm once it runs within this share of the pass before it (and after at least MIN_WARM_PASSES).
const SETTLED = 0.1;
const MIN_WARM_PASSES = 3;
const MAX_WARM_PASSES = 12;

/** A pass's rate once warm: passes run until one is within 10 % of the one before (at least 3, at most 12), then one is timed. */
async function warmRate(pass: () => Promise<number>): Promise<number> {
  let previous = 0;
  for (let run = 0; run < MAX_WARM_PASSES; run++) {
    const rate = await pass();
    if (run + 1 >= MIN_WARM_PASSES && Math.abs(rate - previous) <= SETTLED * previous) break;
    previous = rate;
  }
  return pass();
}

/**
 * The bare loop's rate, warm. Cold, its first passes ran at a third of its warm rate (52k, 51k,
 * 110k, then 151-172k/s over the zod 4 tools, measured), so a median of three cold calls put the
 * ceiling anywhere from 64k to 232k/s between runs and flattered toolfuzz's ratio.
 */
export function bareRate(units: readonly BareUnit[]): Promise<number> {
  return warmRate(() => barePass(units));
}

/** A bare unit that also draws its own args: the tool's valid args as validArbitrary builds them (undefined: it cannot). */
export interface FloorUnit extends Omit<BareUnit, 'jsons'> {
  readonly arbitrary: fc.Arbitrary<unknown> | undefined;
}

/**
 * The floor pipeline a user could hand-write for the same tools, warm: per case, valid args drawn with
 * fast-check's own generate() from the advertised schema (toolfuzz's validArbitrary), JSON.stringify,
 * then the bare loop's `JSON.parse` → ajv → check → compare; `perTool` cases per tool. The library
 * counterpart of the SchemaSpec floor (floorPipeline.ts): it makes its args, where the bare loop's are
 * made before its clock starts, but only valid ones, and judges them with nothing else.
 */
export function floorRate(units: readonly FloorUnit[], perTool: number): Promise<number> {
  return warmRate(async () => {
    let cases = 0;
    let disagreements = 0;
    const started = performance.now();
    for (const unit of units) {
      if (unit.arbitrary === undefined) continue;
      for (let i = 0; i < perTool; i++) {
        let disagrees = disagreesOn(unit, JSON.stringify(unit.arbitrary.generate(caseRandom(i + 1), biasFor(i)).value));
        if (disagrees instanceof Promise) disagrees = await disagrees;
        if (disagrees) disagreements++;
        cases++;
      }
    }
    return rateSince(started, cases, disagreements);
  });
}

/** validArbitrary's arbitrary for a tool's advertised schema, or undefined when it cannot generate valid args. */
export function floorArbitrary(advertised: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const generation = validArbitrary(advertised);
  return generation.kind === 'ok' ? generation.arbitrary : undefined;
}

/** Microseconds per case of each stage of toolfuzz's loop on the given tools, measured one stage at a time over the same cases. */
export async function stageSplit(
  tools: readonly BenchTool[],
  perSource: number,
  endToEndPerSecond: number,
): Promise<Record<string, number>> {
  const totals = { generate: 0, serialise: 0, 'oracle: ajv on the advertised schema': 0, 'oracle: the runtime': 0, classify: 0 };
  let count = 0;
  for (const tool of tools) {
    const cases = new SchemaToolCases({ tool: tool.name, seed: 1, advertised: tool.advertised });
    const validator = compileAdvertised(tool.advertised);
    if (validator.kind !== 'compiled') continue;
    const runtime = await tool.runtime();
    const jsons: string[] = [];
    let started = performance.now();
    for (const source of SOURCES)
      for (let i = 0; i < perSource; i++) {
        const made = cases.make(source, i);
        if (made !== undefined && made.json !== '') jsons.push(made.json);
      }
    const made = performance.now() - started;
    const parsed = jsons.map((json) => JSON.parse(json) as unknown);
    started = performance.now();
    for (const args of parsed) JSON.stringify(args);
    const serialise = performance.now() - started;
    totals.serialise += serialise;
    totals.generate += Math.max(0, made - serialise);
    started = performance.now();
    const judged = jsons.map((json) => validator.judgeJson(json));
    totals['oracle: ajv on the advertised schema'] += performance.now() - started;
    started = performance.now();
    const calls = [];
    for (let i = 0; i < jsons.length; i++) calls.push(await runtime.call(JSON.parse(jsons[i] as string), jsons[i]));
    totals['oracle: the runtime'] += performance.now() - started;
    started = performance.now();
    for (let i = 0; i < jsons.length; i++) {
      const j = judged[i]!;
      const advertised = j.judged ? { valid: j.valid, errors: j.errors } : { unavailable: j.why };
      judgeCase({ advertised, runtime: calls[i]!, runtimeLabel: runtime.label, blame: 'converter' });
    }
    totals.classify += performance.now() - started;
    count += jsons.length;
    validator.dispose();
    runtime.dispose();
  }
  const perCase = Object.fromEntries(Object.entries(totals).map(([stage, ms]) => [stage, (ms * 1000) / count]));
  const endToEnd = 1_000_000 / endToEndPerSecond;
  const staged = Object.values(perCase).reduce((a, b) => a + b, 0);
  return { ...perCase, 'bookkeeping (the rest of runTool)': Math.max(0, endToEnd - staged), 'end to end': endToEnd };
}
