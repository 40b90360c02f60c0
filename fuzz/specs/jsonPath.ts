const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Extends a JSONPath (`$`, `$.tools[2].schema`) by an object key: `.mode`, or `["a.b"]` when it is not an identifier. */
export function jsonPathKey(path: string, key: string): string {
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** Extends a JSONPath by an array index: `[2]`. */
export function jsonPathIndex(path: string, index: number): string {
  return `${path}[${index}]`;
}
