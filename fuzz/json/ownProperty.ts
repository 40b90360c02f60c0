/** Defines `key` as an own enumerable data property, so `__proto__` is a key, never a prototype. */
export function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // Assignment is several times faster; only `__proto__` needs defineProperty (on plain objects).
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** `Object.hasOwn` without relying on the object's own (possibly null or hostile) prototype. */
export const hasOwn: (target: object, key: PropertyKey) => boolean = (target, key) => Object.hasOwn(target, key);
