/** A one-line description of anything thrown (an Error, a string, null, a hostile object); never throws. */
export function describeError(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return `${thrown.name}: ${String(thrown.message)}`;
    if (typeof thrown === 'string') return thrown;
    if (typeof thrown === 'object' && thrown !== null && 'message' in thrown) return String(thrown.message);
    return String(thrown);
  } catch {
    return 'an unreadable value was thrown';
  }
}
