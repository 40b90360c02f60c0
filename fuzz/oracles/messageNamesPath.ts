import { formatPath, type PathSegments } from '../model/argsPath.ts';

const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/;

function renderings(segments: PathSegments): string[] {
  if (segments.length === 0) return [];
  const pointer = `/${segments.map((s) => String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
  const out = [formatPath(segments), pointer];
  // Dotted `files.2.path` is ambiguous for keys that are empty or hold dots: only offer it when it is not.
  if (segments.every((s) => typeof s === 'number' || (s !== '' && !s.includes('.')))) out.push(segments.join('.'));
  return out;
}

// A rendering counts only as a whole token: `a` is not named by "abc", `files.1` not by "files.10".
function containsToken(message: string, token: string): boolean {
  if (token === '') return false;
  for (let at = message.indexOf(token); at !== -1; at = message.indexOf(token, at + 1)) {
    const before = message[at - 1];
    const after = message[at + token.length];
    const startsClean = before === undefined || (!IDENTIFIER_CHAR.test(before) && before !== '.') || !IDENTIFIER_CHAR.test(token[0] ?? '');
    const endsClean = after === undefined || (!IDENTIFIER_CHAR.test(after) && after !== '.' && after !== '[') || !IDENTIFIER_CHAR.test(token[token.length - 1] ?? '');
    if (startsClean && endsClean) return true;
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
  if (messages.some((m) => full.some((r) => containsToken(m, r)))) return true;
  const last = segments[segments.length - 1];
  if (typeof last !== 'string') return false;
  const parent = renderings(segments.slice(0, -1));
  const quoted = [`'${last}'`, `"${last}"`, `\`${last}\``];
  return messages.some((m) => {
    if (parent.length > 0 && !parent.some((r) => containsToken(m, r))) return false;
    if (quoted.some((q) => m.includes(q))) return true;
    return parent.length === 0 && containsToken(m, last);
  });
}
