import type { PathSegments } from '../model/argsPath.ts';

const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[A-Za-z0-9_$]/;

// The end of the JSON string literal that starts at `from` (a `"`), or -1.
function stringEnd(text: string, from: number): number {
  for (let i = from + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return -1;
}

/**
 * The segments of a path as a report shows it (formatPath's output: `options.mode`, `files[2].path`,
 * `config["a.b"]`; `` for the top level), or undefined when the text is not such a path.
 */
export function parseReportPath(text: string): PathSegments | undefined {
  const segments: (string | number)[] = [];
  let i = 0;
  while (i < text.length) {
    const dotted = text[i] === '.' && segments.length > 0;
    if (dotted || (segments.length === 0 && IDENTIFIER_START.test(text[i] as string))) {
      const start = dotted ? i + 1 : i;
      let end = start;
      if (!IDENTIFIER_START.test(text[end] ?? '')) return undefined;
      while (end < text.length && IDENTIFIER_PART.test(text[end] as string)) end++;
      segments.push(text.slice(start, end));
      i = end;
    } else if (text[i] === '[') {
      const index = /^\[(0|[1-9][0-9]*)\]/.exec(text.slice(i));
      if (index !== null) {
        segments.push(Number(index[1]));
        i += index[0].length;
        continue;
      }
      if (text[i + 1] !== '"') return undefined;
      const end = stringEnd(text, i + 1);
      if (end === -1 || text[end] !== ']') return undefined;
      try {
        segments.push(JSON.parse(text.slice(i + 1, end)) as string);
      } catch {
        return undefined;
      }
      i = end + 1;
    } else {
      return undefined;
    }
  }
  return segments;
}
