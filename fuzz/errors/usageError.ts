/**
 * A usage, configuration or load error: the CLI prints `toolfuzz: <message>` as one line and exits 2,
 * never a stack trace, so the message alone must say what is wrong and name the file or flag.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';

  constructor(message: string) {
    // One line is the contract: a stray newline (from a file name or a quoted error) must not split it.
    super(message.replace(/\s*[\r\n]+\s*/g, ' ').trim());
  }
}
