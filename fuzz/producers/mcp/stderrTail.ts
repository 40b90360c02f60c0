/** How many of a server's last stderr lines are kept for messages. */
export const STDERR_LINES_KEPT = 20;

/**
 * The last lines a server wrote to stderr, kept in a ring so a chatty server costs nothing: a start
 * that fails, a crash or a hang is explained with what the server said last.
 */
export class StderrTail {
  readonly #lines: string[] = [];
  #partial = '';

  constructor(private readonly keep: number = STDERR_LINES_KEPT) {}

  /** Takes a chunk of the server's stderr. */
  push(chunk: Buffer | string): void {
    const parts = (this.#partial + chunk.toString()).split(/\r?\n/);
    this.#partial = (parts.pop() ?? '').slice(-2000);
    for (const line of parts) this.#add(line);
  }

  /** The kept lines, oldest first (the unfinished last line included). */
  lines(): string[] {
    return this.#partial === '' ? [...this.#lines] : [...this.#lines, this.#partial].slice(-this.keep);
  }

  /** `; its stderr ended with: a | b`, or nothing when it wrote nothing: for one-line messages. */
  describe(lines = 5): string {
    const tail = this.lines()
      .filter((line) => line.trim() !== '')
      .slice(-lines);
    return tail.length === 0 ? '' : `; its stderr ended with: ${tail.map((line) => line.trim().slice(0, 300)).join(' | ')}`;
  }

  #add(line: string): void {
    this.#lines.push(line.slice(0, 2000));
    if (this.#lines.length > this.keep) this.#lines.shift();
  }
}
