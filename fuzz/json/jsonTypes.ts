/** A non-null, non-array object: what JSON Schema's `type: 'object'` accepts. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
