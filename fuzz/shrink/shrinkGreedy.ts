import { exactArgsJson } from './exactArgs.ts';
import { simplerValues } from './simplerArgs.ts';

/** The evaluations a shrink spends when its caller names no budget. */
export const DEFAULT_SHRINK_BUDGET = 250;

/**
 * What a shrink can try from one candidate: simpler candidates, simplest first, and the args each
 * carries. `focus` names the top-level keys the drift was seen at, which a space may cut to first.
 */
export interface ShrinkSpace<C> {
  candidates(current: C, focus: readonly string[]): Iterable<C>;
  args(candidate: C): unknown;
}

/** How a shrink went: the smallest candidate that still fails, its exact JSON args, and the cost. */
export interface Shrunk<C> {
  readonly shrunk: C;
  readonly json: string;
  readonly steps: number;
  readonly evaluations: number;
}

/** What bounds a greedy shrink, and where it looks first. */
export interface GreedyOptions {
  /** Candidates it may evaluate (default DEFAULT_SHRINK_BUDGET). */
  readonly budget?: number | undefined;
  /** Asked before each candidate: true ends the shrink with the progress made. */
  readonly shouldStop?: () => boolean;
  /** Top-level keys the drift was seen at (see ShrinkSpace). */
  readonly focus?: readonly string[];
}

/**
 * Greedy delta debugging: take the first simpler candidate that still fails, start again from it,
 * stop at a fixpoint, when the evaluation budget is spent, or when told to stop. Each candidate's
 * args go to `stillFails` as their exact JSON text (1e400 and -0 kept, see exactArgs.ts).
 */
export async function shrinkGreedy<C>(
  start: C,
  space: ShrinkSpace<C>,
  stillFails: (candidate: C, json: string) => Promise<boolean>,
  options: GreedyOptions = {},
): Promise<Shrunk<C>> {
  const budget = options.budget ?? DEFAULT_SHRINK_BUDGET;
  const shouldStop = options.shouldStop ?? (() => false);
  const focus = options.focus ?? [];
  let current = start;
  let json = exactArgsJson(space.args(start));
  let steps = 0;
  let evaluations = 0;
  let progressed = true;
  while (progressed && evaluations < budget && !shouldStop()) {
    progressed = false;
    for (const candidate of space.candidates(current, focus)) {
      if (evaluations >= budget || shouldStop()) break;
      const candidateJson = exactArgsJson(space.args(candidate));
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

/** The args alone (the schema is fixed: a library's, a framework's or a server's): smaller values, fewer keys and items. */
export const ARGS_SPACE: ShrinkSpace<unknown> = { candidates: (args) => simplerValues(args), args: (args) => args };
