/**
 * A plain object, as JSON.parse makes one (what JSON Schema's `type: 'object'` means for JSON): its
 * prototype is Object.prototype (another realm's too) or null. An array, a Date, a Map or a class
 * instance is not one: the shrinker's NumberLiteral, a leaf among parsed args, must never be walked
 * or cut as if its `text` field were an args key.
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  // Another realm's Object.prototype (a vm context's) is not this one's, but it has no prototype either.
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * Any non-null, non-array object, class instances included: a live value read by its own keys, as
 * ajv and JSON.stringify read a converter's output (an instance's own fields are sent as a plain
 * object's would be, so they are judged the same).
 */
export function isObjectRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
