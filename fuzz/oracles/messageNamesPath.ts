import { formatPath, type PathSegments } from '../model/argsPath.ts';

const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/;

function renderings(segments: PathSegments): string[] {
  if (segments.length === 0) return [];
  const pointer = `/${segments.map((s) => String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
  return [formatPath(segments), pointer, segments.join('.')];
}

function containsWord(message: string, word: string): boolean {
  for (let at = message.indexOf(word); at !== -1; at = message.indexOf(word, at + 1)) {
    const before = message[at - 1];
    const after = message[at + word.length];
    if ((before === undefined || !IDENTIFIER_CHAR.test(before)) && (after === undefined || !IDENTIFIER_CHAR.test(after))) return true;
  }
  return false;
}

/**
 * Whether some message names the location `segments`, in any common notation: `files[2].path`,
 * `/files/2/path`, `files.2.path`, or the parent's path plus the key quoted (`files[2]: missing 'path'`).
 * The top level is named by a message that speaks of the arguments or of an object.
 */
export function messagesNamePath(messages: readonly string[], segments: PathSegments): boolean {
  if (segments.length === 0) return messages.some((m) => /object|argument/i.test(m));
  const full = renderings(segments);
  if (messages.some((m) => full.some((r) => m.includes(r)))) return true;
  const last = segments[segments.length - 1];
  if (typeof last !== 'string') return false;
  const parent = renderings(segments.slice(0, -1));
  const quoted = [`'${last}'`, `"${last}"`, `\`${last}\``];
  return messages.some((m) => {
    if (parent.length > 0 && !parent.some((r) => m.includes(r))) return false;
    if (quoted.some((q) => m.includes(q))) return true;
    return parent.length === 0 && last !== '' && containsWord(m, last);
  });
}
