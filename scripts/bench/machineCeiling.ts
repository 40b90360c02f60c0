// The machine's own ceiling for the worker sections' "per CPU-second" rows: the same CPU-bound kernel (JSON
// texts parsed, walked and written, as a case is) in one worker thread alone, then in as many as there are
// cores at once. Two threads that share a physical core or a memory bus each do less per CPU-second than one
// thread alone, whatever toolfuzz does; a campaign's 2-vs-1 ratio can only be judged against this one.
import { Worker } from 'node:worker_threads';

// Each thread reads its own CPU time (Linux's /proc/thread-self/schedstat: ns on a CPU) around the kernel.
// Two kernels: a small one (one short JSON text, all in cache) and a case-like one (ajv compiles a tool
// schema, then validates 2,000 distinct parsed argument objects over and over, allocating as a fuzz loop does).
const KERNEL = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const onCpu = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
let sink = 0;
let step;
if (workerData.kind === 'small') {
  const text = JSON.stringify({ city: 'Zürich', days: [1, 2, 3], units: { temp: 'celsius', wind: 'kmh' }, note: 'x'.repeat(40) });
  step = (i) => {
    const value = JSON.parse(text);
    value.days.push(i);
    sink += JSON.stringify(value).length + Object.keys(value.units).length;
  };
} else {
  const { Ajv } = require('ajv');
  const validate = new Ajv({ allErrors: true }).compile({
    type: 'object',
    required: ['query', 'filters'],
    properties: {
      query: { type: 'string', minLength: 1 },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      filters: { type: 'array', items: { type: 'object', required: ['field'], properties: { field: { type: 'string' }, value: {} } } },
    },
  });
  const texts = Array.from({ length: 2000 }, (_, i) =>
    JSON.stringify({ query: 'q'.repeat(1 + (i % 50)), limit: i % 120, filters: Array.from({ length: i % 7 }, (_, j) => ({ field: 'f' + j, value: i % 3 === 0 ? null : 'v'.repeat(j) })) }),
  );
  step = (i) => {
    const value = JSON.parse(texts[i % texts.length]);
    sink += validate(value) ? 1 : (validate.errors?.length ?? 0);
    sink += JSON.stringify(value).length;
  };
}
const started = onCpu();
for (let i = 0; i < workerData.iterations; i++) step(i);
parentPort.postMessage({ cpuNs: onCpu() - started, sink });
`;

/** Which kernel: `small` stays in a core's cache; `cases` parses, validates and writes 2,000 distinct argument objects. */
export type CeilingKernel = 'small' | 'cases';

function runKernel(kind: CeilingKernel, iterations: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(KERNEL, { eval: true, workerData: { kind, iterations } });
    worker.once('message', (message: { cpuNs: number }) => resolve(message.cpuNs));
    worker.once('error', reject);
  });
}

/** `kind`'s iterations per CPU-second of one thread alone, and of each of `threads` threads run at once (medians of `repeats`). */
export async function machineCeiling(
  kind: CeilingKernel,
  threads: number,
  repeats: number,
  iterations = 400_000,
): Promise<{ alone: number; together: number }> {
  const alone: number[] = [];
  const together: number[] = [];
  for (let r = 0; r < repeats; r++) {
    alone.push(iterations / ((await runKernel(kind, iterations)) / 1e9));
    const cpus = await Promise.all(Array.from({ length: threads }, () => runKernel(kind, iterations)));
    together.push((iterations * threads) / (cpus.reduce((a, b) => a + b, 0) / 1e9));
  }
  const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  return { alone: median(alone), together: median(together) };
}
