/** One JSON Pointer reference token, escaped (`~` as `~0`, `/` as `~1`). */
export function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Extends a JSON Pointer (`""` is the root) by a key or an index. */
export function childPointer(pointer: string, token: string | number): string {
  return `${pointer}/${escapePointerToken(String(token))}`;
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

/** Whether `inner` is `outer` or a location below it (`/a/b` is below `/a`, `/ab` is not). */
export function isWithinPointer(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(`${outer}/`);
}
