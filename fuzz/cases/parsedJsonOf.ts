import { defineOwn } from '../json/ownProperty.ts';

/** What parsedJsonOf returns when only JSON.parse can say what the round trip gives. */
export const NEEDS_PARSE: unique symbol = Symbol('needs JSON.parse');

/**
 * What JSON.parse(JSON.stringify(value)) gives, as a read-only value that shares every part of
 * `value` the round trip copies exactly (plain objects and dense plain arrays of strings, booleans,
 * null and finite numbers) and rewrites only the -0s, which JSON writes as 0; NEEDS_PARSE for
 * anything else the round trip changes (undefined, non-finite numbers, prototypes, getters, holes).
 * Drawn args hold a -0 often (61 % of a 49-property bench tool's), and each of their violator cases
 * parsed the whole JSON text again for it.
 */
export function parsedJsonOf(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (Object.is(value, -0)) return 0;
      return Number.isFinite(value) ? value : NEEDS_PARSE;
    case 'object':
      if (value === null) return value;
      return Array.isArray(value) ? parsedArray(value) : parsedObject(value);
    default:
      return NEEDS_PARSE;
  }
}

function parsedArray(array: unknown[]): unknown {
  // Keys beside the indices are not written, so the parse would lack them.
  if (Object.getPrototypeOf(array) !== Array.prototype || Object.keys(array).length !== array.length) return NEEDS_PARSE;
  let copy: unknown[] | undefined;
  for (let i = 0; i < array.length; i++) {
    if (!(i in array)) return NEEDS_PARSE;
    const item = array[i];
    const parsed = parsedJsonOf(item);
    if (parsed === NEEDS_PARSE) return NEEDS_PARSE;
    // Object.is: -0 became 0, which === calls the same.
    if (!Object.is(parsed, item)) {
      copy ??= array.slice();
      copy[i] = parsed;
    }
  }
  return copy ?? array;
}

function parsedObject(object: object): unknown {
  if (Object.getPrototypeOf(object) !== Object.prototype || Object.getOwnPropertySymbols(object).length > 0) return NEEDS_PARSE;
  const names = Object.getOwnPropertyNames(object);
  // Every own key enumerable (JSON writes only those), and a plain data property (no getter to call).
  if (names.length !== Object.keys(object).length) return NEEDS_PARSE;
  let copy: Record<string, unknown> | undefined;
  for (const name of names) {
    const descriptor = Object.getOwnPropertyDescriptor(object, name);
    if (descriptor === undefined || !('value' in descriptor)) return NEEDS_PARSE;
    const parsed = parsedJsonOf(descriptor.value);
    if (parsed === NEEDS_PARSE) return NEEDS_PARSE;
    if (!Object.is(parsed, descriptor.value)) {
      // The spread keeps the key order (an own `__proto__` stays a key); defining a key keeps its place.
      copy ??= { ...(object as Record<string, unknown>) };
      defineOwn(copy, name, parsed);
    }
  }
  return copy ?? object;
}
