import { UsageError } from '../errors/usageError.ts';

/** One shard of a campaign: the `index`-th (1-based) of `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Reads `--shard i/n` (1 ≤ i ≤ n), or says in one line what is wrong with it. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || !Number.isSafeInteger(index) || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard <i/n> needs 1 <= i <= n, e.g. --shard 2/4; got ${JSON.stringify(text)}`);
  }
  return { index, count };
}

/**
 * The tools of one shard: every n-th tool, starting at the i-th. A tool's cases depend only on the
 * seed and the tool, so the shards together run exactly the cases of the whole campaign.
 */
export function shardTools<T>(tools: readonly T[], shard: Shard): T[] {
  return tools.filter((_, position) => position % shard.count === shard.index - 1);
}
