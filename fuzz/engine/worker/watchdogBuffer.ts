import { CASE_SOURCES } from '../../model/caseSource.ts';
import { CALL_PHASES, type CallPhase } from '../../tool/callWatch.ts';

// The shared memory a worker and its supervisor use to spot a subject call that never returns: the
// worker cannot post a message from inside a stuck call, but the supervisor can read this at any time.

const INTS = 8 + CASE_SOURCES.length;
const MAX_JSON_BYTES = 64 * 1024;

/** Slots of the Int32 header. */
enum Slot {
  InCall = 0,
  Sequence = 1,
  Phase = 2,
  Source = 3,
  CaseIndex = 4,
  JsonLength = 5,
  Stop = 6,
  Tool = 7,
  /** One slot per case source (CASE_SOURCES): cases started in the current job. */
  Counts = 8,
}

export type { CallPhase } from '../../tool/callWatch.ts';

// A phase's slot value: its index in CALL_PHASES, looked up without a search on the hot path.
const PHASE_SLOT: Readonly<Record<CallPhase, number>> = { validator: 0, converter: 1, boundary: 2, body: 3 };

/** Where a worker was when it was last seen in a subject call. */
export interface CallSnapshot {
  readonly inCall: boolean;
  readonly sequence: number;
  readonly tool: number;
  readonly phase: CallPhase;
  readonly source: number;
  readonly caseIndex: number;
  readonly json: string;
  readonly truncated: boolean;
}

/** The Stop slot's value for a stop of cases alone (1 stops shrinking too). */
const CASES_STOP = 2;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A view over the shared watchdog memory, used from both sides. */
export class WatchdogBuffer {
  readonly #ints: Int32Array;
  readonly #bytes: Uint8Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(INTS * 4 + MAX_JSON_BYTES)) {
    this.#ints = new Int32Array(buffer, 0, INTS);
    this.#bytes = new Uint8Array(buffer, INTS * 4);
  }

  /** Worker side: the case now being evaluated (no subject call yet: toolfuzz's own work is never timed). */
  setCase(tool: number, source: number, caseIndex: number, json: string): void {
    const { read, written } = encoder.encodeInto(json, this.#bytes);
    this.#ints[Slot.Tool] = tool;
    this.#ints[Slot.Source] = source;
    this.#ints[Slot.CaseIndex] = caseIndex;
    this.#ints[Slot.JsonLength] = read < json.length ? -written : written;
  }

  /** Worker side: a call into the subject (`phase`, see CALL_PHASES) starts now; the watchdog times it. */
  call(phase: CallPhase): void {
    this.#ints[Slot.Phase] = PHASE_SLOT[phase];
    Atomics.add(this.#ints, Slot.Sequence, 1);
    Atomics.store(this.#ints, Slot.InCall, 1);
  }

  /** Worker side: the subject call returned. */
  leave(): void {
    Atomics.store(this.#ints, Slot.InCall, 0);
  }

  /** Supervisor side, before posting a job: its case counts start from zero. */
  resetCounts(): void {
    for (let i = 0; i < 4; i++) Atomics.store(this.#ints, Slot.Counts + i, 0);
  }

  /** Worker side: one more case of source `source` (its index in CASE_SOURCES) has started. */
  countCase(source: number): void {
    if (source >= 0 && source < CASE_SOURCES.length) Atomics.add(this.#ints, Slot.Counts + source, 1);
  }

  /** Supervisor side: the cases the current job has started, per case source (readable even from a stuck worker). */
  caseCounts(): number[] {
    return CASE_SOURCES.map((_, i) => Atomics.load(this.#ints, Slot.Counts + i));
  }

  /** Supervisor side: ask the worker to start no more cases of its slice, but finish a shrink under way (what was awaited is found). */
  requestCasesStop(): void {
    Atomics.compareExchange(this.#ints, Slot.Stop, 0, CASES_STOP);
  }

  /** Supervisor side, before posting a job: a stop asked of the previous slice alone does not carry over. */
  clearCasesStop(): void {
    Atomics.compareExchange(this.#ints, Slot.Stop, CASES_STOP, 0);
  }

  /** Worker side: whether to start no more cases (any stop was requested). */
  get casesStopRequested(): boolean {
    return Atomics.load(this.#ints, Slot.Stop) !== 0;
  }

  /** Supervisor side: ask the worker to stop at its next check. */
  requestStop(): void {
    Atomics.store(this.#ints, Slot.Stop, 1);
  }

  /** Worker side: whether a stop was requested. */
  get stopRequested(): boolean {
    return Atomics.load(this.#ints, Slot.Stop) === 1;
  }

  /** Supervisor side: what the worker is doing right now. */
  snapshot(): CallSnapshot {
    const length = this.#ints[Slot.JsonLength] as number;
    return {
      inCall: Atomics.load(this.#ints, Slot.InCall) === 1,
      sequence: Atomics.load(this.#ints, Slot.Sequence),
      tool: this.#ints[Slot.Tool] as number,
      phase: CALL_PHASES[this.#ints[Slot.Phase] as number] ?? 'validator',
      source: this.#ints[Slot.Source] as number,
      caseIndex: this.#ints[Slot.CaseIndex] as number,
      json: decoder.decode(this.#bytes.subarray(0, Math.abs(length))),
      truncated: length < 0,
    };
  }
}
