import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

// FNV-1a over the parts: a stable 32-bit mix so every case has its own seed, independent of order.
function mix(parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0x2f;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The seed of one case: a function of the campaign seed, the tool, the case source and the case index. */
export function caseSeed(seed: number, tool: string, source: string, index: number): number {
  return mix([seed, tool, source, index]);
}

/** A fast-check random generator seeded for one case, so any case can be regenerated alone. */
export function caseRandom(seed: number): fc.Random {
  return new fc.Random(xoroshiro128plus(seed));
}

/** The bias of case `index`: fast-check biases towards small and edge values more strongly on early runs; this mirrors its runner. */
export function biasFor(index: number): number {
  return 2 + Math.floor(Math.log10(index + 1));
}
