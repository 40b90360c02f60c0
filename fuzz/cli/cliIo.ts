/** Where the CLI reads and writes; tests hand in their own. */
export interface CliIo {
  readonly cwd: string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Colour and live progress: only on a TTY, without NO_COLOR, outside CI. */
  readonly color: boolean;
  readonly interactive: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The process's own streams and environment. */
export function defaultIo(): CliIo {
  const tty = process.stdout.isTTY === true || process.stderr.isTTY === true;
  const quiet = process.env['NO_COLOR'] !== undefined || process.env['CI'] !== undefined;
  return {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color: tty && !quiet,
    interactive: process.stderr.isTTY === true && !quiet,
    env: process.env,
  };
}

/** The CLI's exit codes (docs/subject-contract.md, exit codes). */
export const EXIT = { clean: 0, findings: 1, usage: 2, interrupted: 130 } as const;
