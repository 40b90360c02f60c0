import fc from 'fast-check';

/** Draws one value from `mrng` with `biasFactor`, as `arbitrary.generate(mrng, biasFactor).value` would. */
export type Draw = (mrng: fc.Random, biasFactor: number | undefined) => unknown;

// fast-check 4's arrays (fc.array, fc.string, fc.uniqueArray) drawn as their generate() draws them: the
// length (biased now and then), then the items from the item arbitrary or, biased, from runs of the
// custom slices (fc.string's dangerous strings), with the array's depth impact on its depth context.

interface DepthContext {
  depth: number;
}
/** fast-check's set of a uniqueArray (its setBuilder's product). */
interface UniqueSet {
  tryAdd(value: fc.Value<unknown>): boolean;
  size(): number;
  getData(): fc.Value<unknown>[];
}

/** fast-check's ArrayArbitrary.generate (array, string, uniqueArray) read from its fields, `item` drawing its items. */
export function arrayDraw(a: Record<string, unknown>, item: Draw): Draw {
  const minLength = a.minLength as number;
  const maxGenerated = a.maxGeneratedLength as number;
  const biasedMax = a.cachedBiasedMaxLength as number;
  const slices = a.customSlices as readonly (readonly unknown[])[];
  const depthContext = a.depthContext as DepthContext;
  const setBuilder = a.setBuilder as (() => UniqueSet) | undefined;
  // buildSlicedGenerator for a uniqueArray (no exact-length attempt there): items from the arbitrary, or
  // (biased, with custom slices) now and then runs of a slice.
  const source = (mrng: fc.Random, biasFactor: number | undefined): (() => unknown) => {
    if (biasFactor === undefined || slices.length === 0 || mrng.nextInt(1, biasFactor) !== 1) return () => item(mrng, biasFactor);
    let active = 0;
    let nextIndex = 0;
    let lastIndex = -1;
    return () => {
      if (nextIndex <= lastIndex) return (slices[active] as unknown[])[nextIndex++];
      if (mrng.nextInt(1, biasFactor) !== 1) return item(mrng, biasFactor);
      active = mrng.nextInt(0, slices.length - 1);
      const slice = slices[active] as unknown[];
      if (mrng.nextInt(1, biasFactor) !== 1) {
        nextIndex = 1;
        lastIndex = slice.length - 1;
        return slice[0];
      }
      const boundaryA = mrng.nextInt(0, slice.length - 1);
      const boundaryB = mrng.nextInt(0, slice.length - 1);
      nextIndex = Math.min(boundaryA, boundaryB);
      lastIndex = Math.max(boundaryA, boundaryB);
      return slice[nextIndex++];
    };
  };
  // A uniqueArray: items until n distinct ones, or maxGeneratedLength rejected in a row (its set reads Values).
  const distinctItems = (set: UniqueSet, n: number, from: () => unknown): unknown[] => {
    let skipped = 0;
    while (set.size() < n && skipped < maxGenerated) {
      if (set.tryAdd(new fc.Value(from(), undefined))) skipped = 0;
      else skipped += 1;
    }
    return set.getData().map((value) => value.value);
  };
  const items = (n: number, mrng: fc.Random, biasFactor: number | undefined): unknown[] => {
    if (setBuilder !== undefined) return distinctItems(setBuilder(), n, source(mrng, biasFactor));
    const out: unknown[] = [];
    // buildSlicedGenerator: items from the arbitrary, or now and then runs of its custom slices.
    if (biasFactor === undefined || slices.length === 0 || mrng.nextInt(1, biasFactor) !== 1) {
      for (let i = 0; i !== n; ++i) out.push(item(mrng, biasFactor));
      return out;
    }
    let active = 0;
    let nextIndex = 0;
    let lastIndex = -1;
    if (n !== 0 && mrng.nextInt(1, biasFactor) === 1) {
      const eligible: number[] = [];
      for (let index = 0; index !== slices.length; ++index) if ((slices[index] as unknown[]).length === n) eligible.push(index);
      if (eligible.length !== 0) {
        active = eligible[mrng.nextInt(0, eligible.length - 1)] as number;
        nextIndex = 0;
        lastIndex = n - 1;
      }
    }
    for (let i = 0; i !== n; ++i) {
      if (nextIndex <= lastIndex) {
        out.push((slices[active] as unknown[])[nextIndex++]);
        continue;
      }
      if (mrng.nextInt(1, biasFactor) !== 1) {
        out.push(item(mrng, biasFactor));
        continue;
      }
      active = mrng.nextInt(0, slices.length - 1);
      const slice = slices[active] as unknown[];
      if (mrng.nextInt(1, biasFactor) !== 1) {
        nextIndex = 1;
        lastIndex = slice.length - 1;
        out.push(slice[0]);
        continue;
      }
      const boundaryA = mrng.nextInt(0, slice.length - 1);
      const boundaryB = mrng.nextInt(0, slice.length - 1);
      nextIndex = Math.min(boundaryA, boundaryB);
      lastIndex = Math.max(boundaryA, boundaryB);
      out.push(slice[nextIndex++]);
    }
    return out;
  };
  return (mrng, biasFactor) => {
    let size: number;
    let itemsBias: number | undefined;
    if (biasFactor === undefined) size = mrng.nextInt(minLength, maxGenerated);
    else if (minLength === maxGenerated) {
      size = mrng.nextInt(minLength, maxGenerated);
      itemsBias = biasFactor;
    } else if (mrng.nextInt(1, biasFactor) !== 1) size = mrng.nextInt(minLength, maxGenerated);
    else {
      // A second draw: unbiased length with biased items, else a biased length too.
      const biasedLength = mrng.nextInt(1, biasFactor) === 1;
      size = mrng.nextInt(minLength, biasedLength ? biasedMax : maxGenerated);
      itemsBias = biasFactor;
    }
    const depthImpact = size - biasedMax;
    if (depthImpact <= 0) return items(size, mrng, itemsBias);
    depthContext.depth += depthImpact;
    try {
      return items(size, mrng, itemsBias);
    } finally {
      depthContext.depth -= depthImpact;
    }
  };
}
