import fc from 'fast-check';
import { specArbitrary } from '../cases/typed/specArbitrary.ts';
import type { SchemaSpecTool } from '../tool/toolUnderTest.ts';

/** How many random specs `--random-specs` adds to a campaign. */
export const RANDOM_SPEC_COUNT = 24;

/** Random specs of every DSL feature (depth 4, mixed enums, defaults, hostile keys), the same for the same seed. */
export function randomSpecTools(seed: number, count = RANDOM_SPEC_COUNT): SchemaSpecTool[] {
  return fc.sample(specArbitrary({ maxDepth: 4, maxProps: 6 }), { seed, numRuns: count }).map((spec, index) => ({
    name: `random-${index + 1}`,
    spec,
    origin: `--random-specs (seed ${seed}) #${index + 1}`,
    producer: 'schema-spec',
    hasBody: false,
  }));
}
