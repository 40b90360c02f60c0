const MAX_PREVIEW = 40;

/** The JSON-ish type name of any value, for messages; never throws. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  try {
    if (Array.isArray(value)) return 'array';
  } catch {
    return 'unreadable value';
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'non-finite number';
  return typeof value;
}

/** A short, safe rendering of a value for a violation message; never throws. */
export function preview(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > MAX_PREVIEW ? `${value.slice(0, MAX_PREVIEW)}…` : value);
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return typeName(value);
  }
}
