import { formatPath, type PathSegments } from '../model/argsPath.ts';
import { escapePointerToken, pointerOf } from '../schema/jsonPointer.ts';

/**
 * The notations a violation message may write a path in:
 * - `accessor`: the plain join and JS accessor style, mixed freely per segment: `files[2].path`,
 *   `files.2.path`, `b_.o_.a.b` (keys written raw), `a["b c"]`, `a['b c']`;
 * - `pointer`: JSON Pointer, each key escaped (`~0`, `~1`) or raw: `/files/2/path`, `/a~1b`, `/a/b`;
 * - `quotedList`: the segments as a list of quoted keys and bare indices: `["files", 2, "path"]`, `'a' > 'b'`.
 */
export type PathNotation = 'accessor' | 'pointer' | 'quotedList';

/** Every notation, in the order they are tried. */
export const PATH_NOTATIONS: readonly PathNotation[] = ['accessor', 'pointer', 'quotedList'];

// Characters that continue a word, so a path written next to one is part of a longer token: ASCII
// word characters and the non-ASCII blocks of letters, leaving out punctuation (curly quotes, `→`,
// `…`, CJK punctuation). Ranges, not `\p{L}`: a Unicode property class costs about a millisecond to
// compile in each pattern, and each path compiles patterns of its own.
const LETTERS = String.raw`A-Za-z0-9_\u00AA\u00B5\u00BA\u00C0-\u1FFF\u2070-\u218F\u2C00-\u2FFF\u3040-\uFFEF\u{10000}-\u{10FFFF}`;
const WORD = `${LETTERS}$`;
const QUOTES = '"\'`';
const LIST_SEPARATOR = String.raw`\s*(?:,|>|→|\/)\s*`;

/** Escapes `text` for a `u`-flag pattern, where only syntax characters and `/` may be escaped. */
function literal(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

function alternatives(forms: Iterable<string>): string {
  return `(?:${[...new Set(forms)].map(literal).join('|')})`;
}

const escapeSingleQuoted = (key: string): string => key.replaceAll('\\', '\\\\').replaceAll("'", "\\'");

// A campaign judges the same few keys and paths case after case: their texts are made once (the
// escapes and joins were 3 % of a large spec's case). Cleared when full, so random specs stay bounded.
const TEXTS_KEPT = 5000;
const keyTextsKept = new Map<string, readonly string[]>();
const plainTextsKept = new Map<string, readonly string[]>();

function kept<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= TEXTS_KEPT) cache.clear();
  const made = make();
  cache.set(key, made);
  return made;
}

/** The texts a key is written as in some notation: raw, JSON-escaped, single-quote-escaped, pointer-escaped. */
export function keyTexts(key: string): readonly string[] {
  return kept(keyTextsKept, key, () => [key, JSON.stringify(key).slice(1, -1), escapeSingleQuoted(key), escapePointerToken(key)]);
}

/** A key in quotes, as writers quote keys: JSON-escaped, JS single-quote-escaped, or raw between any quotes. */
export function quotedKeyForms(key: string): string[] {
  return [JSON.stringify(key), `'${escapeSingleQuoted(key)}'`, ...[...QUOTES].map((quote) => `${quote}${key}${quote}`)];
}

function alternativesOf(sources: readonly string[]): string {
  return `(?:${sources.join('|')})`;
}

// The first key written raw starts the token, so it may not sit where another notation's text goes
// on: inside a bracket (`[0]` is an index, not the key `0`), or as an item of a list (`"a" → "b"`,
// `['a', 12]`, `["a",0,12]`; a lone key may not close one either, nor sit between indices). Blank, it is invisible: only a
// child's `.` or index shows it (`.x`, `[0]` for "" → x, "" → 0; not `[""]`, the empty key itself).
function rawFirstKey(key: string, alone: boolean): string {
  const text = key.trim() === '' ? `${literal(key)}(?=\\.|\\[\\d)` : literal(key);
  const notInList = String.raw`(?<![${WORD}${QUOTES}]${LIST_SEPARATOR}[${QUOTES}])(?<![${QUOTES}]${LIST_SEPARATOR})(?<![${WORD}${QUOTES}\]],)`;
  // A lone digit-only key between numbers and commas is an index in a list (`['0', 0, 0, 0]`).
  const index = alone && /^\d+$/.test(key);
  const notAfterIndex = index ? String.raw`(?<!\d\s*,\s*)` : '';
  const notClosing = alone ? String.raw`(?!\])${index ? String.raw`(?!\s*,\s*\d)` : ''}` : '';
  return String.raw`(?<!\[)${notInList}${notAfterIndex}${text}${notClosing}`;
}

function accessorSegment(segment: string | number, first: boolean, alone: boolean): string {
  if (typeof segment === 'number') return alternatives([`[${segment}]`, first ? `${segment}` : `.${segment}`]);
  const bracketed = [...new Set(quotedKeyForms(segment).filter((form) => !form.startsWith('`')))].map((form) => literal(`[${form}]`));
  // Raw last: the top level's empty key written raw is an empty match, which must not hide `[""]`.
  return alternativesOf([...bracketed, first ? rawFirstKey(segment, alone) : literal(`.${segment}`)]);
}

