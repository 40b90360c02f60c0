import { UsageError } from '../errors/usageError.ts';

/**
 * For tests: runs `run` and returns the UsageError it throws (or rejects with), failing loudly when
 * it succeeds, throws something else, or the message is not the one line the CLI prints.
 */
export async function usageErrorOf(run: () => unknown): Promise<UsageError> {
  let thrown: unknown;
  try {
    await run();
  } catch (error) {
    thrown = error;
  }
  if (thrown === undefined) throw new Error('expected a UsageError, but nothing was thrown');
  if (!(thrown instanceof UsageError)) throw new Error(`expected a UsageError, got ${String(thrown)}`, { cause: thrown });
  if (/[\r\n]/.test(thrown.message)) throw new Error(`UsageError message spans lines: ${JSON.stringify(thrown.message)}`);
  return thrown;
}
