const MAX_STRING = 2000;
const MAX_ITEMS = 50;
const MAX_DEPTH = 12;

/** A copy of `value` small enough for a report: long strings and arrays cut with a note, deep nesting elided. */
export function truncateForReport(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length - MAX_STRING} more characters)` : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '… (nested too deep to show)';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map((item) => truncateForReport(item, depth + 1));
    if (value.length > MAX_ITEMS) kept.push(`… (${value.length - MAX_ITEMS} more)`);
    return kept;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(out, key, {
      value: truncateForReport((value as Record<string, unknown>)[key], depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
