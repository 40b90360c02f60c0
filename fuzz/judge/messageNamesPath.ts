import type { PathSegments } from '../model/argsPath.ts';
import { keyTexts, PATH_NOTATIONS, pathPattern, quotedKeyForms, writesPlainly, type PathNotation } from './messageNamesPathNotations.ts';

// A campaign asks about the same few paths for thousands of cases, and compiling a pattern
// (lookbehinds, alternations) costs far more than matching it: keep the last paths' patterns, and
// compile a notation's only for a message that holds its mark.
const CACHE_LIMIT = 2000;
const cache = new Map<string, RegExp | undefined>();
const MARK: Record<PathNotation, (message: string) => boolean> = {
  accessor: () => true,
  pointer: (message) => message.includes('/'),
  quotedList: (message) => /["'`]/.test(message),
};

function pattern(segments: PathSegments, notation: PathNotation): RegExp | undefined {
  const key = `${notation}:${JSON.stringify(segments)}`;
  if (cache.has(key)) return cache.get(key);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const compiled = pathPattern(segments, notation);
  cache.set(key, compiled);
  return compiled;
}

// Every notation writes each key in one of these forms (and each index as its digits): a message
// that holds none of a segment's forms cannot write the path, which spares most regex runs.
function mayWrite(message: string, segments: PathSegments): boolean {
  return segments.every((segment) =>
    (typeof segment === 'number' ? [String(segment)] : keyTexts(segment)).some((text) => message.includes(text)),
  );
}

// Only non-empty matches: the empty key written raw is empty, and an empty match shows nothing.
function* writings(message: string, segments: PathSegments): Generator<RegExpExecArray> {
  for (const notation of PATH_NOTATIONS) {
    const found = MARK[notation](message) ? pattern(segments, notation) : undefined;
    if (found !== undefined) for (const match of message.matchAll(found)) if (match[0] !== '') yield match;
  }
}

function writesPath(message: string, segments: PathSegments): boolean {
  return writesPlainly(message, segments) || (mayWrite(message, segments) && !writings(message, segments).next().done);
}

// The key must be quoted outside the parent's own text: `["a b"]` does not also say `"a b"` of a child.
function writesParentAndQuotedKey(message: string, parent: PathSegments, key: string): boolean {
  if (!mayWrite(message, parent)) return false;
  const quoted = quotedKeyForms(key);
  for (const { index, 0: text } of writings(message, parent)) {
    // A parent written raw between quotes takes its quotes along: `"a b": ...` quotes no child key.
    const quotedAround = index > 0 && '"\'`'.includes(message[index - 1] ?? '') && message[index - 1] === message[index + text.length];
    const [from, to] = quotedAround ? [index - 1, index + text.length + 1] : [index, index + text.length];
    const rest = message.slice(0, from) + message.slice(to);
    if (quoted.some((form) => rest.includes(form))) return true;
  }
  return false;
}

// A path made only of a top-level key that is empty (or blank) is written as nothing visible in the
// plain join (`: required property is missing`), so no message can be told not to name it.
function hasNothingToName(segments: PathSegments): boolean {
  const [only] = segments;
  return segments.length === 1 && typeof only === 'string' && only.trim() === '';
}

/**
 * Whether some message names the location `segments`, in any common notation (see PathNotation):
 * `files[2].path`, `files.2.path`, `a["b c"]`, `/files/2/path`, `["files", 2, "path"]`, or the
 * parent's path plus the key quoted (`files[2]: missing 'path'`). A rendering counts only as a whole
 * token, so a prefix, a sibling or another index does not name the path. A plain join of hostile keys
 * can be ambiguous (the key `a.b` or the path a → b): it names every path it can be read as.
 * The top level is named by a message that speaks of the arguments or of an object.
 */
export function messagesNamePath(messages: readonly string[], segments: PathSegments): boolean {
  if (messages.length === 0) return false;
  if (segments.length === 0) return messages.some((m) => /object|argument/i.test(m));
  if (hasNothingToName(segments)) return true;
  if (messages.some((m) => writesPath(m, segments))) return true;
  // A top-level key quoted anywhere is already a one-segment quoted list.
  const last = segments[segments.length - 1];
  if (typeof last !== 'string' || segments.length === 1) return false;
  return messages.some((m) => writesParentAndQuotedKey(m, segments.slice(0, -1), last));
}
