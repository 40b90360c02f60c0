const USAGE = 'usage: toolfuzz run [--subject <module>] [--specs <path>]... [--seed <int>] [--runs <n>] [--time <s>]';

/** The CLI entry point: returns the exit code instead of exiting, so tests can call it. */
export async function main(argv: readonly string[]): Promise<number> {
  process.stdout.write(`${USAGE}\n(${argv.join(' ')})\n`);
  return 0;
}
