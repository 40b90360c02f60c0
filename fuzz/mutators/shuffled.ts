import type fc from 'fast-check';

/** A copy of `items` in an order chosen by the seeded rng (Fisher–Yates). */
export function shuffled<T>(rng: fc.Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.nextInt(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
