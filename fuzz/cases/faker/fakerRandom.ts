import type { Random } from 'json-schema-faker';

/**
 * json-schema-faker 0.6's seeded random (mulberry32 and its int/bool/pick/shuffle/fork), draw for draw:
 * a compiled faker generator must consume the same draws in the same order to give the same values.
 */
export class FakerRandom implements Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed | 0;
  }

  /** mulberry32's next value in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) | 0;
    const s = this.#state;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], as faker computes it (the same floating-point steps). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with `probability`. */
  bool(probability = 0.5): boolean {
    return this.next() < probability;
  }

  /** One member of `arr`. */
  pick<T>(arr: readonly T[]): T {
    return arr[this.int(0, arr.length - 1)] as T;
  }

  /** A shuffled copy of `arr` (Fisher-Yates from the end, as faker draws it). */
  shuffle<T>(arr: T[]): T[] {
    const result = [...arr];
    for (let i = result.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [result[i], result[j]] = [result[j] as T, result[i] as T];
    }
    return result;
  }

  /** A new random seeded from this one. */
  fork(): Random {
    return new FakerRandom(Math.floor(this.next() * 4294967296));
  }
}
