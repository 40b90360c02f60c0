import type fc from 'fast-check';

/** One item of a non-empty list, chosen by the seeded rng. */
export function pick<T>(rng: fc.Random, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick needs at least one item');
  return items[rng.nextInt(0, items.length - 1)] as T;
}
