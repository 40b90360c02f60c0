import { defineOwn, hasOwn } from '../../json/ownProperty.ts';

function shallowCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice();
  if (typeof value !== 'object' || value === null) return value;
  // Spread defines each own enumerable key (CopyDataProperties), so an own `__proto__` stays a key; and
  // it copies in one step what a loop of keyed stores rebuilt key by key.
  return { ...value };
}

/** A copy of `args` with the value at `segments` replaced by `edit(old)`; containers off the path are shared. */
export function editAt(args: unknown, segments: readonly (string | number)[], edit: (old: unknown) => unknown): unknown {
  if (segments.length === 0) return edit(args);
  const [head, ...rest] = segments as [string | number, ...(string | number)[]];
  const copy = shallowCopy(args) as Record<string | number, unknown>;
  const next = editAt(copy[head], rest, edit);
  if (Array.isArray(copy)) copy[head as number] = next;
  else defineOwn(copy as Record<string, unknown>, String(head), next);
  return copy;
}

/** An object with its keys in order, `key` renamed (or dropped when `to` is undefined), `extra` entries appended. */
export function rekeyed(
  object: Record<string, unknown>,
  from: string | undefined,
  to: string | undefined,
  extra: readonly (readonly [string, unknown])[] = [],
): Record<string, unknown> {
  let out: Record<string, unknown>;
  // Nothing renamed or dropped: a spread copy keeps the keys (an own `__proto__` too) in order.
  if (from === undefined || !hasOwn(object, from)) out = { ...object };
  else {
    out = {};
    for (const key of Object.keys(object)) {
      if (key !== from) defineOwn(out, key, object[key]);
      else if (to !== undefined) defineOwn(out, to, object[key]);
    }
  }
  for (const [key, value] of extra) defineOwn(out, key, value);
  return out;
}

const LITERAL_MARK = '\u0000toolfuzz-literal\u0000';

/** The JSON text of `args` with the value at `segments` written as `literal` (`1e400`, `-0`), which JSON.stringify cannot write. */
export function rawJsonWith(args: unknown, segments: readonly (string | number)[], literal: string): string {
  return JSON.stringify(editAt(args, segments, () => LITERAL_MARK)).replace(JSON.stringify(LITERAL_MARK), literal);
}
