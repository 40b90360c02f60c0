import { defineOwn } from '../json/ownProperty.ts';
import type { ValuePosition } from './valuePositions.ts';

/** Puts `value` at a position, as an own data property so that a `__proto__` key stays a key. */
export function writeAt(position: Pick<ValuePosition, 'parent' | 'key'>, value: unknown): void {
  const { parent, key } = position;
  if (Array.isArray(parent)) parent[key as number] = value;
  else defineOwn(parent, String(key), value);
}
