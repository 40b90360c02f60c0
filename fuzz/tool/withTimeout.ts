/** How a promise settled within a time limit. */
export type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown } | { status: 'timeout' };

/** Microtask turns to wait before arming a timer: covers an async function that awaits a few settled promises. */
const QUICK_TURNS = 8;

function raceTimer<T>(promise: Promise<T>, ms: number): Promise<Settled<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ status: 'timeout' }), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve({ status: 'fulfilled', value });
      },
      (reason: unknown) => {
        clearTimeout(timer);
        resolve({ status: 'rejected', reason });
      },
    );
  });
}

/** Awaits `promise` for at most `ms`: a promise that never settles becomes `timeout`, never a stuck campaign. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<Settled<T>> {
  // Almost every call settles within a few microtasks; a timer for each (~1 µs to arm and clear,
  // plus a Timeout object) is needed only by the ones that wait on I/O, timers or nothing at all.
  let settled: Settled<T> | undefined;
  promise.then(
    (value) => {
      settled = { status: 'fulfilled', value };
    },
    (reason: unknown) => {
      settled = { status: 'rejected', reason };
    },
  );
  for (let turn = 0; turn < QUICK_TURNS; turn++) {
    await undefined;
    if (settled !== undefined) return settled;
  }
  return raceTimer(promise, ms);
}
