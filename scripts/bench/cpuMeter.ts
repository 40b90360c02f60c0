// CPU time for the bench's worker sections: the whole process (every thread: main, workers, GC and loader
// threads) from process.cpuUsage, and the main thread alone from Linux's /proc/thread-self/schedstat
// (nanoseconds on a CPU, and nanoseconds waiting for one: how loaded the machine was).
import { readFileSync } from 'node:fs';

/** CPU time so far, in µs; `main` and `mainWaited` are undefined where /proc/thread-self/schedstat cannot be read. */
export interface CpuReading {
  readonly process: number;
  readonly main: number | undefined;
  /** µs the main thread was runnable but waited for a core (other threads and processes had them). */
  readonly mainWaited: number | undefined;
}

function mainThread(): { onCpu: number; waited: number } | undefined {
  try {
    const [onCpu, waited] = readFileSync('/proc/thread-self/schedstat', 'utf8').trim().split(/\s+/).map(Number);
    return onCpu === undefined || waited === undefined ? undefined : { onCpu: onCpu / 1000, waited: waited / 1000 };
  } catch {
    return undefined;
  }
}

/** Reads the CPU clocks now (call it from the main thread). */
export function readCpu(): CpuReading {
  const usage = process.cpuUsage();
  const main = mainThread();
  return { process: usage.user + usage.system, main: main?.onCpu, mainWaited: main?.waited };
}

/** The CPU time spent between two readings. */
export function cpuBetween(from: CpuReading, to: CpuReading): CpuReading {
  const minus = (a: number | undefined, b: number | undefined): number | undefined =>
    a === undefined || b === undefined ? undefined : a - b;
  return { process: to.process - from.process, main: minus(to.main, from.main), mainWaited: minus(to.mainWaited, from.mainWaited) };
}
