import type { PathSegments } from '../../model/argsPath.ts';
import type { RuntimeIssue } from '../../model/runtimeVerdict.ts';

// valibot's issue types for checks that run the user's own function (check, rawCheck, custom, ...).
const VALIBOT_CODE_ONLY = new Set([
  'check',
  'check_items',
  'partial_check',
  'raw_check',
  'raw_transform',
  'custom',
  'every_item',
  'some_item',
  'check_async',
  'custom_async',
]);

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

function segment(item: unknown): string | number {
  // Standard Schema path items are property keys, or `{ key }` objects (valibot's carry more).
  const key = isRecord(item) && 'key' in item ? item['key'] : item;
  if (typeof key === 'number') return key;
  if (typeof key === 'symbol') return key.description ?? key.toString();
  return String(key);
}

function pathOf(issue: Record<PropertyKey, unknown>): PathSegments | undefined {
  const path = issue['path'];
  // An array (arktype's is an Array subclass), or an array-like object; a string is no path.
  if (typeof path !== 'object' || path === null || typeof (path as { length?: unknown }).length !== 'number') return undefined;
  return Array.from(path as ArrayLike<unknown>, segment);
}

function codeOf(library: string, issue: Record<PropertyKey, unknown>): string | undefined {
  const code = library === 'valibot' ? issue['type'] : (issue['code'] ?? issue['type']);
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether an issue comes from a constraint only code can hold, by the library's own issue data:
 * zod's `custom` code (refine, superRefine, check; zod 3's ZodIssueCode.custom is the same string),
 * valibot's check-like action types and transformation issues, arktype's `predicate` (narrow, and
 * morphs that reject).
 */
function isCodeOnly(library: string, issue: Record<PropertyKey, unknown>, code: string | undefined): boolean {
  switch (library) {
    case 'zod':
    case 'zod3':
      return code === 'custom';
    case 'valibot':
      return issue['kind'] === 'transformation' || (code !== undefined && VALIBOT_CODE_ONLY.has(code));
    case 'arktype':
      return code === 'predicate';
    default:
      return false;
  }
}

function messageOf(issue: Record<PropertyKey, unknown>): string {
  const message = issue['message'];
  return typeof message === 'string' ? message : String(message);
}

/** A Standard Schema result's issues as RuntimeIssues: path as segments, the library's code, and whether only code could hold the constraint. */
export function standardIssues(library: string, issues: unknown): RuntimeIssue[] {
  const list =
    issues !== null && typeof issues === 'object' && typeof (issues as { length?: unknown }).length === 'number'
      ? Array.from(issues as ArrayLike<unknown>)
      : [];
  return list.map((item): RuntimeIssue => {
    if (!isRecord(item)) return { message: String(item) };
    const path = pathOf(item);
    const code = codeOf(library, item);
    return {
      message: messageOf(item),
      ...(path === undefined ? {} : { path }),
      ...(code === undefined ? {} : { code }),
      ...(isCodeOnly(library, item, code) ? { hidden: true } : {}),
    };
  });
}
