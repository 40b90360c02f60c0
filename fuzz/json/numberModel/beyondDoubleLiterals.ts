import { type DoubleRange, doubleRangeOf } from './decimalLiteral.ts';

/** A number literal of a JSON text that JSON.parse cannot keep: where it is, and its text. */
export interface BeyondDoubleLiteral {
  /** Keys and indexes from the top level, as in the parsed value. */
  readonly path: readonly (string | number)[];
  readonly text: string;
  readonly range: Exclude<DoubleRange, 'within'>;
}

// Only a number literal with an exponent, or a run of digits longer than a double's range (309 digits
// past the largest double; more zeros than that before a fraction's first digit underflow), can hold
// such a literal: the common case costs one short regex test and no scan. A number the scan reads
// starts the text or follows `[`, `,` or `:` (and whitespace), so a string holding `1e5` (a UUID, a
// hex digest, an email) is not taken for one unless it also holds such a prefix. Then every
// exponent-bearing token of the text (each literal is one, matched from its first character: what
// precedes it is no token character) is read as a double: the scan runs only when one leaves the range.
const EXPONENT = /(?:^|[[,:])[ \t\n\r]*[-\d][-+.\d]*[eE]/;
const EXPONENT_TOKENS = /[-\d][-+.\d]*[eE][-+]?\d+/g;
const LONG_DIGITS = /\d{309}/;

/** Whether `json` may hold a literal beyond double range (a cheap test; false means it certainly does not). */
export function mayHoldBeyondDouble(json: string): boolean {
  if (json.length >= 309 && LONG_DIGITS.test(json)) return true;
  if (!EXPONENT.test(json)) return false;
  EXPONENT_TOKENS.lastIndex = 0;
  for (let token = EXPONENT_TOKENS.exec(json); token !== null; token = EXPONENT_TOKENS.exec(json))
    if (doubleRangeOf(token[0]) !== 'within') return true;
  return false;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** A small JSON tokenizer that walks the text as JSON.parse reads it, keeping each number literal's path. */
class Scanner {
  private at = 0;
  readonly found: BeyondDoubleLiteral[] = [];

  constructor(private readonly text: string) {}

  value(path: (string | number)[]): void {
    this.space();
    const c = this.text[this.at];
    if (c === '{') this.object(path);
    else if (c === '[') this.array(path);
    else if (c === '"') this.string();
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) this.number(path);
    else this.word();
  }

  private space(): void {
    while (WHITESPACE.has(this.text[this.at] ?? '')) this.at++;
  }

  private object(path: (string | number)[]): void {
    this.at++;
    const seen = new Set<string>();
    this.space();
    if (this.text[this.at] === '}') {
      this.at++;
      return;
    }
    for (;;) {
      this.space();
      const key = JSON.parse(this.string()) as string;
      // JSON.parse keeps the last of duplicate keys: literals under an earlier one are gone.
      if (seen.has(key)) this.forget([...path, key]);
      seen.add(key);
      this.space();
      this.expect(':');
      this.value([...path, key]);
      this.space();
      if (this.text[this.at] === ',') this.at++;
      else return this.expect('}');
    }
  }

  private array(path: (string | number)[]): void {
    this.at++;
    this.space();
    if (this.text[this.at] === ']') {
      this.at++;
      return;
    }
    for (let index = 0; ; index++) {
      this.value([...path, index]);
      this.space();
      if (this.text[this.at] === ',') this.at++;
      else return this.expect(']');
    }
  }

  private string(): string {
    const start = this.at;
    this.expect('"');
    for (;;) {
      const c = this.text[this.at++];
      if (c === undefined) throw new SyntaxError('unterminated string');
      if (c === '\\') this.at++;
      else if (c === '"') return this.text.slice(start, this.at);
    }
  }

  private number(path: (string | number)[]): void {
    const start = this.at;
    while (/[-+.eE0-9]/.test(this.text[this.at] ?? '')) this.at++;
    const text = this.text.slice(start, this.at);
    const range = doubleRangeOf(text);
    if (range !== 'within') this.found.push({ path, text, range });
  }

  private word(): void {
    const match = /^(true|false|null)/.exec(this.text.slice(this.at, this.at + 5));
    if (match === null) throw new SyntaxError(`unexpected ${JSON.stringify(this.text[this.at])}`);
    this.at += match[0].length;
  }

  private expect(c: string): void {
    if (this.text[this.at] !== c) throw new SyntaxError(`expected ${c}`);
    this.at++;
  }

  private forget(prefix: readonly (string | number)[]): void {
    const kept = this.found.filter((literal) => !prefix.every((segment, i) => literal.path[i] === segment));
    this.found.splice(0, this.found.length, ...kept);
  }
}

/**
 * The number literals of a JSON text that JSON.parse turns into another value class (±Infinity, or 0
 * for a non-zero), each with its path. Text that is not JSON holds none.
 */
export function beyondDoubleLiterals(json: string): BeyondDoubleLiteral[] {
  if (!mayHoldBeyondDouble(json)) return [];
  const scanner = new Scanner(json);
  try {
    scanner.value([]);
  } catch {
    return [];
  }
  return scanner.found;
}
