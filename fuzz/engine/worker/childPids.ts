const SLOTS = 64;

/**
 * The processes a worker started that still run (MCP servers), in shared memory: a terminated
 * worker runs no cleanup and a message it posted last may never arrive, but the supervisor can read
 * this at any time, and kills what is left when the worker ends. The worker writes a pid the moment
 * it spawns (before the child even starts) and clears it once the child has exited, so a pid the OS
 * may reuse is never killed.
 */
export class ChildPids {
  readonly #slots: Int32Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(SLOTS * 4)) {
    this.#slots = new Int32Array(buffer);
  }

  /** Worker side: a child started. With every slot taken the oldest record is lost (the child's stdin still closes with the worker). */
  add(pid: number): void {
    for (let i = 0; i < this.#slots.length; i++) if (Atomics.compareExchange(this.#slots, i, 0, pid) === 0) return;
  }

  /** Worker side: that child has exited. */
  remove(pid: number): void {
    for (let i = 0; i < this.#slots.length; i++) Atomics.compareExchange(this.#slots, i, pid, 0);
  }

  /** Supervisor side, once the worker has ended: SIGKILLs every child still recorded (a server still running now ignores its stdin closing). */
  killAll(): void {
    for (let i = 0; i < this.#slots.length; i++) {
      const pid = Atomics.exchange(this.#slots, i, 0);
      if (pid === 0) continue;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
}
