const MAX_STRING = 40;

/** A short rendering of a value for a load error (`string "date"`, `an array`, `null`); never throws. */
export function describeJsonValue(value: unknown): string {
  try {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'an array';
    switch (typeof value) {
      case 'string':
        return `string ${JSON.stringify(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value)}`;
      case 'number':
      case 'boolean':
      case 'bigint':
        return `${typeof value} ${String(value)}`;
      case 'object':
        return 'an object';
      case 'undefined':
        return 'undefined';
      default:
        return `a ${typeof value}`;
    }
  } catch {
    return 'an unreadable value';
  }
}
