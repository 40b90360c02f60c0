import { describe, expect, it, vi } from 'vitest';
import type { PreparedTool } from '../tool/preparedTool.ts';
import { PreparedToolCache } from './preparedToolCache.ts';

// Only the name and dispose matter to the cache.
const stub = (name: string): PreparedTool => ({ name, dispose: vi.fn() }) as unknown as PreparedTool;

describe('PreparedToolCache', () => {
  it('prepares on a miss only: a hit returns the held tool and never calls prepare', async () => {
    const cache = new PreparedToolCache(undefined, 2);
    const prepare = vi.fn(async () => stub('a'));
    const first = await cache.get('a', prepare);
    expect(await cache.get('a', prepare)).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('shares one preparation between misses of one key in flight at once', async () => {
    const cache = new PreparedToolCache();
    let release: (tool: PreparedTool) => void = () => {};
    const prepare = vi.fn(() => new Promise<PreparedTool>((resolve) => (release = resolve)));
    const both = Promise.all([cache.get('a', prepare), cache.get('a', prepare)]);
    release(stub('a'));
    const [one, two] = await both;
    expect(one).toBe(two);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
  });

  it('keeps no failed preparation: the next get prepares again', async () => {
    const cache = new PreparedToolCache();
    await expect(cache.get('a', () => Promise.reject(new Error('module gone')))).rejects.toThrow('module gone');
    expect(cache.size).toBe(0);
    const tool = stub('a');
    expect(await cache.get('a', () => tool)).toBe(tool);
  });

  it('disposes of the least recently used tool beyond its capacity', async () => {
    const cache = new PreparedToolCache(undefined, 2);
    const [a, b, c] = [stub('a'), stub('b'), stub('c')];
    await cache.get('a', () => a);
    await cache.get('b', () => b);
    await cache.get('a', () => stub('unused'));
    await cache.get('c', () => c);
    expect(b.dispose).toHaveBeenCalledTimes(1);
    expect(a.dispose).not.toHaveBeenCalled();
    expect(cache.size).toBe(2);
  });
});
