import type fc from 'fast-check';
import { createBuildContext, type GenerationLimits, type GenerationNote, type GenerationStats } from './generate/buildContext.ts';
import { buildNode } from './generate/buildNode.ts';
import { draftOf, type Draft, type JsonSchema } from '../schema/schemaTypes.ts';

/** Options of validArbitrary: the generation limits, and a draft when `$schema` should not decide. */
export interface ValidArbitraryOptions extends Partial<GenerationLimits> {
  readonly draft?: Draft;
}

/** What validArbitrary gives: an arbitrary of valid values, or why there is none; notes say where ajv filters. */
export type ValidArbitraryResult =
  | {
      readonly kind: 'ok';
      readonly arbitrary: fc.Arbitrary<unknown>;
      readonly draft: Draft;
      readonly notes: readonly GenerationNote[];
      /** Live counters: they grow as values are drawn. */
      readonly stats: Readonly<GenerationStats>;
    }
  | {
      readonly kind: 'unsatisfiable' | 'unsupported';
      readonly at: string;
      readonly reason: string;
      readonly draft: Draft;
      readonly notes: readonly GenerationNote[];
    };

/** The default limits: three `$ref` hops of free recursion, small arrays and few invented keys. */
export const DEFAULT_GENERATION_LIMITS: GenerationLimits = { maxRefDepth: 3, maxExtraItems: 4, maxExtraKeys: 2, probeRuns: 40 };

/**
 * An arbitrary of JSON values (as JSON.parse gives them: plain objects, finite numbers, no undefined)
 * valid against `schema` by construction. What construction cannot honour (`not`, `oneOf`'s
 * exclusivity, a conflicting `allOf`) is filtered with ajv and listed in `notes`; a schema no value
 * satisfies within the limits is a result, never a generator that loops.
 */
export function validArbitrary(schema: JsonSchema, options: ValidArbitraryOptions = {}): ValidArbitraryResult {
  return validArbitraryWithin(schema, schema, options);
}

/** validArbitrary for a subschema (or one built from parts of `root`), its `$ref`s resolved against `root`. */
export function validArbitraryWithin(root: JsonSchema, schema: JsonSchema, options: ValidArbitraryOptions = {}): ValidArbitraryResult {
  const draft = options.draft ?? draftOf(root);
  const limits: GenerationLimits = {
    maxRefDepth: options.maxRefDepth ?? DEFAULT_GENERATION_LIMITS.maxRefDepth,
    maxExtraItems: options.maxExtraItems ?? DEFAULT_GENERATION_LIMITS.maxExtraItems,
    maxExtraKeys: options.maxExtraKeys ?? DEFAULT_GENERATION_LIMITS.maxExtraKeys,
    probeRuns: options.probeRuns ?? DEFAULT_GENERATION_LIMITS.probeRuns,
  };
  const ctx = createBuildContext(root, draft, limits);
  const gen = buildNode(ctx, schema, '', limits.maxRefDepth);
  if (gen.kind === 'arbitrary') return { kind: 'ok', arbitrary: gen.arbitrary, draft, notes: ctx.notes, stats: ctx.stats };
  return { kind: gen.kind, at: gen.at, reason: gen.reason, draft, notes: ctx.notes };
}
