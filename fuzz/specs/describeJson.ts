// How a load error describes JSON it rejects: where (a JSONPath into the file) and what (a short rendering).

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Extends a JSONPath (`$`, `$.tools[2].schema`) by an object key: `.mode`, or `["a.b"]` when it is not an identifier. */
export function jsonPathKey(path: string, key: string): string {
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** Extends a JSONPath by an array index: `[2]`. */
export function jsonPathIndex(path: string, index: number): string {
  return `${path}[${index}]`;
}

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
