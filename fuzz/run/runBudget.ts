/** How the whole run shares its wall-clock budget: corpus replay, fuzzing and shrinking, then reports. */
export interface RunBudget {
  /** Epoch ms the run started. */
  readonly started: number;
  /** Epoch ms by which the campaign (and the corpus replay before it) must be over; undefined: no time budget. */
  readonly campaignDeadline: number | undefined;
  /** Cases per source per tool: Infinity when only a time budget was given. */
  readonly runs: number;
}

/** What is kept at the end of a timed run for building and writing the reports. */
export const REPORT_RESERVE_MS = 750;

/**
 * `--time` is a promise about the whole run: the campaign ends `REPORT_RESERVE_MS` before it so the
 * reports are written in time. `--time` alone means "fuzz for that long" (no cap on runs); with
 * `--runs` too, whichever comes first.
 */
export function runBudget(
  started: number,
  options: { readonly runs: number | undefined; readonly timeSeconds: number | undefined },
): RunBudget {
  const deadline = options.timeSeconds === undefined ? undefined : started + options.timeSeconds * 1000;
  return {
    started,
    campaignDeadline:
      deadline === undefined ? undefined : Math.max(started, deadline - Math.min(REPORT_RESERVE_MS, (deadline - started) * 0.1)),
    runs: options.runs ?? (deadline === undefined ? DEFAULT_RUNS : Number.POSITIVE_INFINITY),
  };
}

/** Cases per source per tool when neither `--runs` nor `--time` is given. */
export const DEFAULT_RUNS = 100;