function pointerSegment(segment: string | number): string {
  const raw = String(segment);
  return alternatives([`/${escapePointerToken(raw)}`, `/${raw}`]);
}

function listSegment(segment: string | number): string {
  if (typeof segment === 'number') return alternatives([`${segment}`, `"${segment}"`, `'${segment}'`]);
  return alternatives(quotedKeyForms(segment));
}

// What may not touch a path on its left and right, per notation: whatever would make it part of a
// longer path (a parent before it; a child, a longer key or a longer index after it).
const NOT_AFTER_PARENT = [
  String.raw`(?<![${LETTERS}\]/~])`,
  // A lone `$` before is the JSONPath root (`$.files`, `$["a b"]`).
  String.raw`(?<![${WORD}]\$)(?:(?<!\$)|(?=\[))`,
  // A `.` before is a parent's separator (`.x` is the path "" → x), unless it follows a lone `$`.
  String.raw`(?<!(?:^|[^$])\.)(?<![${WORD}]\$\.)`,
  // Not a key's raw text inside a bracket: `a["b.c"]` and `["b.c"][0]` do not write the key `b.c` alone.
  String.raw`(?<!\[["'])`,
].join('');
// A `.` after is a child's separator, unless it ends a sentence.
const NOT_BEFORE_CHILD = String.raw`(?!\.\S)`;
// A separator and another segment: what follows the head of a longer list.
const LIST_TAIL = String.raw`${LIST_SEPARATOR}[${WORD}${QUOTES}]`;
const BOUNDARIES: Record<PathNotation, { before: string; after: string }> = {
  accessor: {
    before: NOT_AFTER_PARENT,
    // Nor a raw key heading a quoted list: `["a.b", 0]` does not write the key `a.b` alone.
    after: String.raw`(?![${WORD}\[/~])${NOT_BEFORE_CHILD}(?![${QUOTES}]${LIST_TAIL})`,
  },
  // A pointer's keys may hold any character, so only a space or an opening mark may come before one.
  pointer: { before: String.raw`(?<=^|[\s(\[{<#:,=${QUOTES}])`, after: String.raw`(?![${WORD}/~])${NOT_BEFORE_CHILD}` },
  quotedList: {
    before: String.raw`(?<![${WORD}])(?<![${WORD}${QUOTES}]${LIST_SEPARATOR})(?<![${WORD}\]]\[)`,
    // `"a"]` then `[` or `.x` is an accessor of a longer path (`["a"][0]`), not a list of one.
    after: String.raw`(?![${WORD}])(?!${LIST_TAIL})(?!\]\[)(?!\]\.\S)`,
  },
};

/**
 * A pattern that finds `segments` written in `notation` as a whole token, never as part of a longer
 * path: `files[1]` is not found in "files[10]", `a` not in "abc", `options` not in "options.mode".
 * Global, for `matchAll`; undefined for the top level, which no notation writes.
 */
export function pathPattern(segments: PathSegments, notation: PathNotation): RegExp | undefined {
  if (segments.length === 0) return undefined;
  const body = segments
    .map((segment, index) =>
      notation === 'accessor'
        ? accessorSegment(segment, index === 0, segments.length === 1)
        : notation === 'pointer'
          ? pointerSegment(segment)
          : listSegment(segment),
    )
    .join(notation === 'quotedList' ? LIST_SEPARATOR : '');
  const { before, after } = BOUNDARIES[notation];
  return new RegExp(`${before}${body}${after}`, 'gu');
}

// After a quoted list item and its separator, a raw key is the list's next item (see rawFirstKey).
const AFTER_LIST_ITEM = new RegExp(String.raw`[${QUOTES}]${LIST_SEPARATOR}$`, 'u');

// formatPath's, the plain join's and the escaped JSON Pointer's texts of a path, without repeats.
function plainTexts(segments: PathSegments): readonly string[] {
  return kept(plainTextsKept, JSON.stringify(segments), () => {
    const plainJoin = segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
    return [...new Set([formatPath(segments), plainJoin, pointerOf(segments)])];
  });
}

/**
 * A cheap sufficient test for the commonest writings: `formatPath`'s (`files[2].path`, `a["b c"]`),
 * the plain join (`files[2].path`, `a.b c`) and the escaped JSON Pointer (`/files/2/path`), between a
 * space or the start and a space, `:` or the end. Those edges pass every accessor and pointer
 * boundary, so it answers true only where a pattern would, without compiling one.
 */
export function writesPlainly(message: string, segments: PathSegments): boolean {
  const [first] = segments;
  // Blank first keys and lone digit-only keys have boundaries of their own (see rawFirstKey).
  if (typeof first !== 'string' || first.trim() === '' || (segments.length === 1 && /^\d+$/.test(first))) return false;
  for (const text of plainTexts(segments)) {
    for (let at = message.indexOf(text); at !== -1; at = message.indexOf(text, at + 1)) {
      const before = message[at - 1];
      const after = message[at + text.length];
      const startsClean = before === undefined || (before === ' ' && !AFTER_LIST_ITEM.test(message.slice(0, at)));
      if (startsClean && (after === undefined || after === ' ' || after === ':')) return true;
    }
  }
  return false;
}
