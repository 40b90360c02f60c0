/** Which subject call is running: 0 validateArgs, 1 the converter, 2 defineTool, 3 a real body (see PHASES). */
export type PhaseIndex = 0 | 1 | 2 | 3;

/** Told when each call into the subject starts and ends, so a watchdog times the subject and nothing else. */
export interface CallWatch {
  call(phase: PhaseIndex): void;
  done(): void;
}

/** A watch that watches nothing (in-process use, tests). */
export const UNWATCHED: CallWatch = { call() {}, done() {} };
