import { isJsonObject } from '../json/jsonTypes.ts';
import { defineOwn } from '../json/ownProperty.ts';
import { NumberLiteral } from './exactArgs.ts';

/** A copy of `object` without `key` (a `__proto__` key stays a key). */
export function withoutKey(object: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(object)) if (k !== key) defineOwn(copy, k, object[k]);
  return copy;
}

/** A copy of `object` with `key` set to `value`, in the same key order. */
export function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(object)) defineOwn(copy, k, k === key ? value : object[k]);
  return copy;
}

/**
 * Simpler versions of one JSON value, simplest first; never the value itself. A NumberLiteral
 * (1e400, -0) is a leaf with nothing simpler: what JSON.parse makes of it is no simpler case.
 */
export function* simplerValues(value: unknown): Generator<unknown> {
  if (value instanceof NumberLiteral) return;
  if (Array.isArray(value)) {
    if (value.length > 0) yield [];
    for (let i = 0; i < value.length; i++) yield value.filter((_, j) => j !== i);
    for (let i = 0; i < value.length; i++) for (const inner of simplerValues(value[i])) yield value.map((v, j) => (j === i ? inner : v));
  } else if (isJsonObject(value)) {
    const keys = Object.keys(value);
    if (keys.length > 0) yield {};
    for (const key of keys) yield withoutKey(value, key);
    for (const key of keys) for (const inner of simplerValues(value[key])) yield withKey(value, key, inner);
  } else if (typeof value === 'string') {
    if (value !== '') yield '';
    if (value.length > 1) yield value.slice(0, Math.ceil(value.length / 2));
  } else if (typeof value === 'number') {
    if (value !== 0 && Number.isFinite(value)) yield 0;
    if (Number.isFinite(value) && !Number.isInteger(value)) {
      // Towards ±0.5, the simplest fraction: keeps a fraction-for-integer case a fraction.
      if (Math.abs(value) > 1) yield Math.sign(value) * 0.5;
      yield Math.trunc(value) + 0.5 === value ? Math.trunc(value) : Math.trunc(value) + 0.5;
    }
    if (Number.isFinite(value) && Math.abs(value) > 1 && Number.isInteger(value) && Math.abs(value) <= 2 ** 31) yield Math.sign(value);
  } else if (value === true) yield false;
}
