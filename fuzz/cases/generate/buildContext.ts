import fc from 'fast-check';
import { createSchemaChecker, type SchemaChecker } from '../../schema/schemaChecker.ts';
import type { Draft, JsonSchema } from '../../schema/schemaTypes.ts';
import { arbitraryGen, unsatisfiable, type Gen } from './gen.ts';

/** How far generation goes: recursion, sizes, and how hard it tries before calling a filter hopeless. */
export interface GenerationLimits {
  /** `$ref` hops before generation only takes the smallest way out (required keys, fewest items). */
  readonly maxRefDepth: number;
  /** Items beyond `minItems` an array may get. */
  readonly maxExtraItems: number;
  /** Undeclared keys an open object may get. */
  readonly maxExtraKeys: number;
  /** Samples drawn, with a fixed seed, to see whether a filtered subschema accepts anything. */
  readonly probeRuns: number;
}

/** Where generation could not honour a keyword by construction, and what it did instead. */
export interface GenerationNote {
  /** JSON Pointer of the subschema, in the root schema. */
  readonly at: string;
  readonly keyword: string;
  /** `filtered`: generated from the rest, then kept only values ajv accepts; `ignored`: no effect on validity (unknown format). */
  readonly handling: 'filtered' | 'ignored';
}

/** Live counters of the ajv filter (the last resort) and the cheap local filters, over all values drawn so far. */
export interface GenerationStats {
  /** Subschemas generation filters with ajv. */
  filteredNodes: number;
  /** Values the ajv filter judged. */
  ajvChecks: number;
  /** Values the ajv filter threw away. */
  ajvRejections: number;
  /** Values a local filter (length in code points, float multipleOf, uniqueness) threw away. */
  localRejections: number;
}

/** Everything one generation shares: the root, its draft, limits, a lazy ajv, notes and counters. */
export interface BuildContext {
  readonly root: JsonSchema;
  readonly draft: Draft;
  readonly limits: GenerationLimits;
  readonly notes: GenerationNote[];
  readonly stats: GenerationStats;
  readonly checker: () => SchemaChecker;
  readonly memo: WeakMap<object, Map<number, Gen>>;
}

/** A fresh context for one root schema. */
export function createBuildContext(root: JsonSchema, draft: Draft, limits: GenerationLimits): BuildContext {
  let checker: SchemaChecker | undefined;
  return {
    root,
    draft,
    limits,
    notes: [],
    stats: { filteredNodes: 0, ajvChecks: 0, ajvRejections: 0, localRejections: 0 },
    checker: () => (checker ??= createSchemaChecker(root, draft)),
    memo: new WeakMap(),
  };
}

/** Records a note once per place and keyword. */
export function note(ctx: BuildContext, entry: GenerationNote): void {
  if (!ctx.notes.some((n) => n.at === entry.at && n.keyword === entry.keyword)) ctx.notes.push(entry);
}

/** Where a filter's verdicts are counted: a cheap local check, or ajv on the subschema (the last resort). */
export type FilterKind = 'local' | 'ajv';

/**
 * Keeps the values `keep` accepts. A fixed-seed probe first checks that some value passes, so a filter
 * that accepts nothing is reported as unsatisfiable data instead of a generator that loops forever.
 */
export function guardedFilter(
  ctx: BuildContext,
  arbitrary: fc.Arbitrary<unknown>,
  keep: (value: unknown) => boolean,
  where: { at: string; kind: FilterKind; certain?: boolean },
): Gen {
  // `certain`: the caller expects nearly every candidate to pass (a rounding guard), so a short probe is
  // enough; should it find none, the caller was wrong and the full probe decides.
  const quick = where.certain === true && fc.sample(arbitrary, { numRuns: 5, seed: 0x5eed }).some(keep);
  if (!quick && !fc.sample(arbitrary, { numRuns: ctx.limits.probeRuns, seed: 0x5eed }).some(keep))
    return unsatisfiable(where.at, `none of ${ctx.limits.probeRuns} candidates passed the ${where.kind} filter`);
  if (where.kind === 'ajv') ctx.stats.filteredNodes++;
  return arbitraryGen(
    arbitrary.filter((value) => {
      const ok = keep(value);
      if (where.kind === 'ajv') ctx.stats.ajvChecks++;
      if (!ok) ctx.stats[where.kind === 'ajv' ? 'ajvRejections' : 'localRejections']++;
      return ok;
    }),
  );
}

/** Builds the subschema at `at` with `budget` `$ref` hops left: how object and array builders recurse. */
export type BuildChild = (schema: JsonSchema, at: string, budget: number) => Gen;
