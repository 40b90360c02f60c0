import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors/usageError.ts';
import { parseShard, shardTools } from './shardTools.ts';

describe('shards', () => {
  it('reads i/n', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 });
  });

  it.each(['0/4', '5/4', '2', '2/0', 'a/b', '-1/3', '1/2/3', ''])('rejects %j with a one-line usage error', (text) => {
    expect(() => parseShard(text)).toThrow(UsageError);
  });

  it('splits tools into disjoint shards whose union is every tool, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 9 }), (tools, count) => {
        const shards = Array.from({ length: count }, (_, i) => shardTools(tools, { index: i + 1, count }));
        expect(shards.flat().sort((a, b) => a - b)).toEqual([...tools].sort((a, b) => a - b));
        expect(shards.reduce((n, s) => n + s.length, 0)).toBe(tools.length);
        for (const shard of shards) expect(shard.length).toBeLessThanOrEqual(Math.ceil(tools.length / count));
      }),
    );
  });
});
