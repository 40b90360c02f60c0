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

/**
 * The first meaningful line of anything thrown, for a one-line load error; never throws.
 * Loaders (tsx, vite) often open with `Transform failed with 1 error:` and put the useful part on
 * the next line, so a first line ending in `:` is joined with the one after it.
 */
export function firstLineOf(thrown: unknown): string {
  try {
    const isError = thrown instanceof Error;
    const text = isError ? String(thrown.message) : String(thrown);
    const lines = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    let line = lines[0] ?? '';
    const next = lines[1];
    if (line.endsWith(':') && next !== undefined) line = `${line} ${next}`;
    if (!isError) return line === '' ? `${typeof thrown} thrown` : line;
    const name = String(thrown.name);
    // The class name tells a SyntaxError from a throw in the module body; plain `Error` adds nothing.
    if (name === '' || name === 'Error' || line.startsWith(name)) return line === '' ? name || 'Error' : line;
    return line === '' ? name : `${name}: ${line}`;
  } catch {
    return 'an unreadable value was thrown';
  }
}
