/**
 * Which subject call is running: `validator` the runtime's check (validateArgs, a library's parse, a
 * tools/call), `converter` the subject's schema conversion, `boundary` the defineTool probe, `body`
 * a real tool body. A HANG or CRASH is blamed on the phase its call was in.
 */
export const CALL_PHASES = ['validator', 'converter', 'boundary', 'body'] as const;

/** One phase of a subject call (see CALL_PHASES). */
export type CallPhase = (typeof CALL_PHASES)[number];

/** Told when each call into the subject starts and ends, so a watchdog times the subject and nothing else. */
export interface CallWatch {
  call(phase: CallPhase): void;
  done(): void;
}

/** A watch that watches nothing (in-process use, tests). */
export const UNWATCHED: CallWatch = { call() {}, done() {} };
