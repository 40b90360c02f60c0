// The bench's worker sections: one campaign with 1 worker against the same with N, for SchemaSpec tools and for
// library tools. Wall-clock rates (whole campaign and its steady part) and cases per CPU-second (the whole
// process: main thread, workers, GC), plus the main thread's own CPU per case: on 2 cores it caps the speed-up.
import { cpus } from 'node:os';
import { runCampaign } from '../../fuzz/engine/campaign.ts';
import type { ToolUnderTest } from '../../fuzz/tool/toolUnderTest.ts';
import { cpuBetween, type CpuReading, readCpu } from './cpuMeter.ts';

/** One campaign's throughput and what it cost. */
export interface CampaignCost {
  /** Cases per wall-clock second, start-up included. */
  readonly whole: number;
  /** Cases per wall-clock second between 10 % and 90 % of the campaign's cases. */
  readonly steady: number;
  /** Cases per CPU-second of the whole process over the whole campaign. */
  readonly wholePerCpu: number;
  /** The same between 10 % and 90 % of the cases. */
  readonly steadyPerCpu: number;
  /** µs of the main thread's CPU per case (NaN where it cannot be read). */
  readonly mainMicrosPerCase: number;
  /** Share of the main thread's runnable time it waited for a core: how loaded the machine was. */
  readonly mainWaitShare: number;
  readonly startupMs: number;
  readonly cases: number;
}

/** What one section runs: the tools and the subject path the campaign names. */
export interface ScalingSubject {
  readonly tools: readonly ToolUnderTest[];
  readonly subjectPath: string;
  readonly runs: number;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Runs one campaign with `workers` workers, sampling cases and CPU a few times a second. */
export async function campaignCost(subject: ScalingSubject, workers: number, seed: number): Promise<CampaignCost> {
  const samples: { at: number; cases: number; cpu: CpuReading }[] = [];
  const startCpu = readCpu();
  const started = performance.now();
  let startupMs = 0;
  const result = await runCampaign({
    subjectPath: subject.subjectPath,
    tools: subject.tools,
    seed,
    runs: subject.runs,
    workers,
    callTimeoutMs: 3000,
    runBodies: false,
    onStarted: () => {
      startupMs = performance.now() - started;
    },
    onProgress: (cases) => samples.push({ at: performance.now(), cases, cpu: readCpu() }),
  });
  const used = cpuBetween(startCpu, readCpu());
  const cases = result.toolStats.reduce((n, s) => n + Object.values(s.cases).reduce((a, b) => a + b, 0), 0);
  // With two workers on two cores the main thread waits for a core most of the time, and a short
  // campaign could end before a progress tick saw 90 % of its cases (the steady rows read NaN): the end counts as one.
  samples.push({ at: performance.now(), cases, cpu: readCpu() });
  const from = samples.find((s) => s.cases >= cases * 0.1);
  const to = samples.find((s) => s.cases >= cases * 0.9);
  const steadyOk = from !== undefined && to !== undefined && to.at > from.at;
  const steadyCpu = steadyOk ? cpuBetween(from.cpu, to.cpu).process : Number.NaN;
  const main = used.main ?? Number.NaN;
  const waited = used.mainWaited ?? Number.NaN;
  return {
    whole: cases / (result.durationMs / 1000),
    steady: steadyOk ? (to.cases - from.cases) / ((to.at - from.at) / 1000) : Number.NaN,
    wholePerCpu: cases / (used.process / 1e6),
    steadyPerCpu: steadyOk ? (to.cases - from.cases) / (steadyCpu / 1e6) : Number.NaN,
    mainMicrosPerCase: main / cases,
    mainWaitShare: waited / (waited + main),
    startupMs,
    cases,
  };
}

/** The figures of one section: per worker count, the medians of `repeats` campaigns (seeds 1..repeats). */
export async function workerScaling(subject: ScalingSubject, repeats: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const workers of [1, Math.max(2, cpus().length)]) {
    const runs: CampaignCost[] = [];
    for (let r = 0; r < repeats; r++) runs.push(await campaignCost(subject, workers, r + 1));
    const label = `${workers} worker${workers > 1 ? 's' : ''}`;
    const pick = (field: keyof CampaignCost): number => median(runs.map((run) => run[field]));
    out[`${label}, whole campaign`] = pick('whole');
    out[`${label}, steady (10 %-90 % of cases)`] = pick('steady');
    out[`${label}, whole campaign per CPU-second`] = pick('wholePerCpu');
    out[`${label}, steady per CPU-second`] = pick('steadyPerCpu');
    out[`${label}, main thread CPU per case (µs)`] = pick('mainMicrosPerCase');
    out[`${label}, main thread waiting for a core (%)`] = 100 * pick('mainWaitShare');
    out[`${label}, start-up to first ready (ms)`] = pick('startupMs');
  }
  return out;
}

/** Prints a section's figures: rates as ratios to one worker's, the rest as they are. */
export function printScaling(title: string, figures: Readonly<Record<string, number>>): void {
  console.log(`${title}:`);
  for (const [label, value] of Object.entries(figures)) {
    const rate = !/\((µs|%|ms)\)$/.test(label);
    const one = figures[label.replace(/^\d+ workers?/, '1 worker')] as number;
    const shown = label.endsWith('(µs)') ? value.toFixed(1) : Math.round(value).toLocaleString('en');
    console.log(`  ${label.padEnd(50)} ${shown.padStart(10)}${rate ? ` /s   ${(value / one).toFixed(2).padStart(6)}× one worker` : ''}`);
  }
  console.log('');
}
