import { describe, expect, it } from 'vitest';
import type { ToolUnderTest } from '../tool/toolUnderTest.ts';
import { JobQueue } from './jobQueue.ts';

const tools: ToolUnderTest[] = ['a', 'b', 'c'].map((name) => ({
  producer: 'schema-spec',
  name,
  spec: { x: { type: 'string' } },
  origin: 'test',
  hasBody: false,
}));
const drain = (queue: JobQueue) => {
  const jobs: string[] = [];
  for (let job = queue.next(new Set()); job !== undefined; job = queue.next(new Set()))
    jobs.push(`${job.name}${job.range.from}-${job.range.to}`);
  return jobs;
};

describe('JobQueue', () => {
  it("hands out every tool's first slice before any second one, the last slice cut to the run budget", () => {
    expect(drain(new JobQueue(tools, 60, 25))).toEqual([
      'a0-25',
      'b0-25',
      'c0-25',
      'a25-50',
      'b25-50',
      'c25-50',
      'a50-60',
      'b50-60',
      'c50-60',
    ]);
    expect(new JobQueue(tools, 60, 25).total).toBe(9);
  });

  it('makes jobs lazily: a huge run budget costs nothing up front', () => {
    const queue = new JobQueue(tools, 1e9, 25);
    expect(queue.total).toBe(3 * 4e7);
    expect(queue.next(new Set())?.range).toEqual({ from: 0, to: 25 });
  });

  it('never hands out a busy tool, defers its slice, and keeps the deferred list short', () => {
    const one = new JobQueue([tools[0]!], 1000, 25);
    expect(one.next(new Set())?.range.from).toBe(0);
    for (let i = 0; i < 10; i++) expect(one.next(new Set([0]))).toBeUndefined();
    expect(one.next(new Set())?.range.from).toBe(25);
    expect(one.next(new Set())?.range.from).toBe(50);
  });

  it('puts resumed jobs first, drops a tool entirely, and hands out nothing once cleared', () => {
    const queue = new JobQueue(tools, 50, 25);
    const first = queue.next(new Set())!;
    queue.putBack({ ...first, resumeAt: { source: 'faker', index: 3 } });
    expect(queue.next(new Set())).toMatchObject({ name: 'a', resumeAt: { source: 'faker', index: 3 } });
    queue.drop(1);
    expect(drain(queue)).toEqual(['c0-25', 'a25-50', 'c25-50']);
    expect(queue.exhausted).toBe(true);
    const cleared = new JobQueue(tools, 50, 25);
    cleared.clear();
    expect(cleared.next(new Set())).toBeUndefined();
    expect(cleared.exhausted).toBe(true);
  });
});

describe('JobQueue with every tool dropped', () => {
  it('is exhausted, and hands out nothing, even with no cap on runs (--time alone)', () => {
    const queue = new JobQueue(tools, Number.POSITIVE_INFINITY, 25);
    expect(queue.next(new Set())?.name).toBe('a');
    for (const index of [0, 1, 2]) queue.drop(index);
    expect(queue.next(new Set())).toBeUndefined();
    expect(queue.next(new Set(), () => true)).toBeUndefined();
    expect(queue.exhausted).toBe(true);
  });
});

describe('JobQueue with worker preferences', () => {
  const six: ToolUnderTest[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({
    producer: 'schema-spec',
    name,
    spec: { x: { type: 'string' } },
    origin: 'test',
    hasBody: false,
  }));

  it('gives each worker the tools it prepared, one round ahead at most, and still hands out every job once', () => {
    const queue = new JobQueue(six, 100, 25);
    const mine = [new Set([0, 2, 4]), new Set([1, 3, 5])];
    const handed: string[] = [];
    const slicesOf = new Map<number, number[]>();
    for (let turn = 0; !queue.exhausted; turn++) {
      const worker = turn % 2;
      const job = queue.next(new Set(), (tool) => (mine[worker] as Set<number>).has(tool));
      if (job === undefined) break;
      expect(mine[worker]?.has(job.toolIndex), `${job.name} went to worker ${worker}`).toBe(true);
      handed.push(`${job.name}${job.range.from}`);
      slicesOf.set(job.toolIndex, [...(slicesOf.get(job.toolIndex) ?? []), job.range.from]);
    }
    expect(handed.sort()).toEqual(six.flatMap((t) => [0, 25, 50, 75].map((from) => `${t.name}${from}`)).sort());
    // A tool's slices still go out in order.
    for (const slices of slicesOf.values()) expect(slices).toEqual([0, 25, 50, 75]);
  });

  it('takes the next job in order when the worker prefers none of the runnable ones', () => {
    const queue = new JobQueue(six, 50, 25);
    expect(queue.next(new Set(), () => false)?.name).toBe('a');
    expect(queue.next(new Set([1]), () => false)?.name).toBe('c');
  });

  it('never lets a tool run two slices at once, preferred or not', () => {
    const queue = new JobQueue([six[0]!], 100, 25);
    expect(queue.next(new Set(), () => true)?.range.from).toBe(0);
    expect(queue.next(new Set([0]), () => true)).toBeUndefined();
    expect(queue.next(new Set(), () => true)?.range.from).toBe(25);
  });
});
