/** Thrown when a tool's arguments break its schema; the registry turns it into an `isError` result. */
export class ToolArgsError extends Error {
  /** Stable across harnesses: how callers recognise this error without `instanceof`. */
  readonly code = 'INVALID_ARGS' as const;
  /** Every violation, each naming the path of its offending value. */
  readonly violations: readonly string[];

  constructor(violations: readonly string[], toolName?: string) {
    const subject = toolName === undefined ? 'arguments' : `arguments for tool "${toolName}"`;
    super(`Invalid ${subject}:\n${violations.map((violation) => `- ${violation}`).join('\n')}`);
    this.name = 'ToolArgsError';
    this.violations = [...violations];
  }
}
