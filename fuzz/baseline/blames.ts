import type { Blame } from '../model/findingKind.ts';

/** Every blame a finding can carry, for checking hand-edited files. */
export const BLAMES = ['validator', 'converter', 'boundary', 'body'] as const satisfies readonly Blame[];

// Fails to compile when a Blame is added without being listed above.
const complete: Exclude<Blame, (typeof BLAMES)[number]> extends never ? true : never = true;
void complete;
