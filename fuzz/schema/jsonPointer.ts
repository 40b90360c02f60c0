import type { PathSegments } from '../model/argsPath.ts';

// An array index as a JSON Pointer writes it: no sign, no leading zero.
const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/** One JSON Pointer reference token, escaped (`~` as `~0`, `/` as `~1`). */
export function escapePointerToken(token: string): string {
  // Most keys hold neither character: a scan is cheaper than two replaceAll passes that copy nothing.
  return token.includes('~') || token.includes('/') ? token.replaceAll('~', '~0').replaceAll('/', '~1') : token;
}

/** Extends a JSON Pointer (`""` is the root) by a key or an index. */
export function childPointer(pointer: string, token: string | number): string {
  return `${pointer}/${escapePointerToken(String(token))}`;
}

/** The JSON Pointer of a location given as segments (`["a/b", 2]` is `/a~1b/2`; `[]` is the root, `""`). */
export function pointerOf(segments: PathSegments): string {
  let pointer = '';
  for (const segment of segments) pointer = childPointer(pointer, segment);
  return pointer;
}

/** The reference tokens of a JSON Pointer, unescaped; undefined when it is not one (it must be `""` or start with `/`). */
export function pointerTokens(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * A JSON Pointer as path segments, a token read as an array index (a number) where `along.data`
 * holds an array there, or (no data to walk) wherever it is written as one. Not a pointer: the top level.
 */
export function pointerSegments(pointer: string, along?: { readonly data: unknown }): PathSegments {
  const segments: (string | number)[] = [];
  let at: unknown = along?.data;
  for (const token of pointerTokens(pointer) ?? []) {
    const isIndex = ARRAY_INDEX.test(token) && (along === undefined || Array.isArray(at));
    segments.push(isIndex ? Number(token) : token);
    at = typeof at === 'object' && at !== null && Object.hasOwn(at, token) ? (at as Record<string, unknown>)[token] : undefined;
  }
  return segments;
}

/** The value a JSON Pointer names inside `root` (own keys, canonical array indexes), or undefined. */
export function atPointer(root: unknown, pointer: string): unknown {
  const tokens = pointerTokens(pointer);
  if (tokens === undefined) return undefined;
  let at: unknown = root;
  for (const token of tokens) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, token)) return undefined;
    // An array's own `length` is no element, nor is `01`.
    if (Array.isArray(at) && !ARRAY_INDEX.test(token)) return undefined;
    at = (at as Record<string, unknown>)[token];
  }
  return at;
}

/** Whether `inner` is `outer` or a location below it (`/a/b` is below `/a`, `/ab` is not). */
export function isWithinPointer(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(`${outer}/`);
}
