import { describe, expect, it } from 'vitest';
import type { ToolUnderTest } from '../specs/toolUnderTest.ts';
import { JobQueue } from './jobQueue.ts';

const tools: ToolUnderTest[] = ['a', 'b', 'c'].map((name) => ({ name, spec: { x: { type: 'string' } }, origin: 'test', hasBody: false }));
const drain = (queue: JobQueue) => {
  const jobs: string[] = [];
  for (let job = queue.next(new Set()); job !== undefined; job = queue.next(new Set())) jobs.push(`${job.name}${job.range.from}-${job.range.to}`);
  return jobs;
};

describe('JobQueue', () => {
  it("hands out every tool's first slice before any second one, the last slice cut to the run budget", () => {
    expect(drain(new JobQueue(tools, 60, 25))).toEqual(['a0-25', 'b0-25', 'c0-25', 'a25-50', 'b25-50', 'c25-50', 'a50-60', 'b50-60', 'c50-60']);
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
