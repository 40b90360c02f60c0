import { toCaseJson } from '../engine/caseJson.ts';

/** What a shrink can try from one candidate: simpler candidates, simplest first, and the args each carries. */
export interface ShrinkSpace<C> {
  candidates(current: C): Iterable<C>;
  args(candidate: C): unknown;
}

/** How a shrink went: the smallest candidate that still fails, its exact JSON args, and the cost. */
export interface Shrunk<C> {
  readonly shrunk: C;
  readonly json: string;
  readonly steps: number;
  readonly evaluations: number;
}

/**
 * Greedy delta debugging: take the first simpler candidate that still fails, start again from it,
 * stop at a fixpoint, when the evaluation budget is spent, or when told to stop.
 */
export async function shrinkGreedy<C>(
  start: C,
  space: ShrinkSpace<C>,
  stillFails: (candidate: C, json: string) => Promise<boolean>,
  budget = 250,
  shouldStop: () => boolean = () => false,
): Promise<Shrunk<C>> {
  let current = start;
  let json = toCaseJson(space.args(start), true);
  let steps = 0;
  let evaluations = 0;
  let progressed = true;
  while (progressed && evaluations < budget && !shouldStop()) {
    progressed = false;
    for (const candidate of space.candidates(current)) {
      if (evaluations >= budget || shouldStop()) break;
      const candidateJson = toCaseJson(space.args(candidate), true);
      evaluations++;
      if (await stillFails(candidate, candidateJson)) {
        current = candidate;
        json = candidateJson;
        steps++;
        progressed = true;
        break;
      }
    }
  }
  return { shrunk: current, json, steps, evaluations };
}

/** Shrinks args alone (the schema is fixed: a library's or a server's), keeping what still fails. */
export function argsOnlySpace(simpler: (value: unknown) => Iterable<unknown>): ShrinkSpace<unknown> {
  return { candidates: simpler, args: (args) => args };
}
