/** A parsed JSON value that keeps every scalar's literal text, so `1e400` still reads `1e400`. */
export type JsonNode =
  | { readonly type: 'object'; readonly entries: readonly { readonly key: string; readonly value: JsonNode }[] }
  | { readonly type: 'array'; readonly items: readonly JsonNode[] }
  | { readonly type: 'string' | 'number' | 'literal'; readonly raw: string };

const WHITESPACE = /[ \t\n\r]*/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

class Cursor {
  at = 0;
  constructor(readonly text: string) {}

  skip(): void {
    WHITESPACE.lastIndex = this.at;
    WHITESPACE.exec(this.text);
    this.at = WHITESPACE.lastIndex;
  }

  take(pattern: RegExp): string | undefined {
    pattern.lastIndex = this.at;
    const match = pattern.exec(this.text);
    if (match === null) return undefined;
    this.at = pattern.lastIndex;
    return match[0];
  }

  eat(char: string): boolean {
    this.skip();
    if (this.text[this.at] !== char) return false;
    this.at++;
    return true;
  }
}

function value(cursor: Cursor, depth: number): JsonNode {
  // Deep enough for any shrunk case; a pathological input falls back to JSON.stringify upstream.
  if (depth > 200) throw new SyntaxError('too deep');
  cursor.skip();
  const char = cursor.text[cursor.at];
  if (char === '{') {
    cursor.at++;
    const entries: { key: string; value: JsonNode }[] = [];
    if (cursor.eat('}')) return { type: 'object', entries };
    do {
      cursor.skip();
      const key = cursor.take(STRING);
      if (key === undefined || !cursor.eat(':')) throw new SyntaxError('bad key');
      entries.push({ key: JSON.parse(key) as string, value: value(cursor, depth + 1) });
    } while (cursor.eat(','));
    if (!cursor.eat('}')) throw new SyntaxError('unclosed object');
    return { type: 'object', entries };
  }
  if (char === '[') {
    cursor.at++;
    const items: JsonNode[] = [];
    if (cursor.eat(']')) return { type: 'array', items };
    do items.push(value(cursor, depth + 1));
    while (cursor.eat(','));
    if (!cursor.eat(']')) throw new SyntaxError('unclosed array');
    return { type: 'array', items };
  }
  const string = cursor.take(STRING);
  if (string !== undefined) return { type: 'string', raw: string };
  const number = cursor.take(NUMBER);
  if (number !== undefined) return { type: 'number', raw: number };
  const literal = cursor.take(LITERAL);
  if (literal !== undefined) return { type: 'literal', raw: literal };
  throw new SyntaxError(`unexpected input at ${cursor.at}`);
}

/** Parses JSON text into a JsonNode, or returns undefined when it is not JSON. */
export function parseJsonTree(text: string): JsonNode | undefined {
  try {
    const cursor = new Cursor(text);
    const root = value(cursor, 0);
    cursor.skip();
    return cursor.at === text.length ? root : undefined;
  } catch {
    return undefined;
  }
}
