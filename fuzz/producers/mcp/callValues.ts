/** The placeholder a call's own value becomes in a masked text. */
export const MASK = '<value>';

// A value found inside a longer word is not that value ("0" in "503", "o" in "not"): it must stand
// between characters that cannot continue a word.
const WORD = /[\p{L}\p{N}_]/u;

/** The texts of the call's own scalar values, anywhere in its args: strings, and numbers as written. */
export function callValueTexts(args: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 8) return;
    if (typeof value === 'string' && value.trim() !== '') found.add(value);
    else if (typeof value === 'number' && Number.isFinite(value)) found.add(String(value));
    else if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) visit(item, depth + 1);
  };
  visit(args, 0);
  // Longest first, so a value that contains another is masked whole.
  return [...found].sort((a, b) => b.length - a.length);
}

function standsAlone(text: string, at: number, length: number): boolean {
  const before = text[at - 1];
  const after = text[at + length];
  return (before === undefined || !WORD.test(before)) && (after === undefined || !WORD.test(after));
}

/** Each place in `text` where `value` stands as a whole, not inside a longer word. */
function occurrences(text: string, value: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(value); i !== -1; i = text.indexOf(value, i + Math.max(1, value.length))) {
    if (standsAlone(text, i, value.length)) at.push(i);
  }
  return at;
}

/**
 * The text with the call's own values masked out: what a failure says whatever the values were.
 * Two calls that fail "the same way" give the same masked text, as a lookup quoting the id it could
 * not find or an upstream error naming the city it was asked about do.
 */
export function maskCallValues(text: string, args: unknown): string {
  let masked = text;
  for (const value of callValueTexts(args)) {
    const at = occurrences(masked, value);
    for (let i = at.length - 1; i >= 0; i--) {
      const start = at[i] as number;
      masked = `${masked.slice(0, start)}${MASK}${masked.slice(start + value.length)}`;
    }
  }
  return masked.trim();
}

/** Whether the text quotes one of the call's own values (a lookup that did not find it, a host it could not reach). */
export function quotesCallValue(text: string, args: unknown): boolean {
  return callValueTexts(args).some((value) => occurrences(text, value).length > 0);
}

/** The keys of the call, at any depth, that the text names as whole words. */
export function namedCallKeys(text: string, args: unknown): string[] {
  const keys = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 8 || value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (!Array.isArray(value) && key.length > 1 && occurrences(text, key).length > 0) keys.add(key);
      visit(item, depth + 1);
    }
  };
  visit(args, 0);
  return [...keys];
}
