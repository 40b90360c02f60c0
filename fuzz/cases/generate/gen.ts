import fc from 'fast-check';

/** What building one subschema gave: an arbitrary of valid values, or why there is none (as data). */
export type Gen =
  | { readonly kind: 'arbitrary'; readonly arbitrary: fc.Arbitrary<unknown> }
  | { readonly kind: 'unsatisfiable'; readonly at: string; readonly reason: string }
  | { readonly kind: 'unsupported'; readonly at: string; readonly reason: string };

/** A Gen that failed, of either kind. */
export type FailedGen = Exclude<Gen, { kind: 'arbitrary' }>;

/** A Gen of the given arbitrary. */
export function arbitraryGen(arbitrary: fc.Arbitrary<unknown>): Gen {
  return { kind: 'arbitrary', arbitrary };
}

/** A Gen for a subschema no value satisfies (within the generation bounds). */
export function unsatisfiable(at: string, reason: string): Gen {
  return { kind: 'unsatisfiable', at, reason };
}

/** A Gen for a subschema generation cannot handle at all (a remote `$ref`, a regex JavaScript rejects). */
export function unsupported(at: string, reason: string): Gen {
  return { kind: 'unsupported', at, reason };
}

/** The union of the gens that succeeded; the first failure when none did (unsupported wins over unsatisfiable, it is the actionable one). */
export function oneOfGens(gens: readonly Gen[], at: string, emptyReason: string): Gen {
  const arbitraries = gens.flatMap((gen) => (gen.kind === 'arbitrary' ? [gen.arbitrary] : []));
  if (arbitraries.length === 1) return arbitraryGen(arbitraries[0] as fc.Arbitrary<unknown>);
  if (arbitraries.length > 1) return arbitraryGen(fc.oneof(...arbitraries));
  const failed = gens.filter((gen): gen is FailedGen => gen.kind !== 'arbitrary');
  return failed.find((gen) => gen.kind === 'unsupported') ?? failed[0] ?? unsatisfiable(at, emptyReason);
}
